import { ROLE_MOVES, type RoleStatus } from '../../shared/role-statuses';

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

/** The words of each move the dialog offers, by the status it moves to. */
const MOVE_WORDS: Partial<Record<RoleStatus, RoleStatusMove>> = {
  paused: { to: 'paused', label: 'Pause role', description: 'Stops new matches for now; you can reopen it later.' },
  open: { to: 'open', label: 'Reopen role', description: 'Starts matching again.' },
  closed: { to: 'closed', label: 'Close role', description: 'Ends the search for good. To hire for it again later, clone it.', final: true },
};

/**
 * The moves the employee's Change Role Status dialog offers: the employee's moves of `ROLE_MOVES` (an open role
 * can be paused or closed, a paused one reopened or closed). Publishing a draft is the dialog's other mode.
 */
export function roleStatusMoves(status: RoleStatus): readonly RoleStatusMove[] {
  return ROLE_MOVES.employee[status].flatMap((to) => MOVE_WORDS[to] ?? []);
}
