import Alert from '@mui/material/Alert';
import { AppDialog } from './app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { isApiError } from '../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../api/error-messages';
import { DialogButtons } from './dialog-buttons';

interface ConfirmDialogProps {
  title: string;
  /** What confirming does, read out with the dialog. */
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  /** The call; a rejection is shown in the dialog, which stays open so nothing is lost. */
  onConfirm: () => Promise<void>;
}

/**
 * Asks before an action that is hard or impossible to undo. Mount it to open it. Cancel takes focus, so Enter
 * on opening does nothing harmful; the dialog cannot be dismissed while the call runs.
 */
export function ConfirmDialog({ title, description, confirmLabel, danger = false, onClose, onConfirm }: ConfirmDialogProps) {
  const descriptionId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm(): Promise<void> {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
      setPending(false);
    }
  }

  return (
    <AppDialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="xs" aria-describedby={descriptionId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
        {failure !== null && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons confirmLabel={confirmLabel} pending={pending} onCancel={onClose} danger={danger} onConfirm={() => void confirm()} cancelFirst />
    </AppDialog>
  );
}
