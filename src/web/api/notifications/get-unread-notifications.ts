import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { AppNotification, NotificationListWire } from '../../../shared/wire/notifications-wire';
import { apiRequest } from '../api-client';

/** GET /api/notifications/notifications/?is_read=false&limit=n: the newest unread notifications, newest first. */
export async function getUnreadNotifications(limit: number): Promise<AppNotification[]> {
  const answer = await apiRequest<CamelKeys<NotificationListWire>>('/api/notifications/notifications/', {
    query: { isRead: false, limit },
    module: 'notifications',
  });
  // The server honours the limit; the slice keeps the dropdown's promise even if one day it does not.
  return answer.results.slice(0, limit);
}
