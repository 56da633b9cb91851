import type { ScopedMutator, SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { Match, MatchEvent } from '../../../shared/wire/match-wire';
import type { MatchCandidate } from '../../../shared/wire/match-candidate-wire';
import type { MatchConfirmation } from '../../../shared/wire/match-confirmation-wire';
import type { InterestAnswer, MatchListQuery, StatusChange as StatusChangeBody } from '../../../shared/wire/match-requests-wire';
import type { MatchStatus } from '../../../shared/match-statuses';

/** The job seeker's answer to the confirm-match e-mail (or the My Matches buttons), once given. */
export type JobseekerInterest = NonNullable<MatchConfirmation['jobseekerInterest']>;

/** A match as GET /api/matches/ and /api/matches/{id}/ give it, keys in camelCase: the wire contract's type. */
export type { Match } from '../../../shared/wire/match-wire';

/** One entry of a match's history (GET /api/matches/{id}/events/): the wire contract's type. */
export type { MatchEvent } from '../../../shared/wire/match-wire';

/**
 * The job seeker's profile summary an employer sees (GET /api/matches/{id}/candidate/): no demographics, no
 * contact details. The wire contract's type.
 */
export type { MatchCandidate } from '../../../shared/wire/match-candidate-wire';

/** What the confirm-match e-mail link shows before the job seeker answers (public, by token): the wire contract's type. */
export type { MatchConfirmation } from '../../../shared/wire/match-confirmation-wire';

/**
 * The list's filters (GET /api/matches/?role=&status=&archived=), the query parameters of the route's schema. The route
 * takes any text, to answer a wrong one in words; the browser only ever asks for a real status and "true" or "false".
 */
export type MatchFilters = Omit<MatchListQuery, 'status' | 'archived'> & { status?: MatchStatus; archived?: 'true' | 'false' };

/** A status move (PATCH /api/matches/{id}/), the body the route validates, to a status that exists. */
export type StatusChange = Omit<StatusChangeBody, 'status'> & { status: MatchStatus };

/** The job seeker's answer to a match: the body the route validates. */
export type { InterestAnswer } from '../../../shared/wire/match-requests-wire';

export const MATCHES_PATH = '/api/matches/';

export function matchPath(id: number): string {
  return `${MATCHES_PATH}${id}/`;
}

function confirmationPath(token: string): string {
  return `${MATCHES_PATH}confirmation/${encodeURIComponent(token)}/`;
}

function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** PostgreSQL numeric columns travel as strings ("90000.00"); the screens compute with numbers. */
function normaliseMatch(match: Match): Match {
  return {
    ...match,
    score: toNumberOrNull(match.score),
    firstYearSalary: toNumberOrNull(match.firstYearSalary),
    placementFee: toNumberOrNull(match.placementFee),
  };
}

/** A list answer as `{results}` or a bare array: both give the items. */
function resultsOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (typeof answer === 'object' && answer !== null && 'results' in answer && Array.isArray(answer.results)) return answer.results as T[];
  return [];
}

function filtersQuery(filters: MatchFilters): Record<string, unknown> | undefined {
  const query: Record<string, unknown> = { role: filters.role, status: filters.status, archived: filters.archived };
  return Object.values(query).some((value) => value !== undefined) ? query : undefined;
}

/** GET /api/matches/?role=&status=&archived=: the caller's matches, scoped by the server to who they are. */
export async function listMatches(filters: MatchFilters = {}): Promise<Match[]> {
  const answer = await apiRequest<unknown>(MATCHES_PATH, { module: 'matches', query: filtersQuery(filters) });
  return resultsOf<Match>(answer).map(normaliseMatch);
}

/** POST /api/matches/ (staff): propose a job seeker for a role; 409 when the pair already has a match. */
export async function createMatch(body: { role: string; jobseeker: number }): Promise<Match> {
  return normaliseMatch(await apiRequest<Match>(MATCHES_PATH, { method: 'POST', body, module: 'create-match' }));
}

