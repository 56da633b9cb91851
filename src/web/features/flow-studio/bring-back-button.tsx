import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AppDialog } from '../../components/app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FlowDocument } from '../../../flows';
import { isApiError } from '../../api/api-error';
import { checkDraft, getVersionDocument, saveDraft, type FlowProblem } from '../../api/staff/flow-studio-api';
import { DialogButtons } from '../../components/dialog-buttons';
import { showToast } from '../../components/toasts';
import { lazyScreen } from '../../components/lazy-screen';

// Fetched when staff bring a version back, not with the flows list: the list stays small, and the app's entry lists
// one chunk fewer for its route.
const PublishDialog = lazyScreen(() => import('./publish-dialog'), 'PublishDialog');

interface BringBackProps {
  flowId: string;
  title: string;
  version: number;
  currentVersion: number;
  onPublished: () => void;
}

type Step =
  | { at: 'idle' | 'loading' }
  | { at: 'confirm'; document: FlowDocument }
  | { at: 'blocked'; document: FlowDocument; problems: FlowProblem[] }
  | { at: 'failed'; message: string };

/**
 * Brings an earlier version back for everyone (issue 34 item 3): its questions become the next version, checked and
 * dry-run like any draft, and publishing moves everyone onto it. When saved answers need a decision first (an option
 * the old version lacks), it opens in the studio as the staff member's draft to say where they go.
 */
export function BringBackButton({ flowId, title, version, currentVersion, onPublished }: BringBackProps) {
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const navigate = useNavigate();
  const start = async () => {
    setStep({ at: 'loading' });
    try {
      const written = await getVersionDocument(flowId, version);
      const document: FlowDocument = { ...written, version: currentVersion + 1, migrateFrom: { version: currentVersion, ops: [] } };
      const checked = await checkDraft(flowId, document);
      setStep(checked.problems.length === 0 ? { at: 'confirm', document } : { at: 'blocked', document, problems: checked.problems });
    } catch (error) {
      failed(error);
    }
  };
  const failed = (error: unknown) =>
    setStep({ at: 'failed', message: isApiError(error) || error instanceof Error ? error.message : 'The server did not answer. Try again.' });
  // Kept as the staff member's draft on the server, which the studio opens with.
  const openInStudio = (document: FlowDocument) => saveDraft(flowId, document).then(() => void navigate(`/dashboard/flows/${flowId}`), failed);
  const close = () => setStep({ at: 'idle' });
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => void start()} loading={step.at === 'loading'} sx={{ whiteSpace: 'nowrap' }}>
        {`Bring back version ${version}`}
      </Button>
      {step.at === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={close}>
          {`Version ${version} could not be brought back: ${step.message}`}
        </Alert>
      )}
      {step.at === 'confirm' && (
        <Suspense fallback={null}>
          <PublishDialog
            flowId={flowId}
            document={step.document}
            title={title}
            open
            onClose={close}
            onPublished={(published) => {
              close();
              void showToast(`Version ${version} is back for everyone, as version ${published.version}.`, { variant: 'success' });
              onPublished();
            }}
          />
        </Suspense>
      )}
      {step.at === 'blocked' && (
        <AppDialog open onClose={close} fullWidth maxWidth="sm">
          <DialogTitle>{`Bringing back version ${version} needs a decision first`}</DialogTitle>
          <DialogContent>
            <Alert severity="warning">
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {step.problems.map((problem, index) => (
                  <li key={index}>{problem.message}</li>
                ))}
              </ul>
            </Alert>
          </DialogContent>
          <DialogButtons confirmLabel="Open it in the studio to decide" pending={false} onCancel={close} onConfirm={() => void openInStudio(step.document)} />
        </AppDialog>
      )}
    </>
  );
}
