import type { ApiServer } from '../http/api-server';
import { authOf } from '../auth/authenticate';
import { AppError, type FieldErrors } from '../errors/app-error';
import { readLimit } from '../http/paging';
import { everyRouteSignedIn } from '../auth/signed-in';
import { notificationWire } from './notification-wire';
import { countUnreadNotifications, listNotifications, markNotificationsRead } from './notification-repository';
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

/** The bell's endpoints (spec 000 §7). Each user reads and marks only their own notifications. */
export async function notificationsRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);

  app.get('/api/notifications/notifications/unread_count/', { schema: { response: { 200: unreadCountWireSchema } } }, async (request) => {
    return { unread_count: await countUnreadNotifications(app.ctx, authOf(request).user.id) };
  });

  app.get('/api/notifications/notifications/', { schema: { querystring: listQuerySchema, response: { 200: notificationListWireSchema } } }, async (request) => {
    const { is_read: isRead, type } = request.query;
    const problems: FieldErrors = {};
    const limit = readLimit(request.query.limit, MAX_LIMIT, MAX_LIMIT, problems);
    if (Object.keys(problems).length > 0) throw AppError.fields(problems);
    const rows = await listNotifications(app.ctx.db, authOf(request).user.id, { isRead: isRead === undefined ? undefined : isRead === 'true', type }, limit);
    const now = app.ctx.clock.now();
    return { results: rows.map((row) => notificationWire(row, now)) };
  });

  app.post('/api/notifications/notifications/mark_as_read/', { schema: { body: markBodySchema, response: { 200: markAsReadWireSchema } } }, async (request) => {
    // An empty list means every unread notification of the caller (spec 000 §7).
    return { marked: await markNotificationsRead(app.ctx.db, authOf(request).user.id, request.body.notification_ids) };
  });
}
