import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { revealEnteredModal } from '../components/reveal-entered-modal';

interface NavMenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The list's size: the signed-in menus are wider than the public one. */
  listSx: SxProps<Theme>;
  /** The list items. */
  children: ReactNode;
}

/**
 * The small-screen menu that slides in from the right, for visitors and signed-in people alike. MUI makes the
 * drawer's paper a modal dialog (focus is held inside it until it closes); a dialog is announced by its name.
 */
export function NavMenuDrawer({ id, open, onClose, listSx, children }: NavMenuDrawerProps) {
  return (
    <Drawer id={id} anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' }, transition: { onEntered: revealEnteredModal } }}>
      <nav aria-label="Main menu">
        <List sx={listSx}>{children}</List>
      </nav>
    </Drawer>
  );
}
