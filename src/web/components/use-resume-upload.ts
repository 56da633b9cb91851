import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { confirmResumeExtraction, uploadResume, type UploadedResume } from '../api/records/upload-resume';
import { downloadWithSession } from '../api/uploads/download-with-session';

/** Where a resume upload stands; `done` says whether the details read from it were kept, and how many degrees wait. */
export type ResumeUploadStage =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'review'; upload: UploadedResume; saving: boolean }
  | { kind: 'done'; fileName: string; applied: boolean; heldDegrees: number };

interface ResumeUploadOptions {
  /** The upload stored the resume answer on the server: what is shown of the answers is behind. */
  onUploaded: (uploaded: UploadedResume) => unknown;
  /** The kept details were saved on the server: what is shown of the answers is behind. */
  onApplied: () => unknown;
}

/**
 * A resume chosen by the job seeker, wherever it is chosen (the profile's resume step, the dashboard's card): it is
 * uploaded at once, then what was read from it is offered value by value to keep or skip. A failure is the `problem` to show.
 */
export function useResumeUpload({ onUploaded, onApplied }: ResumeUploadOptions) {
  const [stage, setStage] = useState<ResumeUploadStage>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    setProblem(null);
    setStage({ kind: 'uploading' });
    try {
      const uploaded = await uploadResume(file);
      await onUploaded(uploaded);
      // Whether anything read is new to the profile is the offer's to say, once the flow is at hand.
      setStage({ kind: 'review', upload: uploaded, saving: false });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The upload failed. Try again.');
      setStage({ kind: 'idle' });
    }
  };

  const keep = async (uploaded: UploadedResume, ticked: Record<string, unknown>) => {
    setProblem(null);
    setStage({ kind: 'review', upload: uploaded, saving: true });
    try {
      const confirmed = await confirmResumeExtraction(uploaded.id, ticked);
      await onApplied();
      setStage({ kind: 'done', fileName: uploaded.fileName, applied: true, heldDegrees: confirmed.held.education.length });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Saving the details failed. Try again.');
      setStage({ kind: 'review', upload: uploaded, saving: false });
    }
  };

  const skip = (uploaded: UploadedResume) => setStage({ kind: 'done', fileName: uploaded.fileName, applied: false, heldDegrees: 0 });

  const download = (url: string, fileName: string) => {
    setProblem(null);
    // The file needs the session's token, which a plain link would not send.
    void downloadWithSession(url, fileName).catch((error: Error) => setProblem(error.message));
  };

  const busy = stage.kind === 'uploading' || (stage.kind === 'review' && stage.saving);
  return { stage, problem, busy, upload, keep, skip, download };
}
