import Chip from '@mui/material/Chip';
import type { RoleStatus } from '../api/roles/role-types';
import { roleStatusLabel } from './role-status-label';

const COLOURS: Record<RoleStatus, 'default' | 'success' | 'warning' | 'info'> = {
  draft: 'warning',
  in_review: 'info',
  open: 'success',
  paused: 'default',
  filled: 'success',
  closed: 'default',
};

/** A role's status in words, coloured; an unknown status is shown as it came. */
export function RoleStatusChip({ status }: { status: string }) {
  const colour = Object.hasOwn(COLOURS, status) ? COLOURS[status as RoleStatus] : 'default';
  return <Chip size="small" variant="outlined" label={roleStatusLabel(status)} color={colour} />;
}
