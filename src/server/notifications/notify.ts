import type { AppDb } from '../db/database';
import { notifications } from '../db/schema';

/** Kinds of notification; later features add theirs here (match and role events). */
export type NotificationType = 'welcome' | 'referral_joined';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  actionUrl?: string;
}

/** The one way a notification is created, so every event lands in the bell the same way. */
export async function notify(db: AppDb, notification: NewNotification, now: Date): Promise<void> {
  await db.insert(notifications).values({
    userId: notification.userId,
    type: notification.type,
    title: notification.title,
    actionUrl: notification.actionUrl ?? null,
    createdAt: now,
  });
}
