import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { revokeSessions } from '../auth/revoke-sessions';
import { issueSessionToken } from '../auth/issue-session-token';
import { passwordProblems } from '../../shared/password-rule';
import { findUserById, setPassword } from './users-repository';
import { tokenWireSchema } from '../../shared/wire/account-wire';

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['current_password', 'new_password'],
  properties: { current_password: { type: 'string', maxLength: 1024 }, new_password: { type: 'string', maxLength: 1024 } },
} as const;

/**
 * POST /api/user/change-password/ (path ours): the current password, then the new one; every other session
 * ends and the caller gets a fresh token.
 */
export async function changePasswordRoute(app: ApiServer): Promise<void> {
  // Account security: the signed-in user's own, never a staff member's acting as them.
  const options = { config: { signedIn: true, refuseImpersonation: true }, schema: { body: bodySchema, response: { 200: tokenWireSchema } } } as const;
  app.post('/api/user/change-password/', options, async (request) => {
    const { user } = authOf(request);
    if (!(await verifyPassword(user.passwordHash, request.body.current_password))) {
      throw AppError.fields({ current_password: ['The password is not correct.'] });
    }
    const problems = passwordProblems(request.body.new_password);
    if (problems.length > 0) throw AppError.fields({ new_password: problems });
    const now = app.ctx.clock.now();
    await setPassword(app.ctx.db, user.id, await hashPassword(request.body.new_password), now);
    await revokeSessions(app.ctx.db, user.id, now);
    const fresh = await findUserById(app.ctx.db, user.id);
    return { token: await issueSessionToken(app.ctx, fresh!) };
  });
}
