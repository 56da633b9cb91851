import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { AppNotification, notificationListWireSchema } from '../../../shared/wire/notifications-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

/** GET /api/notifications/notifications/?is_read=false&limit=n: the newest unread notifications, newest first. */
export async function getUnreadNotifications(limit: number): Promise<AppNotification[]> {
  const answer = await apiRequest<CamelKeys<FromSchema<typeof notificationListWireSchema>>>('/api/notifications/notifications/', {
    query: { isRead: false, limit },
    module: 'notifications',
  });
  // The server honours the limit; the slice keeps the dropdown's promise even if one day it does not.
  return answer.results.slice(0, limit);
}
