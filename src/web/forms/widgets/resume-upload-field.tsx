import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { Alert, Link, Typography } from '@mui/material';
import { isApiError } from '../../api/api-error';
import { confirmResumeExtraction, downloadResume, uploadResume, type UploadedResume } from '../../api/records/upload-resume';
import { FieldFrame } from './field-frame';
import { FilePickButton, UploadProblem } from './file-pick-button';
import type { StepFormContext } from './step-form-context';
import { ResumeDetailsReview, resumeSummary } from '../../components/resume-details-review';
import { isPlainObject } from '../../../shared/plain-object';

interface ResumeValue {
  id?: number;
  fileName: string;
  url?: string;
  uploadedAt?: string;
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'review'; upload: UploadedResume }
  | { kind: 'saving'; upload: UploadedResume }
  | { kind: 'done'; applied: boolean; heldDegrees: number };

/** The resume: uploaded as soon as it is chosen, then what we read from it is offered for the person to keep. */
export function ResumeUploadField({ formData, onChange, fieldPathId, schema, uiSchema, rawErrors, registry }: FieldProps<ResumeValue>) {
  const context = registry.formContext as StepFormContext;
  const id = fieldPathId.$id;
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const accept = (uiSchema?.['ui:options']?.accept as string | undefined) ?? '.pdf,.docx';
  const recent = context.answers.recentExperience;
  const typedRole = isPlainObject(recent) ? (recent as { name?: unknown; jobTitle?: unknown }) : null;

  const upload = async (file: File) => {
    setProblem(null);
    setStage({ kind: 'uploading' });
    try {
      const uploaded = await uploadResume(file);
      onChange({ id: uploaded.id, fileName: uploaded.fileName, url: uploaded.url, uploadedAt: uploaded.uploadedAt }, fieldPathId.path);
      // The upload saved the resume answer on the server: the cached answers are behind until the step is left.
      context.onStored?.('on-save');
      setStage(
        resumeSummary(uploaded.extracted, typedRole).length > 0 ? { kind: 'review', upload: uploaded } : { kind: 'done', applied: false, heldDegrees: 0 },
      );
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The upload failed. Try again.');
      setStage({ kind: 'idle' });
    }
  };

  const apply = async (upload: UploadedResume) => {
    setStage({ kind: 'saving', upload });
    try {
      const confirmed = await confirmResumeExtraction(upload.id, upload.extracted);
      setStage({ kind: 'done', applied: true, heldDegrees: confirmed.held.education.length });
      // The confirmed details (phone, role, education) were saved on the server: read the answers again.
      context.onStored?.('on-save');
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Saving the details failed. Try again.');
      setStage({ kind: 'review', upload });
    }
  };

  return (
    <FieldFrame id={id} label={schema.title ?? 'Resume'} description={schema.description} errors={rawErrors}>
      {formData?.fileName ? (
        <Typography sx={{ mb: 1 }}>
          Your resume:{' '}
          {formData.url ? (
            <Link
              component="button"
              type="button"
              onClick={() => {
                const { url, fileName } = formData;
                // The file needs the session's token, which a plain link would not send.
                void downloadResume(url!).then(
                  (blob) => {
                    const href = URL.createObjectURL(blob);
                    const anchor = Object.assign(document.createElement('a'), { href, download: fileName });
                    anchor.click();
                    URL.revokeObjectURL(href);
                  },
                  (error: Error) => setProblem(error.message),
                );
              }}
            >
              {formData.fileName}
            </Link>
          ) : (
            formData.fileName
          )}
        </Typography>
      ) : null}
      <FilePickButton
        accept={accept}
        label={formData?.fileName ? 'Upload a different file' : 'Choose a file'}
        disabled={stage.kind === 'uploading' || stage.kind === 'saving'}
        busy={stage.kind === 'uploading' ? 'Uploading and reading your resume…' : null}
        onPick={(file) => void upload(file)}
      />
      <UploadProblem problem={problem} />
      {stage.kind === 'review' || stage.kind === 'saving' ? (
        <ResumeDetailsReview
          extracted={stage.upload.extracted}
          saving={stage.kind === 'saving'}
          onKeep={() => void apply(stage.upload)}
          typedRole={typedRole}
          onSkip={() => setStage({ kind: 'done', applied: false, heldDegrees: 0 })}
        />
      ) : null}
      {stage.kind === 'done' && stage.applied ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          The details from your resume were added to your profile.
          {stage.heldDegrees > 0 ? ' Your degrees are kept for the education step, where we offer them to you.' : ''}
        </Alert>
      ) : null}
    </FieldFrame>
  );
}
