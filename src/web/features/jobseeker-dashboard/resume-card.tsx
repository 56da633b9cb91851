import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../api/api-error';
import { useMyAnswers } from '../../api/flows/use-my-answers';
import { confirmResumeExtraction, downloadResume, uploadResume, type UploadedResume } from '../../api/records/upload-resume';
import { formatDate } from '../../components/format-date';
import { ResumeDetailsReview, resumeSummary } from '../../components/resume-details-review';
import { FilePickButton } from '../../forms/widgets/file-pick-button';
import { isPlainObject } from '../../../shared/plain-object';

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

type Stage = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'review'; upload: UploadedResume; saving: boolean } | { kind: 'done'; message: string };

/**
 * The resume on the job seeker's home: the flow skips its question once there is one (spec 001 §2.1), so this is
 * where it is seen, downloaded and replaced, and where one is added later, as the intercept step promises.
 */
export function ResumeCard() {
  const mine = useMyAnswers('jobseeker');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  if (mine.data === undefined) return null;
  const answers = mine.data.answers as Record<string, unknown>;
  const resume = storedResume(answers.resume);
  const recent = answers.recentExperience;
  const typedRole = isPlainObject(recent) ? (recent as { name?: unknown; jobTitle?: unknown }) : null;

  const upload = async (file: File) => {
    setProblem(null);
    setStage({ kind: 'uploading' });
    try {
      const uploaded = await uploadResume(file);
      await mine.mutate();
      setStage(
        resumeSummary(uploaded.extracted, typedRole).length > 0
          ? { kind: 'review', upload: uploaded, saving: false }
          : { kind: 'done', message: `${uploaded.fileName} is now your resume.` },
      );
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The upload failed. Try again.');
      setStage({ kind: 'idle' });
    }
  };

  const keep = async (uploaded: UploadedResume) => {
    setStage({ kind: 'review', upload: uploaded, saving: true });
    try {
      await confirmResumeExtraction(uploaded.id, uploaded.extracted);
      await mine.mutate();
      setStage({ kind: 'done', message: 'The details from your resume were added to your profile.' });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Saving the details failed. Try again.');
      setStage({ kind: 'review', upload: uploaded, saving: false });
    }
  };

  const download = (stored: StoredResume) => {
    setProblem(null);
    // The file needs the session's token, which a plain link would not send.
    void downloadResume(stored.url!).then(
      (blob) => {
        const href = URL.createObjectURL(blob);
        Object.assign(document.createElement('a'), { href, download: stored.fileName }).click();
        URL.revokeObjectURL(href);
      },
      (error: Error) => setProblem(error.message),
    );
  };

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
          <Button variant="outlined" onClick={() => download(resume)}>
            Download {resume.fileName}
          </Button>
        ) : null}
        <FilePickButton
          accept={ACCEPT}
          label={resume ? 'Replace your resume' : 'Add your resume'}
          disabled={stage.kind === 'uploading' || (stage.kind === 'review' && stage.saving)}
          busy={stage.kind === 'uploading' ? 'Uploading and reading your resume…' : null}
          onPick={(file) => void upload(file)}
        />
      </Box>
      {problem !== null ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {stage.kind === 'review' ? (
        <ResumeDetailsReview
          extracted={stage.upload.extracted}
          typedRole={typedRole}
          saving={stage.saving}
          onKeep={() => void keep(stage.upload)}
          onSkip={() => setStage({ kind: 'done', message: `${stage.upload.fileName} is now your resume.` })}
        />
      ) : null}
      {stage.kind === 'done' ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {stage.message}
        </Alert>
      ) : null}
    </Paper>
  );
}
