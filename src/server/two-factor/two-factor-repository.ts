import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { backupCodes, twoFactorChallenges, twoFactorSettings } from '../db/schema';

type Challenge = typeof twoFactorChallenges.$inferSelect;

/** The secret being set up, kept apart from the enabled one until a code from it proves the device holds it. */
export async function savePendingSecret(db: AppDb, userId: number, sealedSecret: string, now: Date): Promise<void> {
  await db
    .insert(twoFactorSettings)
    .values({ userId, pendingSecretEncrypted: sealedSecret, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactorSettings.userId, set: { pendingSecretEncrypted: sealedSecret, updatedAt: now } });
}

/** The pending secret becomes the secret, with the counter of the code that proved it so that code is spent. */
export async function enableTwoFactor(db: AppDb, userId: number, sealedSecret: string, usedCounter: number, now: Date): Promise<void> {
  await db
    .update(twoFactorSettings)
    .set({ secretEncrypted: sealedSecret, pendingSecretEncrypted: null, lastUsedCounter: usedCounter, updatedAt: now })
    .where(eq(twoFactorSettings.userId, userId));
}

export async function removeTwoFactor(db: AppDb, userId: number): Promise<void> {
  await db.delete(twoFactorSettings).where(eq(twoFactorSettings.userId, userId));
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
}

/** The user's latest sign-in challenge, when it is neither used nor expired. */
export async function findOpenChallenge(db: AppDb, userId: number, now: Date): Promise<Challenge | undefined> {
  const [challenge] = await db
    .select()
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, userId), isNull(twoFactorChallenges.usedAt), gt(twoFactorChallenges.expiresAt, now)))
    .orderBy(desc(twoFactorChallenges.id))
    .limit(1);
  return challenge;
}

export async function countWrongCode(db: AppDb, challengeId: number): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.id, challengeId));
}

/** Marks the challenge used; false when a parallel request closed it first, so one challenge earns one session. */
export async function closeChallenge(db: AppDb, challengeId: number, now: Date): Promise<boolean> {
  const closed = await db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return closed.length > 0;
}
