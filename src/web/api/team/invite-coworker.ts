import { apiRequest } from '../api-client';

export interface CoworkerInvitation {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  canAccessMatching: boolean;
  canEditRoles: boolean;
  isTeamAdmin: boolean;
}

/** POST /api/user/create_coworker/: creates the coworker's account and e-mails them a link to claim it (201). */
export async function inviteCoworker(invitation: CoworkerInvitation): Promise<void> {
  await apiRequest<unknown>('/api/user/create_coworker/', { method: 'POST', body: invitation, module: 'invite-coworker' });
}
