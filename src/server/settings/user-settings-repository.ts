import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { userSettings } from '../db/schema';

/** Without a settings row the user has the defaults, in which matching is on. */
export async function openToMatching(db: AppDb, userId: number): Promise<boolean> {
  return (await mySettings(db, userId)).openToMatching;
}

/** Every setting, the defaults where there is no row: matching on, no newsletter. */
export async function mySettings(db: AppDb, userId: number): Promise<{ openToMatching: boolean; newsletter: boolean }> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return { openToMatching: row?.openToMatching ?? true, newsletter: row?.newsletter ?? false };
}

export async function saveSettings(db: AppDb, userId: number, change: { openToMatching?: boolean; newsletter?: boolean }, now: Date): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...change, updatedAt: now } });
}
