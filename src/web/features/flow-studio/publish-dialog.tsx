import Alert from '@mui/material/Alert';
import { AppDialog } from '../../components/app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { FlowDocument } from '../../../flows';
import { isApiError } from '../../api/api-error';
import { dryRunDraft, publishDraft, type DryRun, type Published } from '../../api/staff/flow-studio-api';
import { DialogButtons } from '../../components/dialog-buttons';
import { ChangedAnswersTable } from './changed-answers-table';
import { listedAnswers, publishSummary } from './publish-summary';

interface PublishDialogProps {
  flowId: string;
  /** The version to publish as written (a draft, or an earlier version brought back). */
  document: FlowDocument;
  /** The flow's title, for the dialog's heading. */
  title: string;
  open: boolean;
  onClose: () => void;
  onPublished: (published: Published) => void;
}

type Run = { state: 'running'; done: number; total: number } | { state: 'done'; dryRun: DryRun } | { state: 'failed'; message: string };
const starting: Run = { state: 'running', done: 0, total: 0 };

const inWords = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : 'The server did not answer. Try again.');

/**
 * Publishing asks first and says what it does in words: the dry run (with its progress when long) says how many
 * people, organizations or roles move to the new version and lists the answers that change, by person, step,
 * question and reason; roles kept on their version are named. Confirm publishes.
 */
export function PublishDialog({ flowId, document, title, open, onClose, onPublished }: PublishDialogProps) {
  // The run belongs to the document it checked: opened again on another document, it starts over.
  const [latest, setLatest] = useState<{ document: FlowDocument; run: Run } | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const report = (run: Run) => !controller.signal.aborted && setLatest({ document, run });
    dryRunDraft(flowId, document, (done, total) => report({ state: 'running', done, total }), controller.signal).then(
      (dryRun) => report({ state: 'done', dryRun }),
      (error: unknown) => report({ state: 'failed', message: inWords(error) }),
    );
    return () => {
      controller.abort();
      setLatest(null);
    };
  }, [open, flowId, document]);
  const run = latest?.document === document ? latest.run : starting;

  const publish = () => {
    setPublishing(true);
    setFailure(null);
    publishDraft(flowId, document).then(
      (published) => {
        setPublishing(false);
        onPublished(published);
      },
      (error: unknown) => {
        setPublishing(false);
        setFailure(inWords(error));
      },
    );
  };

  return (
    <AppDialog open={open} onClose={publishing ? undefined : onClose} fullWidth maxWidth="md" aria-describedby="publish-summary">
      <DialogTitle>{`Publish version ${document.version} of ${title}?`}</DialogTitle>
      <DialogContent>
        {run.state === 'running' && (
          <>
            <Typography id="publish-summary" sx={{ mb: 1 }}>
              {run.total > 0
                ? `Checking what publishing does to saved answers: ${run.done.toLocaleString('en-US')} of ${run.total.toLocaleString('en-US')} answer sets…`
                : 'Checking what publishing does to saved answers…'}
            </Typography>
            <LinearProgress aria-label="Checking saved answers" {...(run.total > 0 ? { variant: 'determinate', value: (100 * run.done) / run.total } : {})} />
          </>
        )}
        {run.state === 'failed' && <Alert id="publish-summary" severity="error" role="alert">{`The check of saved answers failed: ${run.message}`}</Alert>}
        {run.state === 'done' && (
          <>
            <Typography id="publish-summary" sx={{ mb: 2 }}>
              {publishSummary(flowId, document.version, run.dryRun)}
            </Typography>
            {listedAnswers(run.dryRun).length > 0 && <ChangedAnswersTable answers={listedAnswers(run.dryRun)} flowId={flowId} />}
            {run.dryRun.rolesKept.length > 0 && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {`These approved or open roles keep the version they were given under, because the move would change their answers: ${run.dryRun.rolesKept.map((role) => `${role.title} (${role.status})`).join(', ')}.`}
              </Alert>
            )}
          </>
        )}
        {failure !== null && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {`Not published: ${failure}`}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        confirmLabel={`Confirm: publish version ${document.version}`}
        pending={publishing || run.state === 'running'}
        onCancel={onClose}
        onConfirm={run.state === 'done' ? publish : undefined}
      />
    </AppDialog>
  );
}
