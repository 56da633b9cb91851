/**
 * The rules for moving a match between statuses (issue 11 item 2), one pure function shared by the server, which
 * enforces them on every move, and the browser, which offers only the moves they allow and says why not the others.
 */
import {
  AUTO_ARCHIVE_STATUSES,
  MATCH_STATUS_VALUES,
  INTERVIEW_STATUSES,
  SINGLE_CANDIDATE_STATUSES,
  STAFF_ONLY_STATUSES,
  matchStatusLabel,
  type MatchStatus,
} from './match-statuses';

/**
 * Who asks for a move. `employee` is an employee of the role's organisation with matching access (the route has
 * checked that already: others never reach the rules); `system` is the server itself (deadlines, role closing).
 */
export type MatchActorKind = 'staff' | 'employee' | 'jobseeker' | 'system';

export interface MatchFacts {
  status: MatchStatus;
  archived: boolean;
}

export interface TransitionInput {
  match: MatchFacts;
  /** The role's other matches (not this one): the single-candidate rule reads them. */
  others: readonly MatchFacts[];
  /** The role's lifecycle status as stored (draft, in_review, open, paused, filled, closed). */
  roleStatus: string;
  actor: MatchActorKind;
  to: MatchStatus;
}

export type TransitionVerdict =
  /** `unchanged`: the match already has the status; nothing is written (as with roles). */
  { ok: true; unchanged: boolean; archived: boolean } | { ok: false; statusCode: 403 | 409; detail: string };

/**
 * The employer's stages, in order: from pending employer review through the interviews to an offer. An employee
 * moves a match forward through them, skipping any; only staff move it back (to correct a mistake).
 */
export const EMPLOYER_STAGES: readonly MatchStatus[] = ['pending_employer_review', ...INTERVIEW_STATUSES, 'offer_extended'];

const label = (status: MatchStatus): string => `"${matchStatusLabel(status)}"`;

function refuse(statusCode: 403 | 409, detail: string): TransitionVerdict {
  return { ok: false, statusCode, detail };
}

export function isStaffOnly(status: MatchStatus): boolean {
  return STAFF_ONLY_STATUSES.includes(status);
}

export function endsMatch(status: MatchStatus): boolean {
  return AUTO_ARCHIVE_STATUSES.includes(status);
}

function stageIndex(status: MatchStatus): number {
  return EMPLOYER_STAGES.indexOf(status);
}

/** Who may ask for `to` at all, whatever the match's state: the five staff-only statuses are staff's (spec 001 §6). */
function permission(actor: MatchActorKind, to: MatchStatus): TransitionVerdict | null {
  if (actor === 'jobseeker') return refuse(403, 'Job seekers answer a match with interested or not interested; staff and the employer move it.');
  if (actor === 'employee' && isStaffOnly(to)) return refuse(403, `Only staff set ${label(to)}.`);
  if (actor === 'system' && to !== 'match_expired') return refuse(409, `The system only expires matches; it cannot set ${label(to)}.`);
  if (actor === 'employee' && to === 'match_expired') {
    return refuse(409, 'A match expires by itself when nobody answers in time or the role closes. To turn the candidate down, set "Employer reject".');
  }
  return null;
}

/** The moves out of a live (not archived) match, in the order spec 001 §4.1 lists the statuses. */
function liveMove(input: TransitionInput): TransitionVerdict | null {
  const { match, actor, to } = input;
  const from = match.status;
  const staff = actor === 'staff';

  if (to === 'match_expired' || to === 'staff_rejected') return null;
  if (to === 'confirm_match') return refuse(409, `A match starts at ${label('confirm_match')}; it does not go back there from ${label(from)}.`);
  if (to === 'jobseeker_accept' || to === 'jobseeker_reject') {
    if (from === 'offer_extended' && to === 'jobseeker_reject')
      return refuse(409, `The candidate holds an offer: record their answer with ${label('offer_rejected')} or ${label('hired')}.`);
    if (to === 'jobseeker_accept' && from !== 'confirm_match')
      return refuse(409, `The job seeker accepts a match once, right after ${label('confirm_match')}; this one is already at ${label(from)}.`);
    return null;
  }
  if (to === 'pending_employer_review' && from === 'confirm_match') {
    return refuse(409, `The job seeker accepts the match first: set ${label('jobseeker_accept')} before sending it to the employer.`);
  }
  if (from === 'confirm_match' || from === 'jobseeker_accept') {
    if (to === 'pending_employer_review') return null;
    return refuse(409, `Staff send the match to the employer (${label('pending_employer_review')}) before it can move to ${label(to)}.`);
  }
  if (to === 'employer_reject') return null;
  if (to === 'offer_rejected' || to === 'hired') {
    if (from !== 'offer_extended') return refuse(409, `Extend an offer first: ${label(to)} answers an offer, and this match is at ${label(from)}.`);
    return null;
  }
  // Both ends are employer stages from here on.
  if (from === 'offer_extended' && !staff) {
    return refuse(
      409,
      `The candidate holds an offer. Record their answer (${label('hired')} or ${label('offer_rejected')}), or withdraw it with ${label('employer_reject')}.`,
    );
  }
  if (stageIndex(to) < stageIndex(from) && !staff) {
    return refuse(409, `The match is already at ${label(from)}: interview stages move forward only (any may be skipped). Ask staff to correct a mistake.`);
  }
  return null;
}

