import { AppDialog } from './app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { useId, useState } from 'react';
import { DialogButtons } from './dialog-buttons';
import { splitServerErrors } from './split-server-errors';
import { FailureAlert } from './form-outcome';

interface PasswordDialogProps {
  title: string;
  /** What confirming does, read out with the dialog. */
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  /** The call; a rejection is shown in the dialog (a wrong password under the field). */
  onConfirm: (password: string) => Promise<void>;
}

/**
 * Asks for the account's password before a change that needs it (two-factor off, new backup codes, deletion).
 * Mount it to open it: each opening starts empty. It cannot be dismissed while the call runs.
 */
export function PasswordDialog({ title, description, confirmLabel, danger = false, onClose, onConfirm }: PasswordDialogProps) {
  const descriptionId = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (password === '') {
      setFieldError('Enter your password.');
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await onConfirm(password);
    } catch (error) {
      const { fieldErrors, general } = splitServerErrors(error, { password: 'password' } as const);
      setFieldError(fieldErrors.password);
      setFailure(general);
      setSubmitting(false);
    }
  }

  return (
    <AppDialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="xs" aria-describedby={descriptionId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={descriptionId}>{description}</DialogContentText>
            <FailureAlert message={failure} />
            <TextField
              // The one thing to do here: the field takes focus as the dialog opens.
              autoFocus
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setFieldError(undefined);
              }}
              error={fieldError !== undefined}
              helperText={fieldError}
              slotProps={{ htmlInput: { required: true } }}
              fullWidth
              sx={{ mt: 1 }}
            />
          </Stack>
        </DialogContent>
        <DialogButtons confirmLabel={confirmLabel} pending={submitting} onCancel={onClose} danger={danger} />
      </form>
    </AppDialog>
  );
}
