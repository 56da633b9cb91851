import Chip from '@mui/material/Chip';
import type { RoleStatus } from '../../api/employers/use-employer-roles';

const STATUS: Record<RoleStatus, { label: string; color: 'default' | 'success' | 'warning' | 'info' }> = {
  draft: { label: 'Draft', color: 'warning' },
  in_review: { label: 'In review', color: 'info' },
  open: { label: 'Open', color: 'success' },
  paused: { label: 'Paused', color: 'default' },
  filled: { label: 'Filled', color: 'success' },
  closed: { label: 'Closed', color: 'default' },
};

/** A role's status in words, coloured; an unknown status is shown as it came. */
export function RoleStatusChip({ status }: { status: string }) {
  const known = STATUS[status as RoleStatus] as (typeof STATUS)[RoleStatus] | undefined;
  return <Chip size="small" variant="outlined" label={known?.label ?? status} color={known?.color ?? 'default'} />;
}
