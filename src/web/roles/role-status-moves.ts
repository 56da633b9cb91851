import type { RoleStatus } from '../api/roles/role-types';

/** One lifecycle move an employee may make from a status. */
export interface RoleStatusMove {
  to: RoleStatus;
  /** The button's words. */
  label: string;
  /** What the move does, shown beside the button. */
  description: string;
  /** Cannot be undone: asks for confirmation first. */
  final?: boolean;
}

const PAUSE: RoleStatusMove = { to: 'paused', label: 'Pause role', description: 'Stops new matches for now; you can reopen it later.' };
const REOPEN: RoleStatusMove = { to: 'open', label: 'Reopen role', description: 'Starts matching again.' };
const CLOSE: RoleStatusMove = {
  to: 'closed',
  label: 'Close role',
  description: 'Ends the search for good. To hire for it again later, clone it.',
  final: true,
};

/**
 * The moves the employee's Change Role Status dialog offers (spec 000 §4; issue 10 item 5): an open role can be
 * paused or closed, a paused one reopened or closed. In review waits for staff; filled comes from a hire; a
 * closed role stays closed (cloning it starts a new one). Publishing a draft is the dialog's other mode.
 */
export function roleStatusMoves(status: RoleStatus): readonly RoleStatusMove[] {
  switch (status) {
    case 'open':
      return [PAUSE, CLOSE];
    case 'paused':
      return [REOPEN, CLOSE];
    case 'draft':
    case 'in_review':
    case 'filled':
    case 'closed':
      return [];
  }
}
