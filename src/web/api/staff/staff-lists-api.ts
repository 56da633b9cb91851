import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { camelKey } from '../../../shared/wire-keys';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { getSession } from '../../session/session-store';
import { apiRequest } from '../api-client';
import { buildRequestUrl } from '../build-request-url';
import { saveBlobAsFile } from '../uploads/save-blob-as-file';
import type { ApiError } from '../api-error';
import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { StaffListSummary, staffListPageWireSchema } from '../../../shared/wire/staff-lists-wire';
import type { FromSchema } from 'json-schema-to-ts';

export type { StaffListSummary } from '../../../shared/wire/staff-lists-wire';

/** A column as the server declares it; `field` is the wire name (snake_case) used in ordering and filters. */
export type StaffListColumn = StaffListSummary['columns'][number];

/** A page of a list as the browser reads it: the wire contract's type, keys in camelCase. */
export type StaffListPage = CamelKeys<FromSchema<typeof staffListPageWireSchema>>;

/** A row with camelCase keys (the API client converts them); `rowKey` finds a column's value. */
export type StaffListRow = StaffListPage['results'][number];

/** Query of one page, with wire (snake_case) names: page, page_size, ordering, search and column filters. */
export type StaffListQuery = Record<string, string | number>;

const LISTS_PATH = '/api/staff/lists/';

/** The key a column's value has in a row once the client has made the keys camelCase. */
export function rowKey(field: string): string {
  return camelKey(field);
}

export function useStaffLists(): SWRResponse<StaffListSummary[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<StaffListSummary[], ApiError>(
    owner !== null ? [LISTS_PATH, owner] : null,
    async () => (await apiRequest<{ results: StaffListSummary[] }>(LISTS_PATH, { module: 'staff-lists' })).results,
  );
}

export function useStaffListPage(name: string, query: StaffListQuery): SWRResponse<StaffListPage, ApiError> {
  const owner = sessionOwner(useSession());
  const path = `${LISTS_PATH}${encodeURIComponent(name)}/`;
  return useSWR<StaffListPage, ApiError>(
    owner !== null ? [path, JSON.stringify(query), owner] : null,
    () => apiRequest<StaffListPage>(path, { module: 'staff-list', query }),
    {
      keepPreviousData: true,
    },
  );
}

/**
 * Downloads the CSV of the list under `query` (its filter, search and order; every page). The file needs the
 * session's token, so it is fetched and handed to the browser as a download rather than linked.
 */
export async function downloadStaffListCsv(name: string, query: StaffListQuery): Promise<void> {
  const { page: _page, page_size: _size, ...rest } = query;
  const session = getSession();
  const response = await fetch(buildRequestUrl(`${LISTS_PATH}${encodeURIComponent(name)}/export.csv`, rest), {
    headers: session.token ? { Authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) throw new Error(`The export failed (${response.status}). Try again.`);
  saveBlobAsFile(await response.blob(), `${name}.csv`);
}
