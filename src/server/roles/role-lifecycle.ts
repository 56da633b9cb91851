import { currentTier, type FeePercents } from '../platform';
import type { RoleRow } from '../db/schema';
import { isRoleMove, type RoleStatus } from '../../shared/role-statuses';
import type { RoleChanges } from './edit-role';
import type { AppContext } from '../http/app-context';
import { expireMatchesOfRole, type PendingMails } from '../matching';
import type { AppQueries } from '../db/database';

/** What decides whether a move is allowed, read from the role before the move. */
export interface TransitionFacts {
  /** 0..100, from the answers as they will be stored. */
  completion: number;
  incompleteSections: string[];
  unresolvedFeedback: number;
  /** The role's `serviceTier` answer. */
  serviceTier: unknown;
  /** The fee percents staff configured (platform configuration); approval fixes the tier's current fee. */
  feePercents?: FeePercents;
}

export type TransitionPlan = { ok: true; changes: RoleChanges } | { ok: false; detail: string };

const WORDS: Record<RoleStatus, string> = {
  draft: 'a draft',
  in_review: 'in review',
  open: 'open',
  paused: 'paused',
  filled: 'filled',
  closed: 'closed',
};

function refuse(detail: string): TransitionPlan {
  return { ok: false, detail };
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Publish Role: a complete draft with no open staff feedback goes to staff for review. */
function publish(facts: TransitionFacts, now: Date): TransitionPlan {
  if (facts.completion < 100) {
    const sections = facts.incompleteSections;
    return refuse(`Answer every question before publishing: ${list(sections)} ${sections.length === 1 ? 'is' : 'are'} not complete yet.`);
  }
  if (facts.unresolvedFeedback > 0) {
    const items = facts.unresolvedFeedback === 1 ? '1 item is' : `${facts.unresolvedFeedback} items are`;
    return refuse(`Resolve the staff feedback before publishing again: ${items} still open.`);
  }
  return { ok: true, changes: { status: 'in_review', submittedAt: now } };
}

/** Staff approval: the role opens, and the tier and its fee are fixed as agreed (never rewritten later). */
function approve(role: Pick<RoleRow, 'publishedAt' | 'agreedServiceTier'>, facts: TransitionFacts, now: Date): TransitionPlan {
  const tier = currentTier(facts.serviceTier, facts.feePercents ?? {});
  if (!tier && role.agreedServiceTier === null) {
    return refuse('This role has no service tier yet. Send it back to the organization with feedback asking them to choose one.');
  }
  const changes: RoleChanges = { status: 'open', publishedAt: role.publishedAt ?? now };
  if (role.agreedServiceTier === null && tier) {
    changes.agreedServiceTier = tier.tier;
    changes.agreedFeePercent = tier.feePercent === null ? null : String(tier.feePercent);
  }
  return { ok: true, changes };
}

function employeeMove(from: RoleStatus, to: RoleStatus, facts: TransitionFacts, now: Date): TransitionPlan {
  if (isRoleMove('employee', from, to)) {
    if (to === 'in_review') return publish(facts, now);
    return { ok: true, changes: to === 'closed' ? { status: 'closed', closedAt: now } : { status: to } };
  }
  if (from === 'in_review') return refuse('This role is with staff for review. They approve it or send it back with feedback.');
  if (from === 'draft') {
    if (to === 'closed') return refuse('A draft has not been published, so there is nothing to close. Delete it instead.');
    return refuse('Publish the role first: staff review it before it opens.');
  }
  if (to === 'draft' || to === 'in_review')
    return refuse('A published role does not go back to draft or review. Pause or close it instead, or clone it to start a new draft.');
  return refuse(`A role that is ${WORDS[from]} cannot be made ${WORDS[to]}.`);
}

function staffMove(
  role: Pick<RoleRow, 'publishedAt' | 'agreedServiceTier'>,
  from: RoleStatus,
  to: RoleStatus,
  facts: TransitionFacts,
  now: Date,
): TransitionPlan {
  if (isRoleMove('staff', from, to)) {
    if (to === 'open') return approve(role, facts, now);
    if (facts.unresolvedFeedback === 0) return refuse('Add feedback that says what to change before sending the role back to the organization.');
    return { ok: true, changes: { status: 'draft' } };
  }
  return refuse('Staff approve roles in review or send them back with feedback; the organization pauses, reopens and closes its roles.');
}

/**
 * The lifecycle of a role (issue 10, PLAN): draft → in_review (employee "Publish Role", 100 % complete, no open
 * feedback) → open (staff approve; tier and fee fixed) or back to draft (staff, with feedback); open ↔ paused and
 * open/paused → closed (employee). A closed role is not reopened (clone it); `filled` comes only from a hire.
 * Asking for the status the role already has changes nothing. A refusal says why, in words the person can act on.
 */
export function planTransition(
  role: Pick<RoleRow, 'status' | 'publishedAt' | 'agreedServiceTier'>,
  to: RoleStatus,
  actor: 'employee' | 'staff',
  facts: TransitionFacts,
  now: Date,
): TransitionPlan {
  const from = role.status;
  if (from === to) return { ok: true, changes: {} };
  if (to === 'filled') return refuse('A role becomes filled when someone is hired through one of its matches, not by changing its status.');
  if (from === 'filled') return refuse('This role is filled. Clone it to hire for a similar role.');
  if (from === 'closed') return refuse('This role is closed. Clone it to hire for it again.');
  return actor === 'staff' ? staffMove(role, from, to, facts, now) : employeeMove(from, to, facts, now);
}

/**
 * What a move does beyond the role's own row, in the same transaction: closing a role expires its live matches
 * (system actor, note "The role was closed."). Answers the e-mails to send once the transaction has committed.
 */
export async function applyRoleTransition(
  tx: AppQueries,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  role: Pick<RoleRow, 'id' | 'status'>,
  changes: RoleChanges,
): Promise<PendingMails> {
  if (changes.status === 'closed' && role.status !== 'closed') return expireMatchesOfRole(tx, ctx, role.id);
  return [];
}
