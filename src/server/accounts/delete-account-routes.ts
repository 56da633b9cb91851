import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import type { AppTransaction } from '../db/database';
import { authOf } from '../auth/authenticate';
import { ownUserId, userIdParams } from '../auth/require-user-type';
import { noContent } from '../http/answer-schemas';
import { verifyPassword } from '../auth/password-hash';
import { revokeSessions } from '../auth/revoke-sessions';
import { deleteEmployer, employerIdParams, findEmployerById, lockTeam, teamMemberIds } from '../employers';
import { deleteAccount } from './users-repository';

const passwordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  properties: { password: { type: 'string', maxLength: 1024 } },
} as const;

const WRONG_PASSWORD = { password: ['The password is not correct.'] };

const lastAdministrator = (organisation: string) =>
  `You are the last administrator of ${organisation}. Make another member an administrator on the company dashboard, or delete the organization, before deleting your account.`;

/**
 * An organisation with other members keeps an administrator: its last one names another (or deletes the
 * organisation) before deleting their own account. The team is locked, so two administrators deleting their
 * accounts at once cannot leave none.
 */
async function assertNotLastAdministrator(tx: AppTransaction, userId: number, employerId: number): Promise<void> {
  const team = await lockTeam(tx, employerId);
  const others = team.filter((member) => member.id !== userId);
  const self = team.find((member) => member.id === userId);
  if (!self?.isTeamAdmin || others.length === 0 || others.some((member) => member.isTeamAdmin)) return;
  const employer = await findEmployerById(tx, employerId);
  throw AppError.detail(409, lastAdministrator(employer?.name ?? 'your organization'));
}

/**
 * DELETE /api/user/{id}/ (own account, password confirmed) and DELETE /api/employers/{id} (a team
 * administrator's own organisation, password confirmed). Both answer 204 and change everything in one transaction.
 */
export async function deleteAccountRoutes(app: ApiServer): Promise<void> {
  // Account security: the signed-in user's own, never a staff member's acting as them.
  const own = { config: { signedIn: true, refuseImpersonation: true } } as const;
  const response = { 204: noContent } as const;

  app.delete('/api/user/:userId/', { ...own, schema: { params: userIdParams, body: passwordSchema, response } }, async (request, reply) => {
    const id = ownUserId(request, request.params.userId);
    const { user } = authOf(request);
    if (!(await verifyPassword(user.passwordHash, request.body.password))) throw AppError.fields(WRONG_PASSWORD);
    await app.ctx.db.transaction(async (tx) => {
      if (user.employerId !== null) await assertNotLastAdministrator(tx, user.id, user.employerId);
      await deleteAccount(tx, { id, email: user.email, emailNormalized: user.emailNormalized });
    });
    return reply.code(204).send();
  });

  app.delete('/api/employers/:employerId/', { ...own, schema: { params: employerIdParams, body: passwordSchema, response } }, async (request, reply) => {
    const { user } = authOf(request);
    const employerId = Number(request.params.employerId);
    if (user.userType !== 'employee' || user.employerId === null || user.employerId !== employerId) {
      throw AppError.detail(404, 'No such organization.');
    }
    if (!user.isTeamAdmin) throw AppError.detail(403, 'Only a team administrator can delete the organization.');
    if (!(await verifyPassword(user.passwordHash, request.body.password))) throw AppError.fields(WRONG_PASSWORD);
    const now = app.ctx.clock.now();
    await app.ctx.db.transaction(async (tx) => {
      const members = await teamMemberIds(tx, employerId);
      // Every member is signed out; their accounts stay, no longer tied to the organisation.
      for (const member of members) await revokeSessions(tx, member.id, now);
      await deleteEmployer(tx, employerId);
    });
    return reply.code(204).send();
  });
}
