import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import { ROLES_PATH } from './role-path';
import type { RoleStatus, RoleSummary } from './role-types';

/**
 * GET /api/employer/role/: an employee gets their organisation's roles, newest first; staff pass a status
 * (`in_review`) and get every organisation's roles in it.
 */
export async function getRoles(status?: RoleStatus): Promise<RoleSummary[]> {
  const answer = await apiRequest<{ results?: unknown }>(ROLES_PATH, { module: 'roles', query: status === undefined ? undefined : { status } });
  return Array.isArray(answer.results) ? (answer.results as RoleSummary[]) : [];
}

/** The roles list, optionally of one status; no call without a session. */
export function useRoles(status?: RoleStatus): SWRResponse<RoleSummary[], ApiError> {
  const owner = sessionOwner(useSession());
  const path = status === undefined ? ROLES_PATH : `${ROLES_PATH}?status=${status}`;
  return useSWR<RoleSummary[], ApiError>(owner !== null ? [path, owner] : null, () => getRoles(status));
}
