import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../auth/password-hash';
import { signInAnswer } from '../two-factor';
import { normalizeEmail } from '../../shared/email-address';
import { loginBodySchema, signInAnswerWireSchema } from '../../shared/wire/account-wire';
import { isUserType } from '../../shared/user-types';
import { findUserByEmail } from './users-repository';
import { rateLimit } from '../abuse/rate-limit';
import { LIMITS } from '../abuse/limits';
import { activeLock, clearLoginFailures, recordLoginFailure } from './login-throttle';

// One text for an unknown address and a wrong password, so the answer never says which e-mails exist.
const BAD_CREDENTIALS = 'Unable to log in with the e-mail and password provided. Check them and try again.';

function lockedError(lockedUntil: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return AppError.coded(
    'account_locked',
    429,
    `Locked: too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
    { 'Retry-After': String(seconds) },
  );
}

/** POST /login/: e-mail and password to a session token, with the lock-out of the walking-skeleton issue. */
export async function loginRoute(app: ApiServer): Promise<void> {
  app.post(
    '/login/',
    { schema: { body: loginBodySchema, response: { 200: signInAnswerWireSchema } }, preHandler: rateLimit('login', LIMITS.login) },
    async (request) => {
      const { db, clock } = app.ctx;
      const { email, password } = request.body;
      const emailNormalized = normalizeEmail(email);
      const now = clock.now();

      // While locked even the right password is refused, and is not checked at all.
      const lockedUntil = await activeLock(db, emailNormalized, now);
      if (lockedUntil) throw lockedError(lockedUntil, now);

      const user = await findUserByEmail(db, email);
      const valid = user ? await verifyPassword(user.passwordHash, password) : (await verifyAgainstDecoy(password), false);
      if (!user || !valid || !isUserType(user.userType)) {
        const lockedNow = await recordLoginFailure(db, emailNormalized, now);
        if (lockedNow) throw lockedError(lockedNow, now);
        throw AppError.detail(400, BAD_CREDENTIALS);
      }

      await clearLoginFailures(db, emailNormalized);
      return signInAnswer(app.ctx, user);
    },
  );
}
