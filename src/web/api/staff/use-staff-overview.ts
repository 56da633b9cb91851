import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import { snakeKey } from '../../../shared/wire-keys';
import type { StaffOverview } from '../../../shared/wire/staff-overview-wire';

/** Live platform counts for the staff home; `matchesByStatus` is keyed by the status values (spec 001 §4.1). */
export type { StaffOverview } from '../../../shared/wire/staff-overview-wire';

const STAFF_OVERVIEW_PATH = '/api/staff/overview/';

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** GET /api/staff/overview/ (staff only). Missing numbers read as 0 rather than breaking the page. */
export async function getStaffOverview(): Promise<StaffOverview> {
  const answer = await apiRequest<Partial<Record<keyof StaffOverview, unknown>>>(STAFF_OVERVIEW_PATH, { module: 'staff-overview' });
  const byStatus = typeof answer.matchesByStatus === 'object' && answer.matchesByStatus !== null ? answer.matchesByStatus : {};
  return {
    jobseekers: count(answer.jobseekers),
    employers: count(answer.employers),
    roles: count(answer.roles),
    publishedRoles: count(answer.publishedRoles),
    matchesByStatus: Object.fromEntries(Object.entries(byStatus).map(([key, n]) => [snakeKey(key), count(n)])),
  };
}

/** Counts age quickly while staff watch the home screen. */
const REFRESH_MS = 60_000;

/** The overview, refreshed every minute while shown. */
export function useStaffOverview(): SWRResponse<StaffOverview, ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
  const owner = sessionOwner(useSession());
  return useSWR<StaffOverview, ApiError>(owner !== null ? [STAFF_OVERVIEW_PATH, owner] : null, getStaffOverview, { refreshInterval: REFRESH_MS });
}
