import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { referrals, type UserRow } from '../db/schema';
import { notify } from '../notifications';

/** When an invited friend signs up, each person who invited them hears of it in their notifications. */
export async function creditReferrers(db: AppDb, newUser: UserRow, now: Date): Promise<void> {
  const credited = await db
    .update(referrals)
    .set({ joinedUserId: newUser.id })
    .where(and(eq(sql`lower(${referrals.email})`, newUser.emailNormalized), isNull(referrals.joinedUserId)))
    .returning({ referrerId: referrals.referrerId });
  // Two invitations from one person to one friend make one notice.
  for (const referrerId of new Set(credited.map((row) => row.referrerId))) {
    await notify(
      db,
      { userId: referrerId, type: 'referral_joined', title: `${newUser.firstName} ${newUser.lastName} joined from your invitation. Thank you!` },
      now,
    );
  }
}
