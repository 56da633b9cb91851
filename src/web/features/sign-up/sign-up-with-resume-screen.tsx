import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { readResumeContact } from '../../api/account/read-resume-contact';
import { isApiError } from '../../api/api-error';
import { confirmResumeExtraction, uploadResume, type UploadedResume } from '../../api/records/upload-resume';
import { PageHeading } from '../../components/page-heading';
import { ResumeDetailsReview } from '../../components/resume-details-review';
import { hasOffer, offerGroups } from '../../components/resume-offer';
import { getFlow } from '../../api/flows/use-flow';
import { getMyAnswers, myAnswersKey } from '../../api/flows/use-my-answers';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import type { Flow } from '../../../flows';
import { FilePickButton } from '../../forms/widgets/file-pick-button';
import { SignUpScreen } from './sign-up-screen';
import type { SignUpValues } from './sign-up-values';
import { FailureAlert } from '../../components/form-outcome';

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Stage =
  | { kind: 'pick'; problem: string | null; reading: boolean }
  | { kind: 'form'; file: File; fileName: string; prefilled: Partial<SignUpValues> }
  | { kind: 'storing'; file: File }
  | { kind: 'store-failed'; file: File; problem: string }
  | { kind: 'review'; upload: UploadedResume; flow: Flow; answers: Record<string, unknown>; saving: boolean; problem: string | null };

function prefillOf(contact: { firstName: string | null; lastName: string | null; email: string | null }): Partial<SignUpValues> {
  const values: Partial<SignUpValues> = {};
  if (contact.firstName) values.firstName = contact.firstName;
  if (contact.lastName) values.lastName = contact.lastName;
  if (contact.email) values.email = contact.email;
  return values;
}

/**
 * /signup-with-resume (spec 000 §2, inside the top-bar layout): the person gives their resume first; the job
 * seeker sign-up form starts with the name and e-mail read from it; once the account exists the file becomes
 * the profile's resume and the other details read from it are offered as on the resume step, so the question
 * flow starts with them in place.
 */
export function SignUpWithResumeScreen() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'pick', problem: null, reading: false });
  const [dragging, setDragging] = useState(false);
  const owner = sessionOwner(useSession());
  const { mutate } = useSWRConfig();
  const goOn = () => void navigate('/', { replace: true });

  const read = async (file: File) => {
    setStage({ kind: 'pick', problem: null, reading: true });
    try {
      const contact = await readResumeContact(file);
      setStage({ kind: 'form', file, fileName: contact.fileName, prefilled: prefillOf(contact) });
    } catch (error) {
      setStage({ kind: 'pick', problem: isApiError(error) ? error.message : 'Your resume could not be read. Try again.', reading: false });
    }
  };

  const store = async (file: File) => {
    setStage({ kind: 'storing', file });
    try {
      const upload = await uploadResume(file);
      // The offer shows each value beside what the new profile holds, in the flow's words.
      const mine = await getMyAnswers('jobseeker');
      const flow = await getFlow('jobseeker', mine.version);
      const answers = mine.answers as Record<string, unknown>;
      if (!hasOffer(offerGroups(flow, upload.extracted, answers))) goOn();
      else setStage({ kind: 'review', upload, flow, answers, saving: false, problem: null });
    } catch (error) {
      setStage({ kind: 'store-failed', file, problem: isApiError(error) ? error.message : 'Your resume could not be saved.' });
    }
  };

  const keep = async (review: Extract<Stage, { kind: 'review' }>, ticked: Record<string, unknown>) => {
    setStage({ ...review, saving: true, problem: null });
    try {
      await confirmResumeExtraction(review.upload.id, ticked);
      // The profile shows what came from the resume: answers read before this are behind.
      if (owner !== null) await mutate(myAnswersKey('jobseeker', owner));
      goOn();
    } catch (error) {
      setStage({ ...review, saving: false, problem: isApiError(error) ? error.message : 'Saving the details failed. Try again.' });
    }
  };

  if (stage.kind === 'form') {
    return (
      <Stack spacing={2}>
        <Alert severity="info" sx={{ maxWidth: 520, mx: 'auto', width: '100%', boxSizing: 'border-box' }}>
          {Object.keys(stage.prefilled).length > 0
            ? `We filled in what we read from ${stage.fileName}. Check it before you go on.`
            : `We couldn’t read your name or e-mail from ${stage.fileName}. Fill them in below.`}{' '}
          <Link component="button" type="button" onClick={() => setStage({ kind: 'pick', problem: null, reading: false })}>
            Use a different file
          </Link>
        </Alert>
        <SignUpScreen accountType="jobseeker" initialValues={stage.prefilled} onSignedUp={() => void store(stage.file)} />
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      {stage.kind === 'pick' && (
        <>
          <PageHeading>Sign up with your resume</PageHeading>
          <Typography>
            Start with your resume (a PDF or Word .docx file, up to 5 MB). We read your name and e-mail address from it for your account, and once you have
            signed up it becomes your profile’s resume.
          </Typography>
          <Box
            onDragOver={(event: DragEvent) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event: DragEvent) => {
              event.preventDefault();
              setDragging(false);
              const file = event.dataTransfer.files[0];
              if (file && !stage.reading) void read(file);
            }}
            sx={{
              border: 2,
              borderStyle: 'dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              borderRadius: 2,
              p: { xs: 3, md: 5 },
              textAlign: 'center',
              bgcolor: dragging ? 'action.hover' : 'background.paper',
            }}
          >
            <Typography sx={{ mb: 2 }}>Drop your resume here, or</Typography>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <FilePickButton
                accept={ACCEPT}
                label="Choose your resume"
                disabled={stage.reading}
                busy={stage.reading ? 'Reading your resume…' : null}
                onPick={(file) => void read(file)}
              />
            </Box>
          </Box>
          <FailureAlert message={stage.problem} />
          <Typography>
            No resume to hand?{' '}
            <Link component={RouterLink} to="/jobseeker/signup">
              Sign up without one
            </Link>{' '}
            · Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Log in
            </Link>
          </Typography>
        </>
      )}
      {stage.kind === 'storing' && (
        <>
          <PageHeading>Your account is ready</PageHeading>
          <Typography role="status">Adding your resume to your profile…</Typography>
        </>
      )}
      {stage.kind === 'store-failed' && (
        <>
          <PageHeading>Your account is ready</PageHeading>
          <Alert
            severity="warning"
            role="alert"
            action={
              <Button color="inherit" onClick={() => void store(stage.file)}>
                Try again
              </Button>
            }
          >
            {stage.problem} You can also add it later on the resume question of your profile.
          </Alert>
          <Box>
            <Button variant="contained" onClick={goOn}>
              Continue without it
            </Button>
          </Box>
        </>
      )}
      {stage.kind === 'review' && (
        <>
          <PageHeading>Your account is ready</PageHeading>
          <Typography>Your resume is on your profile.</Typography>
          <FailureAlert message={stage.problem} />
          <ResumeDetailsReview
            flow={stage.flow}
            answers={stage.answers}
            extracted={stage.upload.extracted}
            saving={stage.saving}
            onKeep={(ticked) => void keep(stage, ticked)}
            onSkip={goOn}
          />
        </>
      )}
    </Stack>
  );
}
