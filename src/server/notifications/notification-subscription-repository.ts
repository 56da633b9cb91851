import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { notificationSubscriptions } from '../db/schema';

/** Turns the user's e-mails of this type on or off. */
export async function saveNotificationSubscription(db: AppDb, userId: number, type: string, subscribed: boolean, now: Date): Promise<void> {
  await db
    .insert(notificationSubscriptions)
    .values({ userId, type, subscribed, updatedAt: now })
    .onConflictDoUpdate({ target: [notificationSubscriptions.userId, notificationSubscriptions.type], set: { subscribed, updatedAt: now } });
}

/** Whether the user turned e-mails of this type off; without a row they are on. */
export async function hasUnsubscribed(db: AppDb, userId: number, type: string): Promise<boolean> {
  const [unsubscribed] = await db
    .select({ subscribed: notificationSubscriptions.subscribed })
    .from(notificationSubscriptions)
    .where(and(eq(notificationSubscriptions.userId, userId), eq(notificationSubscriptions.type, type), eq(notificationSubscriptions.subscribed, false)))
    .limit(1);
  return unsubscribed !== undefined;
}