/**
 * The rules of issue 11 item 2 for one status move; the decisions where the spec is silent are in README.md
 * ("Match pipeline"). A refusal is 403 (not the actor's to make) or 409 (not now), with a sentence saying why;
 * the caller then changes nothing.
 */
export function checkTransition(input: TransitionInput): TransitionVerdict {
  const { match, others, roleStatus, actor, to } = input;
  const from = match.status;

  const denied = permission(actor, to);
  if (denied) return denied;
  if (actor === 'employee' && isStaffOnly(from) && from !== 'pending_employer_review')
    return refuse(403, 'Staff handle the match until they send it to the employer for review.');
  if (from === 'hired')
    return from === to ? { ok: true, unchanged: true, archived: match.archived } : refuse(409, 'This candidate was hired: a hire is final.');
  if (match.archived && actor !== 'staff') {
    return refuse(409, `This match is archived (${label(from)}). Only staff can move an archived match again.`);
  }
  if (from === to) return { ok: true, unchanged: true, archived: match.archived };

  if (!endsMatch(to) && roleStatus !== 'open' && roleStatus !== 'paused') {
    return refuse(409, `The role is ${roleStatus}, so its matches can only end; ${label(to)} is not possible any more.`);
  }
  if (SINGLE_CANDIDATE_STATUSES.includes(to)) {
    const holder = others.find((other) => !other.archived && SINGLE_CANDIDATE_STATUSES.includes(other.status));
    if (holder) {
      return refuse(
        409,
        holder.status === 'hired'
          ? 'Another candidate was already hired for this role.'
          : `Another candidate already holds an offer for this role. One candidate at a time may hold an offer or be hired: settle that offer first.`,
      );
    }
  }
  if (match.archived) {
    // Staff reopening an archived match: any status but a hire, which needs a live offer first.
    if (to === 'hired' || to === 'offer_rejected')
      return refuse(409, `Extend an offer first: ${label(to)} answers an offer, and this match is archived at ${label(from)}.`);
    return { ok: true, unchanged: false, archived: endsMatch(to) };
  }
  const refused = liveMove(input);
  return refused ?? { ok: true, unchanged: false, archived: endsMatch(to) };
}

/** One status a match could be moved to, and whether the rules allow it now; the sentence why not when they do not. */
export type StatusMove = { to: MatchStatus; allowed: true } | { to: MatchStatus; allowed: false; reason: string };

/**
 * Every status judged by `checkTransition` for one actor, in the order of spec 001 §4.1. The current status is
 * allowed (nothing moves: a note alone may be written).
 */
export function statusMoves(input: Omit<TransitionInput, 'to'>): StatusMove[] {
  return MATCH_STATUS_VALUES.map((to) => {
    const verdict = checkTransition({ ...input, to });
    return verdict.ok ? { to, allowed: true } : { to, allowed: false, reason: verdict.detail };
  });
}

/** What more to say of a role that takes no new matches, by its status. */
const NOT_OPEN_HINTS: Readonly<Record<string, string>> = {
  draft: ' It is proposed to candidates once it is published and approved.',
  in_review: ' It is proposed to candidates once staff approve it.',
  paused: ' Reopen it to propose candidates.',
  filled: ' Someone was hired for it.',
};

/**
 * Why no match can be proposed for a role in `roleStatus`, or null when one can (an open role). The server refuses
 * a proposal with this sentence, and the browser disables Propose with it.
 */
export function proposalRefusal(roleStatus: string): string | null {
  if (roleStatus === 'open') return null;
  return `The role is ${roleStatus.replace('_', ' ')}: matches are proposed for open roles only.${NOT_OPEN_HINTS[roleStatus] ?? ''}`;
}
