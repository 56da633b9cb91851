import { and, eq, isNull } from 'drizzle-orm';
import type { UserRow } from '../db/schema';
import { twoFactorChallenges } from '../db/schema';
import type { AppContext } from '../http/app-context';
import type { signInAnswerWireSchema } from '../../shared/wire/account-wire';
import { issueSessionToken } from '../auth/issue-session-token';
import { isTwoFactorEnabled } from './two-factor-state';
import type { FromSchema } from 'json-schema-to-ts';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/**
 * What a proven first factor (password, e-mailed link) earns: a session, or for a two-factor user a
 * challenge for the code, which replaces any earlier one.
 */
export async function signInAnswer(ctx: AppContext, user: UserRow): Promise<FromSchema<typeof signInAnswerWireSchema>> {
  if (!(await isTwoFactorEnabled(ctx.db, user.id))) return { token: await issueSessionToken(ctx, user) };
  const now = ctx.clock.now();
  await ctx.db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(twoFactorChallenges.userId, user.id), isNull(twoFactorChallenges.usedAt)));
  await ctx.db.insert(twoFactorChallenges).values({ userId: user.id, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return { requires_2fa: true, user_id: user.id, message: 'Enter the 6-digit code from your authenticator app, or one of your backup codes.' };
}
