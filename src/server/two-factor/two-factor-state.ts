import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { twoFactorSettings } from '../db/schema';
import type { AppContext } from '../http/app-context';
import { createSecretBox } from '../auth/secret-box';
import { matchingCounter } from './totp';

export function secretBox(ctx: AppContext) {
  return createSecretBox(ctx.jwtSecret, 'two-factor-secrets');
}

export async function twoFactorRow(db: AppDb, userId: number) {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.userId, userId)).limit(1);
  return row;
}

export async function isTwoFactorEnabled(db: AppDb, userId: number): Promise<boolean> {
  return Boolean((await twoFactorRow(db, userId))?.secretEncrypted);
}

/**
 * Accepts an authenticator code for an enabled user once: the counter moves forward in the same UPDATE that
 * checks it, so a code (or an older one) cannot be replayed, even by parallel requests.
 */
export async function acceptTotpCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  const row = await twoFactorRow(ctx.db, userId);
  if (!row?.secretEncrypted) return false;
  const counter = matchingCounter(secretBox(ctx).open(row.secretEncrypted), code, ctx.clock.now());
  if (counter === undefined) return false;
  const moved = await ctx.db
    .update(twoFactorSettings)
    .set({ lastUsedCounter: counter })
    .where(and(eq(twoFactorSettings.userId, userId), or(isNull(twoFactorSettings.lastUsedCounter), lt(twoFactorSettings.lastUsedCounter, counter))))
    .returning({ userId: twoFactorSettings.userId });
  return moved.length === 1;
}
