import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { notificationSubscriptionWireSchema } from '../../shared/wire/notifications-wire';
import { pathParams, uuidPath } from '../http/path-params';
import { findNotificationRecipient } from './notification-repository';
import { saveNotificationSubscription } from './notification-subscription-repository';

const LINK_NOT_VALID = 'This unsubscribe link is not valid any more.';
/** A link whose uuid is malformed leads nowhere, as one whose notification is gone: the same 404. */
const paramsSchema = pathParams({ notificationUuid: uuidPath(LINK_NOT_VALID) });

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
  app.patch(
    '/api/notifications/unsubscribe/:notificationUuid',
    { schema: { params: paramsSchema, body: bodySchema, response: { 200: notificationSubscriptionWireSchema } } },
    async (request) => {
      const { db, clock } = app.ctx;
      const notification = await findNotificationRecipient(db, request.params.notificationUuid.toLowerCase());
      if (!notification) throw AppError.detail(404, LINK_NOT_VALID);
      const subscribed = request.body.subscribe;
      await saveNotificationSubscription(db, notification.userId, notification.type, subscribed, clock.now());
      return { type: notification.type, subscribe: subscribed };
    },
  );
}
