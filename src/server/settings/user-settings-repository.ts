import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { userSettings } from '../db/schema';

/** Without a settings row the user has the defaults, in which matching is on. */
export async function openToMatching(db: AppDb, userId: number): Promise<boolean> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row?.openToMatching ?? true;
}

export async function saveOpenToMatching(db: AppDb, userId: number, value: boolean, now: Date): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, openToMatching: value, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { openToMatching: value, updatedAt: now } });
}
