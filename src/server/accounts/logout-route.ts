import type { ApiServer } from '../http/api-server';
import { authOf } from '../auth/authenticate';
import { revokeSessions } from '../auth/revoke-sessions';
import { noContent } from '../http/answer-schemas';

/**
 * POST /logout/: ends the session on the server, not just in this browser: every token issued to the
 * account until now stops working. (The path is ours; the spec names only the /logout page.)
 */
export async function logoutRoute(app: ApiServer): Promise<void> {
  const options = { config: { signedIn: true, refuseImpersonation: true }, schema: { response: { 204: noContent } } } as const;
  app.post('/logout/', options, async (request, reply) => {
    await revokeSessions(app.ctx.db, authOf(request).user.id, app.ctx.clock.now());
    return reply.code(204).send();
  });
}
