import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { loginLocks, outboxMessages, users, type UserRow } from '../db/schema';
import { clearLoginFailures } from './login-throttle';

export async function findUserById(db: AppDb, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function markEmailConfirmed(db: AppDb, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ hasConfirmedEmail: true, updatedAt: now }).where(eq(users.id, userId));
}

/** A new password chosen from an e-mailed link: the link reached the inbox, which confirms the address too. */
export async function setPasswordFromEmailedLink(db: AppDb, userId: number, passwordHash: string, now: Date): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set({ passwordHash, hasConfirmedEmail: true, updatedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}

/** Forgets the address's failed sign-ins and lifts its sign-in lock. */
export async function clearSignInThrottle(db: AppDb, emailNormalized: string): Promise<void> {
  await clearLoginFailures(db, emailNormalized);
  await db.delete(loginLocks).where(eq(loginLocks.emailNormalized, emailNormalized));
}

/**
 * Deletes the account. Mail kept for support loses its address; what is keyed to the address goes; everything
 * keyed to the user goes with the row. For the caller's transaction.
 */
export async function deleteAccount(tx: AppDb, user: Pick<UserRow, 'id' | 'email' | 'emailNormalized'>): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ recipient: `deleted-user-${user.id}` })
    .where(eq(outboxMessages.recipient, user.email));
  await clearSignInThrottle(tx, user.emailNormalized);
  await tx.delete(users).where(eq(users.id, user.id));
}
