import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import type { FromSchema } from 'json-schema-to-ts';
import { notificationSubscriptionWireSchema } from '../../shared/wire/notifications-wire';
import { findNotificationRecipient } from './notification-repository';
import { saveNotificationSubscription } from './notification-subscription-repository';

const paramsSchema = {
  type: 'object',
  required: ['notificationUuid'],
  properties: { notificationUuid: { type: 'string', format: 'uuid' } },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subscribe'],
  properties: { subscribe: { type: 'boolean' } },
} as const;

/**
 * PATCH /api/notifications/unsubscribe/{uuid}: the link in a notification e-mail turns that kind of e-mail
 * off (or back on) without signing in; the unguessable uuid is the credential.
 */
export async function unsubscribeRoute(app: ApiServer): Promise<void> {
  app.patch<{ Params: FromSchema<typeof paramsSchema>; Body: FromSchema<typeof bodySchema> }>(
    '/api/notifications/unsubscribe/:notificationUuid',
    { schema: { params: paramsSchema, body: bodySchema, response: { 200: notificationSubscriptionWireSchema } } },
    async (request) => {
      const { db, clock } = app.ctx;
      const notification = await findNotificationRecipient(db, request.params.notificationUuid);
      if (!notification) throw AppError.detail(404, 'This unsubscribe link is not valid any more.');
      const subscribed = request.body.subscribe;
      await saveNotificationSubscription(db, notification.userId, notification.type, subscribed, clock.now());
      return { type: notification.type, subscribe: subscribed };
    },
  );
}
