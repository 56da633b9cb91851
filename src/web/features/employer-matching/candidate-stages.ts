import type { MatchStatus } from '../../../shared/match-statuses';
import { statusMoves, type MatchFacts } from '../../../shared/match-transitions';
import { INTERVIEW_STATUSES } from '../../../shared/match-statuses';
import type { Match } from '../../api/matching/matches-api';

/** The stages an employer sees a role's candidates in, in the order of the pipeline. */
export const CANDIDATE_STAGES = [
  { key: 'review', label: 'To review' },
  { key: 'interviewing', label: 'Interviewing' },
  { key: 'offer', label: 'Offer extended' },
  { key: 'hired', label: 'Hired' },
  { key: 'archived', label: 'Archived' },
] as const;

export type CandidateStageKey = (typeof CANDIDATE_STAGES)[number]['key'];

/**
 * A match's stage. Archived matches are their own stage whatever their status (rejected, expired, declined,
 * or set aside by a hire); a hire stays "Hired".
 */
export function candidateStage(match: Pick<Match, 'status' | 'archived'>): CandidateStageKey {
  if (match.status === 'hired') return 'hired';
  if (match.archived) return 'archived';
  if (match.status === 'offer_extended') return 'offer';
  if (INTERVIEW_STATUSES.includes(match.status)) return 'interviewing';
  // pending_employer_review, and anything earlier a server shows by mistake.
  return 'review';
}

/** The matches of each stage, best score first within a stage (ties: oldest match first, so the order is stable). */
export function groupByStage(matches: readonly Match[]): Record<CandidateStageKey, Match[]> {
  const groups: Record<CandidateStageKey, Match[]> = { review: [], interviewing: [], offer: [], hired: [], archived: [] };
  for (const match of matches) groups[candidateStage(match)].push(match);
  for (const list of Object.values(groups)) list.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.id - b.id);
  return groups;
}

/** How many matches sit in each stage. */
export function stageCounts(matches: readonly Match[]): Record<CandidateStageKey, number> {
  const groups = groupByStage(matches);
  return {
    review: groups.review.length,
    interviewing: groups.interviewing.length,
    offer: groups.offer.length,
    hired: groups.hired.length,
    archived: groups.archived.length,
  };
}

/** Open matches waiting on the employer that they have not opened yet. */
export function newCandidateCount(matches: readonly Match[]): number {
  return matches.filter((match) => !match.archived && match.waitingOn === 'employer' && match.seen === false).length;
}

/** The employer's moves for a match in its current status; none once it has ended. */
export interface EmployerMoves {
  interviewStatuses: MatchStatus[];
  canOffer: boolean;
  canHire: boolean;
  canRecordDeclined: boolean;
  canReject: boolean;
}

/**
 * The moves `checkTransition` allows an employee now, as the candidate panel offers them: a later interview
 * stage (skipping forward is allowed), an offer, a hire or its refusal, a rejection. `roleStatus` unknown counts as
 * open (the server has the last word on a move anyway); `others` are the role's other matches, one of which may
 * already hold the offer.
 */
export function employerMoves(match: Pick<Match, 'status' | 'archived'>, roleStatus = 'open', others: readonly MatchFacts[] = []): EmployerMoves {
  const allowed = new Set(
    statusMoves({ match: { status: match.status, archived: match.archived }, others, roleStatus, actor: 'employee' })
      .filter((move) => move.allowed && move.to !== match.status)
      .map((move) => move.to),
  );
  return {
    interviewStatuses: INTERVIEW_STATUSES.filter((status) => allowed.has(status)),
    canOffer: allowed.has('offer_extended'),
    canHire: allowed.has('hired'),
    canRecordDeclined: allowed.has('offer_rejected'),
    canReject: allowed.has('employer_reject'),
  };
}

export function candidateName(match: Pick<Match, 'jobseekerFirstName' | 'jobseekerLastName'>): string {
  const name = [match.jobseekerFirstName, match.jobseekerLastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  return name === '' ? 'Unnamed candidate' : name;
}
