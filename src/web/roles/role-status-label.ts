import type { RoleStatus } from '../api/roles/role-types';

/** A role status in words. */
export const ROLE_STATUS_LABELS: Record<RoleStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  open: 'Open',
  paused: 'Paused',
  filled: 'Filled',
  closed: 'Closed',
};

/** The words for a status; one this app does not know is shown as it came. */
export function roleStatusLabel(status: string): string {
  return Object.hasOwn(ROLE_STATUS_LABELS, status) ? ROLE_STATUS_LABELS[status as RoleStatus] : status;
}
