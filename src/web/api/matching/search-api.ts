import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { Match } from './matches-api';
import type { JobseekerHit as JobseekerHitAsSent, RoleHit } from '../../../shared/wire/matching-search-wire';
import { SEARCH_TYPES, type SearchType } from '../../../shared/wire/matching-search-query-wire';

/** What quick search looks through (GET /api/matching/search/?type=): the values the route's query schema takes. */
export type { SearchType } from '../../../shared/wire/matching-search-query-wire';

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}

/**
 * A job seeker found by name or e-mail: the wire contract's type. `location` is not sent by this server; the
 * results screen shows it when one does.
 */
export type JobseekerHit = JobseekerHitAsSent & { location?: string | null };

/** A role found by title or organisation: the wire contract's type. */
export type { RoleHit } from '../../../shared/wire/matching-search-wire';

/** A match found by its job seeker, role or organisation: a whole match, as GET /api/matches/ gives it. */
export type MatchHit = Match;

export interface SearchHits {
  jobseekers: JobseekerHit;
  roles: RoleHit;
  matches: MatchHit;
}

export interface SearchAnswer<T extends SearchType> {
  /** What was asked: with `keepPreviousData` a screen can tell an earlier answer from the current one. */
  q: string;
  type: T;
  /** The page asked for, from 1. */
  page: number;
  /** Every hit, not just this page's. */
  count: number;
  results: SearchHits[T][];
}

export const SEARCH_PATH = '/api/matching/search/';
export const SEARCH_LIMIT = 25;

/**
 * GET /api/matching/search/?q=&type=&limit=&page= (staff): names and titles by word prefix ("jan" finds "Janet"),
 * e-mail addresses whole or in part. `count` is every hit; the results are page `page` of `limit`.
 */
export async function search<T extends SearchType>(q: string, type: T, limit = SEARCH_LIMIT, page = 1): Promise<SearchAnswer<T>> {
  // The first page is asked without `page`, the address a server without paging understands too.
  const answer = await apiRequest<{ count: number; results: SearchHits[T][] }>(SEARCH_PATH, {
    module: 'quick-search',
    query: { q, type, limit, page: page > 1 ? page : undefined },
  });
  return { q, type, page, count: answer.count, results: answer.results };
}

/** The hits for `q` of one type, one page; no call for an empty query or without a session. */
export function useSearch<T extends SearchType>(q: string, type: T, limit = SEARCH_LIMIT, page = 1): SWRResponse<SearchAnswer<T>, ApiError> {
  const owner = sessionOwner(useSession());
  const text = q.trim();
  const key = text === '' || owner === null ? null : [`${SEARCH_PATH}?q=${encodeURIComponent(text)}&type=${type}&limit=${limit}&page=${page}`, owner];
  return useSWR<SearchAnswer<T>, ApiError>(key, () => search(text, type, limit, page), { keepPreviousData: true });
}

/** A job seeker's name as a person reads it; their id when the server sent no name. */
export function jobseekerName(hit: { id?: number; firstName?: string | null; lastName?: string | null }): string {
  const name = [hit.firstName, hit.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  return name !== '' ? name : `Job seeker #${hit.id ?? '?'}`;
}

/** A role hit's title. */
export function roleHitTitle(hit: RoleHit): string {
  return hit.title.trim() !== '' ? hit.title.trim() : 'Untitled role';
}

export function roleHitEmployer(hit: RoleHit): string | null {
  return hit.employerName;
}
