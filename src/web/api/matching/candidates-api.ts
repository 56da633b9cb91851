import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

/** One weighted factor of a score, with the line a person reads ("3 of 3 functional areas match"). */
export interface CandidateFactor {
  name: string;
  points: number;
  maxPoints: number;
  reason: string;
  /** Present in the one-candidate explanation: what the role asks and what the job seeker has. */
  roleValue?: unknown;
  jobseekerValue?: unknown;
}

/** A ranked candidate for a role (GET /api/matching/roles/{uuid}/candidates/). */
export interface Candidate {
  jobseekerId: number;
  firstName: string | null;
  lastName: string | null;
  score: number;
  /** The match already made for this pair, if any. */
  matchId: number | null;
  factors: CandidateFactor[];
}

export interface CandidateList {
  algorithmVersion: string | null;
  count: number;
  /** People who may be matched but fail at least one of the filters. */
  excludedCount: number | null;
  /** How many fail each filter, by filter name (a person failing two counts in both). */
  excludedBy: Record<string, number>;
  results: Candidate[];
}

/** Someone the filters leave out, with every filter that stops them and why. */
export interface ExcludedPerson {
  jobseekerId: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  failedFilters: { name: string; reason: string }[];
}

export interface ExcludedPage {
  count: number;
  page: number;
  pageSize: number;
  results: ExcludedPerson[];
}

/** One hard filter for one job seeker and role: passed or not, and the two values compared. */
export interface FilterOutcome {
  name: string;
  passed: boolean;
  reason: string;
  roleValue?: unknown;
  jobseekerValue?: unknown;
}

/** Why a job seeker does or does not fit a role (GET /api/matching/roles/{uuid}/candidates/{jobseeker_id}/). */
export interface CandidateExplanation {
  /** Who was judged, when the server says. */
  jobseeker: { id: number; firstName: string | null; lastName: string | null } | null;
  /** The match this pair already has, if any. */
  matchId: number | null;
  eligible: boolean;
  failedFilters: { name: string; reason: string }[];
  score: number | null;
  factors: CandidateFactor[];
  filters: FilterOutcome[];
  algorithmVersion: string | null;
}

export const CANDIDATES_LIMIT = 50;

function candidatesPath(roleUuid: string): string {
  return `/api/matching/roles/${encodeURIComponent(roleUuid)}/candidates/`;
}

function explanationPath(roleUuid: string, jobseekerId: number): string {
  return `${candidatesPath(roleUuid)}${jobseekerId}/`;
}

const arrayOr = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function factorsOf(value: unknown): CandidateFactor[] {
  return arrayOr<CandidateFactor>(value).map((factor) => ({ ...factor, points: Number(factor.points) || 0, maxPoints: Number(factor.maxPoints) || 0 }));
}

/** The role's best candidates, best first; `filtersetId` ranks with a saved filter set instead of the role's own filters. */
export async function getCandidates(roleUuid: string, filtersetId: number | null = null, limit = CANDIDATES_LIMIT): Promise<CandidateList> {
  const answer = await apiRequest<Partial<CandidateList>>(candidatesPath(roleUuid), {
    module: 'matching-candidates',
    query: filtersetId === null ? { limit } : { limit, filterset: filtersetId },
  });
  const results = arrayOr<Candidate>(answer.results).map((candidate) => ({
    ...candidate,
    matchId: candidate.matchId ?? null,
    factors: factorsOf(candidate.factors),
  }));
  const excludedBy = typeof answer.excludedBy === 'object' && answer.excludedBy !== null ? answer.excludedBy : {};
  return {
    algorithmVersion: answer.algorithmVersion ?? null,
    count: typeof answer.count === 'number' ? answer.count : results.length,
    excludedCount: typeof answer.excludedCount === 'number' ? answer.excludedCount : null,
    excludedBy,
    results,
  };
}

function excludedPath(roleUuid: string): string {
  return `/api/matching/roles/${encodeURIComponent(roleUuid)}/excluded/`;
}

/** One page of the people the role's filters (or a filter set's) leave out; `search` finds them by name or e-mail. */
export async function getExcluded(roleUuid: string, filtersetId: number | null, page: number, search: string): Promise<ExcludedPage> {
  const query: Record<string, string | number> = { page };
  if (filtersetId !== null) query.filterset = filtersetId;
  if (search.trim() !== '') query.search = search.trim();
  const answer = await apiRequest<Partial<ExcludedPage>>(excludedPath(roleUuid), { module: 'matching-excluded', query });
  const results = arrayOr<ExcludedPerson>(answer.results).map((person) => ({
    ...person,
    failedFilters: arrayOr<{ name: string; reason: string }>(person.failedFilters),
  }));
  return { count: typeof answer.count === 'number' ? answer.count : results.length, page: answer.page ?? page, pageSize: answer.pageSize ?? 25, results };
}

export function useExcluded(roleUuid: string, filtersetId: number | null, page: number, search: string): SWRResponse<ExcludedPage, ApiError> {
  const owner = sessionOwner(useSession());
  const key = owner === null ? null : [`${excludedPath(roleUuid)}?page=${page}&filterset=${filtersetId ?? ''}&search=${search.trim()}`, owner];
  return useSWR<ExcludedPage, ApiError>(key, () => getExcluded(roleUuid, filtersetId, page, search), { keepPreviousData: true });
}

/** Every filter and factor for one job seeker and role: the debug page's answer. */
export async function getCandidateExplanation(roleUuid: string, jobseekerId: number): Promise<CandidateExplanation> {
  const answer = await apiRequest<Partial<CandidateExplanation>>(explanationPath(roleUuid, jobseekerId), { module: 'matching-explanation' });
  return {
    jobseeker: answer.jobseeker ?? null,
    matchId: typeof answer.matchId === 'number' ? answer.matchId : null,
    eligible: answer.eligible === true,
    failedFilters: arrayOr(answer.failedFilters),
    score: typeof answer.score === 'number' ? answer.score : null,
    factors: factorsOf(answer.factors),
    filters: arrayOr(answer.filters),
    algorithmVersion: answer.algorithmVersion ?? null,
  };
}

/** The candidates of a role; no call without a role or a session. */
export function useCandidates(roleUuid: string | undefined, filtersetId: number | null = null): SWRResponse<CandidateList, ApiError> {
  const owner = sessionOwner(useSession());
  const key = roleUuid === undefined || owner === null ? null : [`${candidatesPath(roleUuid)}?limit=${CANDIDATES_LIMIT}&filterset=${filtersetId ?? ''}`, owner];
  return useSWR<CandidateList, ApiError>(key, () => getCandidates(roleUuid!, filtersetId));
}

/** One job seeker against one role; no call until both are chosen. */
export function useCandidateExplanation(roleUuid: string | null, jobseekerId: number | null): SWRResponse<CandidateExplanation, ApiError> {
  const owner = sessionOwner(useSession());
  const key = roleUuid === null || jobseekerId === null || owner === null ? null : [explanationPath(roleUuid, jobseekerId), owner];
  return useSWR<CandidateExplanation, ApiError>(key, () => getCandidateExplanation(roleUuid!, jobseekerId!));
}
