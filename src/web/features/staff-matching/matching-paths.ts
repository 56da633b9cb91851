import type { SearchType } from '../../api/matching/search-api';

/** The staff matching pages (spec 000 §2), plus the debug page, a path of ours. */
export const MATCHING_RESULTS_PATH = '/matching-results';
export const PIPELINE_PATH = '/role/matches';
export const DEBUG_ALGORITHM_PATH = '/matching/debug';
export const QUICK_SEARCH_PATH = '/matching/quick-search';

export function roleCandidatesPath(roleUuid: string, filtersetId?: number | null): string {
  const path = `${MATCHING_RESULTS_PATH}/${encodeURIComponent(roleUuid)}`;
  return filtersetId === undefined || filtersetId === null ? path : `${path}?filterset=${filtersetId}`;
}

export function rolePipelinePath(roleUuid: string): string {
  return `${PIPELINE_PATH}/${encodeURIComponent(roleUuid)}`;
}

export function roleFiltersetsPath(roleUuid: string): string {
  return `/role/filterset/${encodeURIComponent(roleUuid)}`;
}

export function debugAlgorithmPath(choice: { role?: string | null; jobseeker?: number | null } = {}): string {
  const search = new URLSearchParams();
  if (choice.role) search.set('role', choice.role);
  if (choice.jobseeker !== undefined && choice.jobseeker !== null) search.set('jobseeker', String(choice.jobseeker));
  const query = search.toString();
  return query === '' ? DEBUG_ALGORITHM_PATH : `${DEBUG_ALGORITHM_PATH}?${query}`;
}

export function quickSearchPath(tab: SearchType, q = ''): string {
  return `${QUICK_SEARCH_PATH}/${tab}${q.trim() === '' ? '' : `?q=${encodeURIComponent(q.trim())}`}`;
}

/** Where one match sits in its role's pipeline page. */
export function matchAnchorId(matchId: number): string {
  return `match-${matchId}`;
}
