import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { wantsPage } from '../http/web-app';
import { issueOneTimeToken, redeemOneTimeToken } from '../auth/one-time-tokens';
import { signInAnswer } from '../two-factor';
import { enforceRateLimit, rateLimit } from '../abuse/rate-limit';
import { LINK_LIMITS } from '../abuse/limits';
import { EMAIL_MAX_LENGTH } from '../../shared/email-address';
import { findUserByEmail, findUserById, markEmailConfirmed } from './users-repository';
import { isIdText } from '../http/ids';
import { detailWireSchema, signInAnswerWireSchema } from '../../shared/wire/account-wire';

const MAGIC_LINK_TTL_MS = 15 * 60_000;
// The same answer whether or not the address has an account, so the form reveals nothing.
const SENT = 'If an account uses this address, we have e-mailed it a sign-in link. The link works once, for 15 minutes.';
const LINK_FAILED = 'This sign-in link is invalid, already used or expired. Ask for a new one.';

const requestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH } },
} as const;

/**
 * The link's query. Other parameters are let through: the link opens in a browser, and mail services add their
 * own (utm_source…) to links they carry.
 */
const linkQuerySchema = {
  type: 'object',
  additionalProperties: true,
  $comment: 'Mail services add parameters of their own to the links they carry.',
  properties: { token: { type: 'string' }, user_id: { type: 'string' } },
} as const;

/** POST /sign-in-with-email/ e-mails a single-use link; GET /sign-in-with-email/ redeems it for a session. */
export async function magicLinkRoutes(app: ApiServer): Promise<void> {
  app.post(
    '/sign-in-with-email/',
    { schema: { body: requestSchema, response: { 200: detailWireSchema } }, preHandler: rateLimit('magic-link', LINK_LIMITS.magicLink) },
    async (request) => {
      const user = await findUserByEmail(app.ctx.db, request.body.email);
      if (user) {
        const token = await issueOneTimeToken(app.ctx.db, { userId: user.id, purpose: 'magic_link', ttlMs: MAGIC_LINK_TTL_MS, now: app.ctx.clock.now() });
        const link = `${app.ctx.config.publicUrl}/sign-in-with-email?${new URLSearchParams({ token, user_id: String(user.id) })}`;
        await app.ctx.mailer.send({
          to: user.email,
          subject: 'Your sign-in link',
          text: [
            `Hello ${user.firstName},`,
            '',
            'Open this link to sign in to the Education Hiring Marketplace:',
            link,
            '',
            'It works once and for 15 minutes. If you did not ask for it, ignore this e-mail: nobody can use it without access to your inbox.',
          ].join('\n'),
          link,
        });
      }
      return { detail: SENT };
    },
  );

  // The schema requires nothing, and the token is checked by hand: a browser opening the page without a link
  // must get the page, not a 400.
  app.get('/sign-in-with-email/', { schema: { querystring: linkQuerySchema, response: { 200: signInAnswerWireSchema } } }, async (request, reply) => {
    // The e-mailed link opens this address in a browser: that gets the app, which then calls it as an API.
    if (wantsPage(request)) return app.sendAppShell(reply);
    const query = request.query;
    const valid = typeof query.token === 'string' && typeof query.user_id === 'string' && isIdText(query.user_id);
    if (!valid) throw AppError.detail(400, LINK_FAILED);
    await enforceRateLimit(app, request, 'redeem-link', LINK_LIMITS.redeemLink);
    const now = app.ctx.clock.now();
    const userId = await redeemOneTimeToken(app.ctx.db, { token: query.token!, purpose: 'magic_link', now, userId: Number(query.user_id) });
    if (userId === undefined) throw AppError.detail(400, LINK_FAILED);
    const user = await findUserById(app.ctx.db, userId);
    if (!user) throw AppError.detail(400, LINK_FAILED);
    // Opening the link proves the address works, just as the confirmation link would.
    if (!user.hasConfirmedEmail) await markEmailConfirmed(app.ctx.db, user.id, now);
    return signInAnswer(app.ctx, user);
  });
}
