import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import { isPlainObject } from '../../../shared/plain-object';

/**
 * A filter object (spec 000 §3): criterion name → value, keys in camelCase in the app. `lastUpdated` and
 * `filterGroupId` ride along and are ignored when counting differences.
 */
export type FilterValues = Record<string, unknown>;

/** Keys of a filter object that are bookkeeping, not criteria (spec 000 §3). */
export const FILTER_BOOKKEEPING_KEYS: readonly string[] = ['lastUpdated', 'filterGroupId'];

/** A staff member's saved set of filters for a role. */
export interface Filterset {
  id: number;
  /** The role's uuid. */
  role: string;
  name: string;
  filters: FilterValues;
  /** How many criteria differ from the role's own filters (bookkeeping keys ignored). */
  differsFromRole: number;
  createdAt: string;
  updatedAt: string;
}

export interface FiltersetInput {
  name: string;
  filters: FilterValues;
}

function roleFiltersetsPath(roleUuid: string): string {
  return `/api/matching/roles/${encodeURIComponent(roleUuid)}/filtersets/`;
}

function roleFiltersPath(roleUuid: string): string {
  return `/api/matching/roles/${encodeURIComponent(roleUuid)}/filters/`;
}

export function filtersetPath(id: number): string {
  return `/api/matching/filtersets/${id}/`;
}

const isObject = isPlainObject;

function normalise(set: Filterset): Filterset {
  return { ...set, filters: isObject(set.filters) ? set.filters : {}, differsFromRole: Number(set.differsFromRole) || 0 };
}

/** GET /api/matching/roles/{uuid}/filtersets/ (staff): the role's saved sets. */
export async function getFiltersets(roleUuid: string): Promise<Filterset[]> {
  const answer = await apiRequest<unknown>(roleFiltersetsPath(roleUuid), { module: 'filtersets' });
  const list = Array.isArray(answer) ? answer : isObject(answer) && Array.isArray(answer.results) ? answer.results : [];
  return (list as Filterset[]).map(normalise);
}

/** GET /api/matching/roles/{uuid}/filters/ (staff): the role's own filters, the reference a set differs from. */
export async function getRoleFilters(roleUuid: string): Promise<FilterValues> {
  const answer = await apiRequest<unknown>(roleFiltersPath(roleUuid), { module: 'role-filters' });
  // Either the filter object itself or wrapped as {filters}.
  if (isObject(answer) && isObject(answer.filters)) return answer.filters;
  return isObject(answer) ? answer : {};
}

export async function createFilterset(roleUuid: string, input: FiltersetInput): Promise<Filterset> {
  return normalise(await apiRequest<Filterset>(roleFiltersetsPath(roleUuid), { method: 'POST', body: input, module: 'create-filterset' }));
}

export async function updateFilterset(id: number, input: Partial<FiltersetInput>): Promise<Filterset> {
  return normalise(await apiRequest<Filterset>(filtersetPath(id), { method: 'PATCH', body: input, module: 'update-filterset' }));
}

export async function deleteFilterset(id: number): Promise<void> {
  await apiRequest<unknown>(filtersetPath(id), { method: 'DELETE', module: 'delete-filterset' });
}

/** The role's saved sets; no call without a role or a session. */
export function useFiltersets(roleUuid: string | undefined): SWRResponse<Filterset[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<Filterset[], ApiError>(roleUuid === undefined || owner === null ? null : [roleFiltersetsPath(roleUuid), owner], () => getFiltersets(roleUuid!));
}

/** The role's own filters; no call without a role or a session. */
export function useRoleFilters(roleUuid: string | undefined): SWRResponse<FilterValues, ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<FilterValues, ApiError>(roleUuid === undefined || owner === null ? null : [roleFiltersPath(roleUuid), owner], () => getRoleFilters(roleUuid!));
}