/** PATCH /api/matches/{id}/: one status move; 409 (illegal move) and 403 (not yours to make) carry a sentence why. */
export async function changeMatchStatus(id: number, change: StatusChange): Promise<Match> {
  return normaliseMatch(await apiRequest<Match>(matchPath(id), { method: 'PATCH', body: change, module: 'change-match-status' }));
}

/** GET /api/matches/{id}/events/: the history from creation on, oldest first. */
export async function getMatchEvents(id: number): Promise<MatchEvent[]> {
  return resultsOf<MatchEvent>(await apiRequest<unknown>(`${matchPath(id)}events/`, { module: 'match-events' }));
}

/** POST /api/matches/{id}/interest/: the signed-in job seeker answers the match. */
export async function setInterest(id: number, answer: InterestAnswer): Promise<Match> {
  return normaliseMatch(await apiRequest<Match>(`${matchPath(id)}interest/`, { method: 'POST', body: answer, module: 'match-interest' }));
}

/** POST /api/matches/{id}/seen/: the caller opened the match, so it no longer counts as new in the top bar. */
export async function markMatchSeen(id: number): Promise<void> {
  await apiRequest<unknown>(`${matchPath(id)}seen/`, { method: 'POST', module: 'match-seen' });
}

/** GET /api/matches/{id}/candidate/: the job seeker's profile summary for the role's employer and staff. */
export function getMatchCandidate(id: number): Promise<MatchCandidate> {
  return apiRequest<MatchCandidate>(`${matchPath(id)}candidate/`, { module: 'match-candidate' });
}

/** GET /api/matches/confirmation/{token}/ (public): what the e-mail link is about; 404 for an unknown token. */
export function getMatchConfirmation(token: string): Promise<MatchConfirmation> {
  return apiRequest<MatchConfirmation>(confirmationPath(token), { module: 'match-confirmation', anonymous: true });
}

/** POST /api/matches/confirmation/{token}/ (public): the job seeker's answer from the e-mail link. */
export function answerMatchConfirmation(token: string, answer: InterestAnswer): Promise<MatchConfirmation> {
  return apiRequest<MatchConfirmation>(confirmationPath(token), { method: 'POST', body: answer, module: 'match-confirmation', anonymous: true });
}

function listKey(filters: MatchFilters): string {
  const query = filtersQuery(filters);
  if (query === undefined) return MATCHES_PATH;
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');
  return `${MATCHES_PATH}?${search}`;
}

/** The caller's matches with `filters`; no call without a session. */
export function useMatches(filters: MatchFilters = {}, enabled = true): SWRResponse<Match[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<Match[], ApiError>(enabled && owner !== null ? [listKey(filters), owner] : null, () => listMatches(filters));
}

/** A match's history; no call without a session or an id. */
export function useMatchEvents(id: number | null): SWRResponse<MatchEvent[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<MatchEvent[], ApiError>(id !== null && owner !== null ? [`${matchPath(id)}events/`, owner] : null, () => getMatchEvents(id!));
}

/** The candidate's profile summary; no call without a session or an id. */
export function useMatchCandidate(id: number | null): SWRResponse<MatchCandidate, ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<MatchCandidate, ApiError>(id !== null && owner !== null ? [`${matchPath(id)}candidate/`, owner] : null, () => getMatchCandidate(id!));
}

/** The e-mail link's match, by token; public, so not keyed by session. No call without a token. */
export function useMatchConfirmation(token: string | null): SWRResponse<MatchConfirmation, ApiError> {
  return useSWR<MatchConfirmation, ApiError>(token !== null && token !== '' ? [confirmationPath(token)] : null, () => getMatchConfirmation(token!));
}

/** Whether an SWR key is a matches call (lists, one match, its events or candidate) or the new-match count. */
function isMatchKey(key: unknown): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  return key[0].startsWith(MATCHES_PATH) || key[0] === '/api/employer/new-match-count/';
}

/**
 * Asks again for every cached matches answer and the new-match count, after a change (a status move, an
 * answer, a match opened). The caller gets `mutate` from `useSWRConfig()`.
 */
export function revalidateMatches(mutate: ScopedMutator): Promise<unknown> {
  return mutate(isMatchKey);
}
