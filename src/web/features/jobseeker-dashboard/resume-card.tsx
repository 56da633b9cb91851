import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue } from 'react';
import { useFlow } from '../../api/flows/use-flow';
import { useMyAnswers } from '../../api/flows/use-my-answers';
import { formatDate } from '../../components/format-date';
import { useResumeUpload } from '../../components/use-resume-upload';
import { FilePickButton } from '../../forms/widgets/file-pick-button';
import { lazyScreen } from '../../components/lazy-screen';

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface StoredResume {
  fileName: string;
  url?: string;
  uploadedAt?: string;
}

function storedResume(value: unknown): StoredResume | null {
  if (typeof value !== 'object' || value === null || !('fileName' in value) || typeof value.fileName !== 'string') return null;
  return value as StoredResume;
}

const ResumeOfferPanel = lazyScreen(() => import('./resume-offer-panel'), 'ResumeOfferPanel');

/**
 * The resume on the job seeker's home: the flow skips its question once there is one (spec 001 §2.1), so this is
 * where it is seen, downloaded and replaced, and where one is added later, as the intercept step promises.
 */
export function ResumeCard() {
  const mine = useMyAnswers('jobseeker');
  // Drawn in a transition when the answers arrive, not in the task that receives them (see JobBoard).
  const saved = useDeferredValue(mine.data);
  const answers = (saved?.answers ?? {}) as Record<string, unknown>;
  const { stage, problem, busy, upload, keep, skip, download } = useResumeUpload({
    onUploaded: () => mine.mutate(),
    onApplied: () => mine.mutate(),
  });
  // The flow's words are fetched only for an offer: the home page draws without the flow document.
  const flow = useFlow('jobseeker', stage.kind === 'review' ? saved?.version : undefined);
  if (saved === undefined) return null;
  const resume = storedResume(answers.resume);
  const applied = stage.kind === 'done' && stage.applied;
  const stored = stage.kind === 'done' && !stage.applied;
  const fileName = stage.kind === 'done' ? stage.fileName : '';

  return (
    <Paper component="section" variant="outlined" aria-labelledby="resume-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="resume-heading" variant="h2" sx={{ mb: 1 }}>
        Your resume
      </Typography>
      {resume ? (
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {resume.fileName}
          {resume.uploadedAt ? `, added ${formatDate(resume.uploadedAt)}` : ''}
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No resume yet. Profiles with a resume are matched faster, and we fill in much of your profile from it.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {resume?.url ? (
          <Button variant="outlined" onClick={() => download(resume.url!, resume.fileName)}>
            Download {resume.fileName}
          </Button>
        ) : null}
        <FilePickButton
          accept={ACCEPT}
          label={resume ? 'Replace your resume' : 'Add your resume'}
          disabled={busy}
          busy={stage.kind === 'uploading' ? 'Uploading and reading your resume…' : null}
          onPick={(file) => void upload(file)}
        />
      </Box>
      {problem !== null ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {stage.kind === 'review' && flow.data ? (
        // Offered once the flow is at hand, and only when something read is new to the profile.
        <Suspense fallback={null}>
          <ResumeOfferPanel
            flow={flow.data}
            answers={answers}
            extracted={stage.upload.extracted}
            fileName={stage.upload.fileName}
            saving={stage.saving}
            onKeep={(ticked) => void keep(stage.upload, ticked)}
            onSkip={() => skip(stage.upload)}
          />
        </Suspense>
      ) : null}
      {applied || stored ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {applied ? 'The details from your resume were added to your profile.' : `${fileName} is now your resume.`}
        </Alert>
      ) : null}
    </Paper>
  );
}
