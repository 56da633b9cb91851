import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import { statusKeysRestored } from './status-keys';
import type { MatchingRoles, MatchingRoleSummary } from '../../../shared/wire/matching-roles-wire';

/** A role staff match for, with its matches counted per status (GET /api/matching/roles/): the wire contract's type. */
export type { MatchingRoleSummary } from '../../../shared/wire/matching-roles-wire';

export const MATCHING_ROLES_PATH = '/api/matching/roles/';

/** GET /api/matching/roles/ (staff): open roles and any role with a match, open ones first. */
export async function getMatchingRoles(): Promise<MatchingRoleSummary[]> {
  const answer = await apiRequest<MatchingRoles>(MATCHING_ROLES_PATH, { module: 'matching-roles' });
  return answer.results.map((summary) => ({ ...summary, counts: statusKeysRestored(summary.counts) }));
}

/** The roles with their match counts; no call without a session. */
export function useMatchingRoles(): SWRResponse<MatchingRoleSummary[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<MatchingRoleSummary[], ApiError>(owner !== null ? [MATCHING_ROLES_PATH, owner] : null, getMatchingRoles);
}
