import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { CandidateExplanation, CandidateList, ExcludedPage } from '../../../shared/wire/matching-candidates-wire';

/**
 * Staff matching's answers as the browser reads them: the ranked candidates (each factor with the line a person
 * reads), the people the filters leave out, and one job seeker's whole verdict. The wire contract's types.
 */
export type {
  Candidate,
  CandidateExplanation,
  CandidateFactor,
  CandidateList,
  ExcludedPage,
  ExcludedPerson,
} from '../../../shared/wire/matching-candidates-wire';

export const CANDIDATES_LIMIT = 50;

function candidatesPath(roleUuid: string): string {
  return `/api/matching/roles/${encodeURIComponent(roleUuid)}/candidates/`;
}

function explanationPath(roleUuid: string, jobseekerId: number): string {
  return `${candidatesPath(roleUuid)}${jobseekerId}/`;
}

/**
 * A page of the role's candidates, best first, after the `offset` better ones; `filtersetId` ranks with a saved filter
 * set instead of the role's own filters.
 */
export function getCandidates(roleUuid: string, filtersetId: number | null = null, limit = CANDIDATES_LIMIT, offset = 0): Promise<CandidateList> {
  const query: Record<string, number> = { limit };
  if (offset > 0) query.offset = offset;
  if (filtersetId !== null) query.filterset = filtersetId;
  return apiRequest<CandidateList>(candidatesPath(roleUuid), { module: 'matching-candidates', query });
}

function excludedPath(roleUuid: string): string {
  return `/api/matching/roles/${encodeURIComponent(roleUuid)}/excluded/`;
}

/** One page of the people the role's filters (or a filter set's) leave out; `search` finds them by name or e-mail. */
export function getExcluded(roleUuid: string, filtersetId: number | null, page: number, search: string): Promise<ExcludedPage> {
  const query: Record<string, string | number> = { page };
  if (filtersetId !== null) query.filterset = filtersetId;
  if (search.trim() !== '') query.search = search.trim();
  return apiRequest<ExcludedPage>(excludedPath(roleUuid), { module: 'matching-excluded', query });
}

export function useExcluded(roleUuid: string, filtersetId: number | null, page: number, search: string): SWRResponse<ExcludedPage, ApiError> {
  const owner = sessionOwner(useSession());
  const key = owner === null ? null : [`${excludedPath(roleUuid)}?page=${page}&filterset=${filtersetId ?? ''}&search=${search.trim()}`, owner];
  return useSWR<ExcludedPage, ApiError>(key, () => getExcluded(roleUuid, filtersetId, page, search), { keepPreviousData: true });
}

/** Every filter and factor for one job seeker and role: the debug page's answer. */
export function getCandidateExplanation(roleUuid: string, jobseekerId: number): Promise<CandidateExplanation> {
  return apiRequest<CandidateExplanation>(explanationPath(roleUuid, jobseekerId), { module: 'matching-explanation' });
}

/** A page of the candidates of a role (`offset` better ones before it); no call without a role or a session. */
export function useCandidates(roleUuid: string | undefined, filtersetId: number | null = null, offset = 0): SWRResponse<CandidateList, ApiError> {
  const owner = sessionOwner(useSession());
  const key =
    roleUuid === undefined || owner === null
      ? null
      : [`${candidatesPath(roleUuid)}?limit=${CANDIDATES_LIMIT}&offset=${offset}&filterset=${filtersetId ?? ''}`, owner];
  return useSWR<CandidateList, ApiError>(key, () => getCandidates(roleUuid!, filtersetId, CANDIDATES_LIMIT, offset), { keepPreviousData: true });
}

/** One job seeker against one role; no call until both are chosen. */
export function useCandidateExplanation(roleUuid: string | null, jobseekerId: number | null): SWRResponse<CandidateExplanation, ApiError> {
  const owner = sessionOwner(useSession());
  const key = roleUuid === null || jobseekerId === null || owner === null ? null : [explanationPath(roleUuid, jobseekerId), owner];
  return useSWR<CandidateExplanation, ApiError>(key, () => getCandidateExplanation(roleUuid!, jobseekerId!));
}
