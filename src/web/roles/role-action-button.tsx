import type { ButtonProps } from '@mui/material/Button';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Role, RoleStatusSubject } from '../api/roles/role-types';
import { ChangeRoleStatusDialog } from './change-role-status-dialog';
import { roleActionLabel } from './role-action-label';

interface RoleActionButtonProps {
  role: RoleStatusSubject | Role;
  /** After a status change, with the role as the server now has it. */
  onChanged?: (role: Role) => void;
  /** Ids of text naming the role, for a list where every row has this button. */
  describedBy?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * The role status button of spec 000 §4 (Publish Role, View Staff Feedback or Change Role Status, see
 * roleActionLabel), opening the change-role-status dialog; nothing for an unfinished draft.
 */
export function RoleActionButton({ role, onChanged, describedBy, size = 'medium', variant = 'contained' }: RoleActionButtonProps) {
  const [open, setOpen] = useState(false);
  const label = roleActionLabel(role);
  if (label === null) return null;
  return (
    <>
      <Button variant={variant} size={size} aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <ChangeRoleStatusDialog role={role} onClose={() => setOpen(false)} onChanged={onChanged} />}
    </>
  );
}
