import type { ApiServer } from '../http/api-server';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { rowTopic } from '../db/read-cache';
import { notifications } from '../db/schema';
import { writeAnnounced } from '../db/written-rows';
import { authOf, requireAuth } from '../auth/authenticate';
import { notificationWire } from './notification-wire';
import { markAsReadWireSchema, notificationListWireSchema, unreadCountWireSchema } from '../../shared/wire/notifications-wire';

const MAX_LIMIT = 100;

// Query strings are text and are not coerced: booleans and numbers are spelled out here.
const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    is_read: { type: 'string', enum: ['true', 'false'] },
    type: { type: 'string', maxLength: 50 },
    limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
  },
} as const;

const markBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['notification_ids'],
  properties: { notification_ids: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } } },
} as const;

// The bell asks for this on every page and every poll.
const unreadCountQuery = preparedPerDatabase((db) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isRead, false)))
    .prepare('unread_notifications_count'),
);

/** The bell's endpoints (spec 000 §7). Each user reads and marks only their own notifications. */
export async function notificationsRoutes(app: ApiServer): Promise<void> {
  app.addHook('preHandler', requireAuth);

  app.get('/api/notifications/notifications/unread_count/', { schema: { response: { 200: unreadCountWireSchema } } }, async (request) => {
    const userId = authOf(request).user.id;
    const [row] = await app.ctx.readCache.read(rowTopic(notifications, userId), 'unread count', () => unreadCountQuery(app.ctx.db).execute({ userId }));
    return { unread_count: row?.n ?? 0 };
  });

  app.get('/api/notifications/notifications/', { schema: { querystring: listQuerySchema, response: { 200: notificationListWireSchema } } }, async (request) => {
    const { is_read: isRead, type, limit } = request.query;
    const conditions: SQL[] = [eq(notifications.userId, authOf(request).user.id)];
    if (isRead !== undefined) conditions.push(eq(notifications.isRead, isRead === 'true'));
    if (type !== undefined) conditions.push(eq(notifications.type, type));
    const rows = await app.ctx.db
      .select()
      .from(notifications)
      .where(and(...conditions))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(Math.min(Math.max(Number(limit ?? MAX_LIMIT), 1), MAX_LIMIT));
    const now = app.ctx.clock.now();
    return { results: rows.map((row) => notificationWire(row, now)) };
  });

  app.post('/api/notifications/notifications/mark_as_read/', { schema: { body: markBodySchema, response: { 200: markAsReadWireSchema } } }, async (request) => {
    const ids = request.body.notification_ids;
    const mine = [eq(notifications.userId, authOf(request).user.id), eq(notifications.isRead, false)];
    // An empty list means every unread notification of the caller (spec 000 §7).
    const where = ids.length === 0 ? and(...mine) : and(...mine, inArray(notifications.id, ids));
    const { db } = app.ctx;
    const marked = await writeAnnounced(db, notifications, authOf(request).user.id, () =>
      db.update(notifications).set({ isRead: true }).where(where).returning({ id: notifications.id }),
    );
    return { marked: marked.length };
  });
}
