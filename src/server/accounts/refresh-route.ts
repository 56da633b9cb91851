import type { ApiServer } from '../http/api-server';
import type { FromSchema } from 'json-schema-to-ts';
import { tokenWireSchema } from '../../shared/wire/account-wire';
import { AppError } from '../errors/app-error';
import { authenticateToken, bearerToken } from '../auth/authenticate';
import { issueSessionToken } from '../auth/issue-session-token';
import { REFRESH_MAX_AGE_MS } from '../../shared/session-constants';
import { enforceRateLimit } from '../abuse/rate-limit';
import { LIMITS } from '../abuse/limits';

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 4096 } },
} as const;

/**
 * POST /refresh/: an unexpired token for a fresh one with the same orig_iat. A chain of refreshes ends
 * REFRESH_MAX_AGE_MS after the sign-in that started it, so a stolen token cannot be kept alive forever.
 */
export async function refreshRoute(app: ApiServer): Promise<void> {
  app.post('/refresh/', { schema: { body: bodySchema, response: { 200: tokenWireSchema } } }, async (request) => {
    const { clock } = app.ctx;
    const { user, claims, actingStaff } = await authenticateToken(app, request.body.token);
    await enforceRateLimit(app, request, 'refresh', LIMITS.refresh, `user:${user.id}`);
    const header = bearerToken(request);
    if (header !== undefined) {
      const caller = await authenticateToken(app, header);
      if (caller.user.id !== user.id) {
        throw AppError.detail(400, 'The token to refresh belongs to another user than the one signed in.');
      }
    }
    const now = clock.now();
    if (now.getTime() - claims.origIat * 1000 > REFRESH_MAX_AGE_MS) {
      throw AppError.detail(400, 'Refresh has expired.');
    }
    // An impersonation keeps the staff member's sign-in time, so it cannot outlive their own session.
    const token = await issueSessionToken(app.ctx, user, { origIat: claims.origIat, actingStaff: actingStaff ?? undefined });
    return { token } satisfies FromSchema<typeof tokenWireSchema>;
  });
}
