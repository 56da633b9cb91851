import type { ApiServer } from '../http/api-server';
import QRCode from 'qrcode';
import { AppError } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { verifyPassword } from '../auth/password-hash';
import { revokeSessions } from '../auth/revoke-sessions';
import { issueSessionToken } from '../auth/issue-session-token';
import { findUserById } from '../accounts';
import { rateLimit } from '../abuse/rate-limit';
import { LIMITS } from '../abuse/limits';
import { backupCodesRemaining, replaceBackupCodes, spendBackupCode } from './backup-code-store';
import { matchingCounter, newTotpSecret, totpFor } from './totp';
import { acceptTotpCode, secretBox, twoFactorRow } from './two-factor-state';
import { CHALLENGE_MAX_ATTEMPTS } from './sign-in-answer';
import { closeChallenge, countWrongCode, enableTwoFactor, findOpenChallenge, removeTwoFactor, savePendingSecret } from './two-factor-repository';
import {
  backupCodesWireSchema,
  confirmTwoFactorSetupWireSchema,
  disableTwoFactorWireSchema,
  twoFactorSetupWireSchema,
  twoFactorStatusWireSchema,
  verifyTwoFactorWireSchema,
} from '../../shared/wire/account-wire';

const INVALID_CODE = 'Invalid code';
const codeProperty = { type: 'string', minLength: 1, maxLength: 20 } as const;
const passwordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  properties: { password: { type: 'string', maxLength: 1024 } },
} as const;
const verifySetupBodySchema = { type: 'object', additionalProperties: false, required: ['token'], properties: { token: codeProperty } } as const;

const verifyBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user_id'],
  properties: { user_id: { type: 'integer', minimum: 1 }, token: codeProperty, backup_token: codeProperty },
} as const;

/** Setup, status, disable and backup codes for the signed-in user; verify for the sign-in step. */
export async function twoFactorRoutes(app: ApiServer): Promise<void> {
  // Account security: the signed-in user's own, never a staff member's acting as them.
  const own = { config: { signedIn: true, refuseImpersonation: true } } as const;

  /** A change to two-factor ends every other session; the caller gets a fresh one back. */
  async function afterChange(userId: number) {
    await revokeSessions(app.ctx.db, userId, app.ctx.clock.now());
    const user = await findUserById(app.ctx.db, userId);
    return issueSessionToken(app.ctx, user!);
  }

  async function requirePassword(userId: number, passwordHash: string, password: string) {
    if (!(await verifyPassword(passwordHash, password))) throw AppError.fields({ password: ['The password is not correct.'] });
    return userId;
  }

  app.get('/api/2fa/status/', { config: { signedIn: true }, schema: { response: { 200: twoFactorStatusWireSchema } } }, async (request) => {
    const { user } = authOf(request);
    const row = await twoFactorRow(app.ctx.db, user.id);
    return {
      enabled: Boolean(row?.secretEncrypted),
      backup_tokens_remaining: await backupCodesRemaining(app.ctx.db, user.id),
      pending_setup: Boolean(row?.pendingSecretEncrypted),
      // No policy obliges anyone to use it yet; the field is there for when one does.
      required: false,
    };
  });

  app.post('/api/2fa/setup/', { ...own, schema: { response: { 200: twoFactorSetupWireSchema } } }, async (request) => {
    const { user } = authOf(request);
    const row = await twoFactorRow(app.ctx.db, user.id);
    if (row?.secretEncrypted) throw AppError.detail(400, 'Two-factor sign-in is already on. Turn it off first to set up a new device.');
    const secret = newTotpSecret();
    const sealed = secretBox(app.ctx).seal(secret);
    const now = app.ctx.clock.now();
    await savePendingSecret(app.ctx.db, user.id, sealed, now);
    const uri = totpFor(secret, user.email).toString();
    return { secret, otpauth_uri: uri, qr_code: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
  });

  app.post(
    '/api/2fa/verify-setup/',
    {
      config: { ...own.config, rateLimit: { action: 'two-factor', rules: LIMITS.twoFactor } },
      schema: {
        body: verifySetupBodySchema,
        response: { 200: confirmTwoFactorSetupWireSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const row = await twoFactorRow(app.ctx.db, user.id);
      if (!row?.pendingSecretEncrypted) throw AppError.detail(400, 'Start the two-factor setup first.');
      const now = app.ctx.clock.now();
      const counter = matchingCounter(secretBox(app.ctx).open(row.pendingSecretEncrypted), request.body.token, now);
      if (counter === undefined) throw AppError.coded('two_factor_code_invalid', 400, INVALID_CODE);
      await enableTwoFactor(app.ctx.db, user.id, row.pendingSecretEncrypted, counter, now);
      const codes = await replaceBackupCodes(app.ctx.db, user.id, now);
      return { enabled: true, backup_tokens: codes, token: await afterChange(user.id) };
    },
  );

  app.delete('/api/2fa/disable/', { ...own, schema: { body: passwordBody, response: { 200: disableTwoFactorWireSchema } } }, async (request) => {
    const { user } = authOf(request);
    await requirePassword(user.id, user.passwordHash, request.body.password);
    await removeTwoFactor(app.ctx.db, user.id);
    return { enabled: false, token: await afterChange(user.id) };
  });

  app.post('/api/2fa/backup-tokens/', { ...own, schema: { body: passwordBody, response: { 200: backupCodesWireSchema } } }, async (request) => {
    const { user } = authOf(request);
    await requirePassword(user.id, user.passwordHash, request.body.password);
    if (!(await twoFactorRow(app.ctx.db, user.id))?.secretEncrypted) throw AppError.detail(400, 'Turn on two-factor sign-in first.');
    const codes = await replaceBackupCodes(app.ctx.db, user.id, app.ctx.clock.now());
    return { backup_tokens: codes, token: await afterChange(user.id) };
  });

  app.post(
    '/api/2fa/verify/',
    {
      preHandler: rateLimit('two-factor', LIMITS.twoFactor),
      schema: { body: verifyBodySchema, response: { 200: verifyTwoFactorWireSchema } },
    },
    async (request) => {
      const { db, clock } = app.ctx;
      const { user_id: userId, token, backup_token: backupToken } = request.body;
      if ((token === undefined) === (backupToken === undefined)) throw AppError.detail(400, 'Send either the code from your app or a backup code.');
      const now = clock.now();
      const challenge = await findOpenChallenge(db, userId, now);
      if (!challenge || challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) {
        throw AppError.coded('two_factor_challenge_ended', 400, 'This sign-in has expired or had too many wrong codes. Please log in again.');
      }
      const accepted = token !== undefined ? await acceptTotpCode(app.ctx, userId, token) : await spendBackupCode(db, userId, backupToken!, now);
      if (!accepted) {
        await countWrongCode(db, challenge.id);
        throw AppError.coded('two_factor_code_invalid', 400, INVALID_CODE);
      }
      if (!(await closeChallenge(db, challenge.id, now))) throw AppError.coded('two_factor_challenge_ended', 400, 'This sign-in has already been completed.');
      const user = await findUserById(db, userId);
      return { verified: true, token: await issueSessionToken(app.ctx, user!) };
    },
  );
}
