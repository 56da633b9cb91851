import type { notificationSubscriptionWireSchema } from '../../../shared/wire/notifications-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

/** The kind of notification whose e-mails were turned on or off: the wire contract's type (its keys are one word). */
export type NotificationSubscription = FromSchema<typeof notificationSubscriptionWireSchema>;

/**
 * PATCH /api/notifications/unsubscribe/{uuid} (spec 000 §7): turns e-mail of the notification's kind off
 * (`subscribe: false`) or back on. Works signed out: the uuid from the e-mail link is the credential, so no
 * token rides along. An unknown uuid is refused with 404.
 */
export function setNotificationSubscription(notificationUuid: string, subscribe: boolean): Promise<NotificationSubscription> {
  return apiRequest<NotificationSubscription>(`/api/notifications/unsubscribe/${encodeURIComponent(notificationUuid)}`, {
    method: 'PATCH',
    body: { subscribe },
    module: 'notifications-unsubscribe',
    anonymous: true,
  });
}
