import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { CreateCoworkerBody } from '../../../shared/wire/invitations-wire';
import { apiRequest } from '../api-client';

/**
 * What the invite dialog sends: every field of POST /api/user/create_coworker/ but the organisation, which is the
 * inviting team administrator's own.
 */
export type CoworkerInvitation = Required<Omit<CamelKeys<CreateCoworkerBody>, 'employerId'>>;

/** POST /api/user/create_coworker/: creates the coworker's account and e-mails them a link to claim it (201). */
export async function inviteCoworker(invitation: CoworkerInvitation): Promise<void> {
  await apiRequest<unknown>('/api/user/create_coworker/', { method: 'POST', body: invitation, module: 'invite-coworker' });
}
