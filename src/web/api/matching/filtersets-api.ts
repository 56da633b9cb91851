import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { FiltersetAsSent, FiltersetListAsSent, RoleFiltersAsSent } from '../../../shared/wire/matching-filtersets-wire';
import type { FiltersetCreateInput } from '../../../shared/wire/matching-filterset-body-wire';

/**
 * A filter object (spec 000 §3): criterion name → value, keys in camelCase in the app. `lastUpdated` and
 * `filterGroupId` ride along and are ignored when counting differences.
 */
export type FilterValues = Record<string, unknown>;

/** Keys of a filter object that are bookkeeping, not criteria (spec 000 §3). */
export const FILTER_BOOKKEEPING_KEYS: readonly string[] = ['lastUpdated', 'filterGroupId'];

/**
 * A staff member's saved set of filters for a role: the wire contract's type, its filters read as the editor holds
 * them (criterion → value, whichever criteria the server names).
 */
export type Filterset = Omit<FiltersetAsSent, 'filters'> & { filters: FilterValues };

/** A new set as the editor writes it: the create body's fields, its filters held as the editor holds them. */
export type FiltersetInput = Omit<FiltersetCreateInput, 'filters'> & { filters: FilterValues };

function roleFiltersetsPath(roleUuid: string): string {
  return `/api/matching/roles/${encodeURIComponent(roleUuid)}/filtersets/`;
}

function roleFiltersPath(roleUuid: string): string {
  return `/api/matching/roles/${encodeURIComponent(roleUuid)}/filters/`;
}

export function filtersetPath(id: number): string {
  return `/api/matching/filtersets/${id}/`;
}

/** GET /api/matching/roles/{uuid}/filtersets/ (staff): the role's saved sets. */
export async function getFiltersets(roleUuid: string): Promise<Filterset[]> {
  return (await apiRequest<FiltersetListAsSent>(roleFiltersetsPath(roleUuid), { module: 'filtersets' })).results;
}

/** GET /api/matching/roles/{uuid}/filters/ (staff): the role's own filters, the reference a set differs from. */
export async function getRoleFilters(roleUuid: string): Promise<FilterValues> {
  return (await apiRequest<RoleFiltersAsSent>(roleFiltersPath(roleUuid), { module: 'role-filters' })).filters;
}

export function createFilterset(roleUuid: string, input: FiltersetInput): Promise<Filterset> {
  return apiRequest<FiltersetAsSent>(roleFiltersetsPath(roleUuid), { method: 'POST', body: input, module: 'create-filterset' });
}

export function updateFilterset(id: number, input: Partial<FiltersetInput>): Promise<Filterset> {
  return apiRequest<FiltersetAsSent>(filtersetPath(id), { method: 'PATCH', body: input, module: 'update-filterset' });
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
