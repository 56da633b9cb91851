import type { markAsReadWireSchema } from '../../../shared/wire/notifications-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * POST /api/notifications/notifications/mark_as_read/ (spec 000 §7). An empty list marks every unread
 * notification of the signed-in person. Resolves with how many were marked.
 */
export async function markAsRead(notificationIds: readonly number[]): Promise<number> {
  const answer = await apiRequest<FromSchema<typeof markAsReadWireSchema>>('/api/notifications/notifications/mark_as_read/', {
    method: 'POST',
    body: { notificationIds },
    module: 'notifications',
  });
  return answer.marked;
}
