import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { loginFailures, loginLocks } from '../db/schema';
import { LOGIN_LOCK_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../shared/session-constants';

/** When the address is locked, the moment the lock ends. */
export async function activeLock(db: AppDb, emailNormalized: string, now: Date): Promise<Date | undefined> {
  const [lock] = await db
    .select()
    .from(loginLocks)
    .where(and(eq(loginLocks.emailNormalized, emailNormalized), gt(loginLocks.lockedUntil, now)))
    .limit(1);
  return lock?.lockedUntil;
}

/**
 * Records a failed sign-in. The failure that makes LOGIN_MAX_FAILURES within the window locks the address
 * for a full window from now, and answers when that lock ends.
 */
export async function recordLoginFailure(db: AppDb, emailNormalized: string, now: Date): Promise<Date | undefined> {
  const windowStart = new Date(now.getTime() - LOGIN_LOCK_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.insert(loginFailures).values({ emailNormalized, failedAt: now });
    await tx.delete(loginFailures).where(and(eq(loginFailures.emailNormalized, emailNormalized), lte(loginFailures.failedAt, windowStart)));
    const [row] = await tx.select({ n: count() }).from(loginFailures).where(eq(loginFailures.emailNormalized, emailNormalized));
    if ((row?.n ?? 0) < LOGIN_MAX_FAILURES) return undefined;
    const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_WINDOW_MS);
    await tx.insert(loginLocks).values({ emailNormalized, lockedUntil }).onConflictDoUpdate({ target: loginLocks.emailNormalized, set: { lockedUntil } });
    // The lock now carries the count; after it ends the address starts afresh.
    await tx.delete(loginFailures).where(eq(loginFailures.emailNormalized, emailNormalized));
    return lockedUntil;
  });
}

export async function clearLoginFailures(db: AppDb, emailNormalized: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailNormalized, emailNormalized));
}
