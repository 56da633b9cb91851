import type { MatchStatus } from '../../../shared/match-statuses';
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
  return { review: groups.review.length, interviewing: groups.interviewing.length, offer: groups.offer.length, hired: groups.hired.length, archived: groups.archived.length };
}

/** Open matches waiting on the employer that they have not opened yet. */
export function newCandidateCount(matches: readonly Match[]): number {
  return matches.filter((match) => !match.archived && match.waitingOn === 'employer' && match.seen === false).length;
}

/** The interview statuses a match may move to: those after its current one (skipping forward is allowed). */
export function laterInterviewStatuses(status: MatchStatus): MatchStatus[] {
  if (status === 'pending_employer_review') return [...INTERVIEW_STATUSES];
  const index = INTERVIEW_STATUSES.indexOf(status);
  return index === -1 ? [] : INTERVIEW_STATUSES.slice(index + 1);
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
 * The moves of B's rules (src/server/matching/match-transitions.ts) for an employee: forward through the stages
 * (skipping any), an offer from any of them, and from an offer a hire or its refusal; reject until the end. A
 * role that is no longer open or paused only lets its matches end.
 */
export function employerMoves(match: Pick<Match, 'status' | 'archived'>, roleOpen = true): EmployerMoves {
  const none: EmployerMoves = { interviewStatuses: [], canOffer: false, canHire: false, canRecordDeclined: false, canReject: false };
  // An archived match moves again only by staff (issue 11 item 2).
  if (match.archived || match.status === 'hired') return none;
  if (match.status === 'offer_extended') return { ...none, canHire: roleOpen, canRecordDeclined: true, canReject: true };
  if (match.status === 'pending_employer_review' || INTERVIEW_STATUSES.includes(match.status)) {
    return { ...none, interviewStatuses: roleOpen ? laterInterviewStatuses(match.status) : [], canOffer: roleOpen, canReject: true };
  }
  return none;
}

export function candidateName(match: Pick<Match, 'jobseekerFirstName' | 'jobseekerLastName'>): string {
  const name = [match.jobseekerFirstName, match.jobseekerLastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  return name === '' ? 'Unnamed candidate' : name;
}
