/**
 * A role's lifecycle statuses (issue 10) and the rules on them that the server enforces and the browser offers:
 * who may move a role from one status to which, and which roles may be deleted.
 */

/** Wire and stored values of a role's status: a draft is published to staff, who approve it to open. */
export const ROLE_STATUSES = ['draft', 'in_review', 'open', 'paused', 'filled', 'closed'] as const;
export type RoleStatus = (typeof ROLE_STATUSES)[number];

/**
 * Statuses of a role staff have not approved yet: its answers follow every published role flow version. An approved
 * role's answers move only when they carry over unchanged, so what staff approved is what stays on show.
 */
export const ROLE_STATUSES_BEFORE_APPROVAL: readonly RoleStatus[] = ['draft', 'in_review'];

export function isRoleStatus(value: unknown): value is RoleStatus {
  return typeof value === 'string' && (ROLE_STATUSES as readonly string[]).includes(value);
}

export type RoleActorKind = 'employee' | 'staff';

/**
 * The moves each side may ask for, by the role's status (spec 000 §4; issue 10 item 5). The employee publishes a
 * draft, pauses, reopens and closes; staff approve a role in review or send it back. `filled` comes only from a
 * hire, and a closed role stays closed (cloning it starts a new one). A move listed here may still be refused for
 * the role's content (an incomplete draft, open feedback, no service tier): the server's plan says why.
 */
export const ROLE_MOVES: Readonly<Record<RoleActorKind, Readonly<Record<RoleStatus, readonly RoleStatus[]>>>> = {
  employee: { draft: ['in_review'], in_review: [], open: ['paused', 'closed'], paused: ['open', 'closed'], filled: [], closed: [] },
  staff: { draft: [], in_review: ['open', 'draft'], open: [], paused: [], filled: [], closed: [] },
};

export function isRoleMove(actor: RoleActorKind, from: RoleStatus, to: RoleStatus): boolean {
  return ROLE_MOVES[actor][from].includes(to);
}

/**
 * Why a role in `status` cannot be deleted, or null when it can: open and paused roles are closed first, and a
 * filled one is the record of a hire. The server refuses with this sentence; the browser offers Delete only when null.
 */
export function roleDeleteRefusal(status: RoleStatus): string | null {
  if (status === 'open' || status === 'paused') return 'This role is open to candidates. Close it before deleting it.';
  if (status === 'filled') return 'A filled role is kept as the record of the hire, so it cannot be deleted.';
  return null;
}
