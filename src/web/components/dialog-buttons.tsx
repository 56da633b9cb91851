import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

interface DialogButtonsProps {
  confirmLabel: ReactNode;
  /** The call runs: the confirm button spins and Cancel is off. */
  pending: boolean;
  onCancel: () => void;
  danger?: boolean;
  /** Without it the confirm button submits the dialog's form; with it (a dialog without a form) a click calls it. */
  onConfirm?: () => void;
  /** Cancel takes focus as the dialog opens, so Enter does nothing harmful. */
  cancelFirst?: boolean;
}

/** A dialog's Cancel and confirm buttons, wrapping onto two lines on a narrow screen. */
export function DialogButtons({ confirmLabel, pending, onCancel, danger = false, onConfirm, cancelFirst = false }: DialogButtonsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={onCancel} disabled={pending} autoFocus={cancelFirst}>
        Cancel
      </Button>
      <Button
        type={onConfirm === undefined ? 'submit' : 'button'}
        variant="contained"
        color={danger ? 'error' : 'primary'}
        loading={pending}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
