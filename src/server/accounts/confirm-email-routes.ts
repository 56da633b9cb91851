import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { idPath, pathParams } from '../http/path-params';
import { redeemOneTimeToken, tokensIssuedSince } from '../auth/one-time-tokens';
import { sendConfirmationEmail } from './email-confirmation';
import { markEmailConfirmed } from './users-repository';
import { LIMITS } from '../abuse/limits';
import { confirmEmailWireSchema, detailWireSchema } from '../../shared/wire/account-wire';

const MINUTE = 60_000;
/** Resend limits: one a minute, five an hour, per account. */
const RESEND_LIMITS: [windowMs: number, max: number][] = [
  [MINUTE, 1],
  [60 * MINUTE, 5],
];

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const LINK_INVALID = 'This confirmation link is invalid, already used or expired. Log in and press Resend Email to get a new one.';
/** A link naming no user is as invalid as one with the wrong secret: both answer 400 with what to do. */
const params = pathParams({ userId: idPath(LINK_INVALID, 400) });

/**
 * PATCH /api/user/{id}/confirm_email/ with the secret from the e-mailed link (no session needed: the link
 * may be opened on another device), and GET /resend-confirmation-email/ for a new link.
 */
export async function confirmEmailRoutes(app: ApiServer): Promise<void> {
  app.patch('/api/user/:userId/confirm_email/', { schema: { params, body: bodySchema, response: { 200: confirmEmailWireSchema } } }, async (request) => {
    const { db, clock } = app.ctx;
    const userId = Number(request.params.userId);
    const now = clock.now();
    const redeemed = await redeemOneTimeToken(db, { token: request.body.token, purpose: 'confirm_email', now, userId });
    if (redeemed === undefined) throw AppError.detail(400, LINK_INVALID);
    await markEmailConfirmed(db, userId, now);
    return { has_confirmed_email: true };
  });

  app.get(
    '/resend-confirmation-email/',
    {
      config: { signedIn: true, rateLimit: { action: 'resend-confirmation', rules: LIMITS.resendConfirmation } },
      schema: { response: { 200: detailWireSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      if (user.hasConfirmedEmail) throw AppError.detail(400, 'Your e-mail address is already confirmed.');
      const now = app.ctx.clock.now();
      for (const [windowMs, max] of RESEND_LIMITS) {
        if ((await tokensIssuedSince(app.ctx.db, user.id, 'confirm_email', new Date(now.getTime() - windowMs))) >= max) {
          const wait = Math.ceil(windowMs / MINUTE);
          throw AppError.detail(
            429,
            `We sent a link only recently. Check your inbox and spam folder, or try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
            {
              'Retry-After': String(windowMs / 1000),
            },
          );
        }
      }
      await sendConfirmationEmail(app.ctx, user);
      return { detail: `We sent a new confirmation link to ${user.email}.` };
    },
  );
}
