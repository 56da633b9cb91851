import type { FieldProps } from '@rjsf/utils';
import { Alert, Link, Typography } from '@mui/material';
import { FieldFrame } from './field-frame';
import { FilePickButton, UploadProblem } from './file-pick-button';
import type { StepFormContext } from './step-form-context';
import { ResumeDetailsReview } from '../../components/resume-details-review';
import { useResumeUpload } from '../../components/use-resume-upload';
import { hasOffer, offerGroups } from '../../components/resume-offer';

interface ResumeValue {
  id?: number;
  fileName: string;
  url?: string;
  uploadedAt?: string;
}

/** The resume: uploaded as soon as it is chosen, then what we read from it is offered for the person to keep. */
export function ResumeUploadField({ formData, onChange, fieldPathId, schema, uiSchema, rawErrors, registry }: FieldProps<ResumeValue>) {
  const context = registry.formContext as StepFormContext;
  const id = fieldPathId.$id;
  const accept = (uiSchema?.['ui:options']?.accept as string | undefined) ?? '.pdf,.docx';
  const answers = context.answers as Record<string, unknown>;
  const { stage, problem, busy, upload, keep, skip, download } = useResumeUpload({
    onUploaded: (uploaded) => {
      onChange({ id: uploaded.id, fileName: uploaded.fileName, url: uploaded.url, uploadedAt: uploaded.uploadedAt }, fieldPathId.path);
      // The upload saved the resume answer on the server: the cached answers are behind until the step is left.
      context.onStored?.('on-save');
    },
    // The ticked details were saved on the server: read the answers again.
    onApplied: () => context.onStored?.('on-save'),
  });

  return (
    <FieldFrame id={id} label={schema.title ?? 'Resume'} description={schema.description} errors={rawErrors}>
      {formData?.fileName ? (
        <Typography sx={{ mb: 1 }}>
          Your resume:{' '}
          {formData.url ? (
            <Link component="button" type="button" onClick={() => download(formData.url!, formData.fileName)}>
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
        disabled={busy}
        busy={stage.kind === 'uploading' ? 'Uploading and reading your resume…' : null}
        onPick={(file) => void upload(file)}
      />
      <UploadProblem problem={problem} />
      {stage.kind === 'review' && hasOffer(offerGroups(context.flow, stage.upload.extracted, answers)) ? (
        <ResumeDetailsReview
          flow={context.flow}
          answers={answers}
          extracted={stage.upload.extracted}
          saving={stage.saving}
          onKeep={(ticked) => void keep(stage.upload, ticked)}
          onSkip={() => skip(stage.upload)}
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
