import { and, count, eq, gt } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { referrals } from '../db/schema';

export type NewReferral = Omit<typeof referrals.$inferInsert, 'id' | 'joinedUserId'>;

/** How many invitations the user sent after `since`. */
export async function countReferralsSince(db: AppDb, referrerId: number, since: Date): Promise<number> {
  const [sent] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), gt(referrals.createdAt, since)));
  return sent?.n ?? 0;
}

export async function insertReferral(db: AppDb, referral: NewReferral): Promise<{ id: number }> {
  const [inserted] = await db.insert(referrals).values(referral).returning({ id: referrals.id });
  return inserted!;
}
