import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { rowTopic } from '../db/read-cache';
import { notifications, type NotificationRow } from '../db/schema';
import { writeAnnounced } from '../db/written-rows';
import type { AppContext } from '../http/app-context';

// The bell asks for this on every page and every poll.
const unreadCountQuery = preparedPerDatabase((db) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isRead, false)))
    .prepare('unread_notifications_count'),
);

/** Answered from the read cache until one of the user's notifications changes. */
export async function countUnreadNotifications(ctx: Pick<AppContext, 'db' | 'readCache'>, userId: number): Promise<number> {
  const [row] = await ctx.readCache.read(rowTopic(notifications, userId), 'unread count', () => unreadCountQuery(ctx.db).execute({ userId }));
  return row?.n ?? 0;
}

/** The user's notifications, newest first, of the read state and type asked for when given. */
export async function listNotifications(
  db: AppDb,
  userId: number,
  filter: { isRead?: boolean | undefined; type?: string | undefined },
  limit: number,
): Promise<NotificationRow[]> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (filter.isRead !== undefined) conditions.push(eq(notifications.isRead, filter.isRead));
  if (filter.type !== undefined) conditions.push(eq(notifications.type, filter.type));
  return db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Whose the notification of this uuid is, and its type: what an unsubscribe link turns off. */
export async function findNotificationRecipient(db: AppDb, uuid: string): Promise<Pick<NotificationRow, 'userId' | 'type'> | undefined> {
  const [notification] = await db
    .select({ userId: notifications.userId, type: notifications.type })
    .from(notifications)
    .where(eq(notifications.uuid, uuid))
    .limit(1);
  return notification;
}

/** Marks the user's unread notifications of these ids read, or all of them for no ids; answers how many changed. */
export async function markNotificationsRead(db: AppDb, userId: number, ids: readonly number[]): Promise<number> {
  const mine = [eq(notifications.userId, userId), eq(notifications.isRead, false)];
  const where = ids.length === 0 ? and(...mine) : and(...mine, inArray(notifications.id, ids));
  const marked = await writeAnnounced(db, notifications, userId, () =>
    db.update(notifications).set({ isRead: true }).where(where).returning({ id: notifications.id }),
  );
  return marked.length;
}
