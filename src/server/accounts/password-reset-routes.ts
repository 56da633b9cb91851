import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { hashPassword } from '../auth/password-hash';
import { isOneTimeTokenValid, issueOneTimeToken, redeemOneTimeToken } from '../auth/one-time-tokens';
import { signInAnswer } from '../two-factor';
import { revokeSessions } from '../auth/revoke-sessions';
import { rateLimit } from '../abuse/rate-limit';
import { LINK_LIMITS } from '../abuse/limits';
import { EMAIL_MAX_LENGTH } from '../../shared/email-address';
import { passwordProblems } from '../../shared/password-rule';
import { clearSignInThrottle, findUserByEmail, findUserById, setPasswordFromEmailedLink } from './users-repository';
import { detailWireSchema, signInAnswerWireSchema, tokenValidWireSchema } from '../../shared/wire/account-wire';

const RESET_TTL_MS = 60 * 60_000;
const SENT = 'If an account uses this address, we have e-mailed it a link to choose a new password. The link works once, for one hour.';
const LINK_FAILED = 'This password reset link is invalid, already used or expired. Ask for a new one.';

const tokenProperty = { type: 'string', minLength: 1, maxLength: 200 } as const;

/**
 * POST /reset-password/ (e-mail a link), /reset-password/validate_token/ (check it before asking for a
 * password) and /reset-password/confirm/ (new password; every earlier session ends; answers a new one).
 */
export async function passwordResetRoutes(app: ApiServer): Promise<void> {
  app.post(
    '/reset-password/',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: { email: { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH } },
        },
        response: { 200: detailWireSchema },
      },
      preHandler: rateLimit('password-reset', LINK_LIMITS.passwordReset),
    },
    async (request) => {
      const user = await findUserByEmail(app.ctx.db, request.body.email);
      if (user) {
        const token = await issueOneTimeToken(app.ctx.db, { userId: user.id, purpose: 'password_reset', ttlMs: RESET_TTL_MS, now: app.ctx.clock.now() });
        const link = `${app.ctx.config.publicUrl}/reset-password?${new URLSearchParams({ token })}`;
        await app.ctx.mailer.send({
          to: user.email,
          subject: 'Choose a new password',
          text: [
            `Hello ${user.firstName},`,
            '',
            'Someone, hopefully you, asked to reset the password of your Education Hiring Marketplace account.',
            `Choose a new one here: ${link}`,
            '',
            'The link works once and for one hour. If you did not ask for it, ignore this e-mail; your password stays as it is.',
          ].join('\n'),
          link,
        });
      }
      return { detail: SENT };
    },
  );

  app.post(
    '/reset-password/validate_token/',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['token'], properties: { token: tokenProperty } },
        response: { 200: tokenValidWireSchema },
      },
      preHandler: rateLimit('redeem-link', LINK_LIMITS.redeemLink),
    },
    async (request) => {
      if (!(await isOneTimeTokenValid(app.ctx.db, request.body.token, 'password_reset', app.ctx.clock.now()))) {
        throw AppError.detail(400, LINK_FAILED);
      }
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/reset-password/confirm/',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['token', 'password'],
          properties: { token: tokenProperty, password: { type: 'string', maxLength: 1024 } },
        },
        response: { 200: signInAnswerWireSchema },
      },
      preHandler: rateLimit('redeem-link', LINK_LIMITS.redeemLink),
    },
    async (request) => {
      const { db, clock } = app.ctx;
      const problems = passwordProblems(request.body.password);
      if (problems.length > 0) throw AppError.fields({ password: problems });
      const now = clock.now();
      const userId = await redeemOneTimeToken(db, { token: request.body.token, purpose: 'password_reset', now });
      if (userId === undefined) throw AppError.detail(400, LINK_FAILED);
      const passwordHash = await hashPassword(request.body.password);
      const user = await setPasswordFromEmailedLink(db, userId, passwordHash, now);
      if (!user) throw AppError.detail(400, LINK_FAILED);
      await revokeSessions(db, user.id, now);
      // Whoever can read the mailbox may sign in again: a reset lifts a sign-in lock.
      await clearSignInThrottle(db, user.emailNormalized);
      const fresh = await findUserById(db, user.id);
      // A two-factor user still passes the code step after a reset.
      return signInAnswer(app.ctx, fresh!);
    },
  );
}
