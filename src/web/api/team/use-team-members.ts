import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { TeamMember } from './team-member';

export const TEAM_PATH = '/api/employer/staff/';

/** GET /api/employer/staff/: every member of the caller's organisation. */
export async function getTeamMembers(): Promise<TeamMember[]> {
  const answer = await apiRequest<{ results?: unknown }>(TEAM_PATH, { module: 'team' });
  return Array.isArray(answer.results) ? (answer.results as TeamMember[]) : [];
}

/** The organisation's team; no call unless `enabled` and signed in. */
export function useTeamMembers(enabled = true): SWRResponse<TeamMember[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<TeamMember[], ApiError>(enabled && owner !== null ? [TEAM_PATH, owner] : null, getTeamMembers);
}
