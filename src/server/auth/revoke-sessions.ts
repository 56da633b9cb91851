import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { users } from '../db/schema';

/** Ends every token issued to the user so far (ASVS 3.3): they all carry the old version. */
export async function revokeSessions(db: AppDb, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}
