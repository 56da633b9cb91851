import { apiRequest } from '../api-client';
import type { TeamMember, TeamPermission } from './team-member';

/**
 * PATCH /api/employer/staff/{id}/: sets one or more permissions of a member (team administrators). Taking the
 * last administrator's rights away is refused with 409 and the server's sentence.
 */
export function updateTeamMember(id: number, permissions: Partial<Record<TeamPermission, boolean>>): Promise<TeamMember> {
  return apiRequest<TeamMember>(`/api/employer/staff/${id}/`, { method: 'PATCH', body: permissions, module: 'team' });
}
