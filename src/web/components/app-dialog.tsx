import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { revealEnteredModal } from './reveal-entered-modal';

/**
 * MUI's dialog, never left hidden from assistive technology once it has opened in front (reveal-entered-modal.ts
 * says why). Every dialog of the app is one; its code loads with the screens that open it, not with the first page.
 */
export function AppDialog(props: Omit<DialogProps, 'slotProps'>) {
  return <Dialog {...props} slotProps={{ transition: { onEntered: revealEnteredModal } }} />;
}
