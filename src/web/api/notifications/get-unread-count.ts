import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { unreadCountWireSchema } from '../../../shared/wire/notifications-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

/** GET /api/notifications/notifications/unread_count/: how many notifications the signed-in person has not read. */
export async function getUnreadCount(): Promise<number> {
  const answer = await apiRequest<CamelKeys<FromSchema<typeof unreadCountWireSchema>>>('/api/notifications/notifications/unread_count/', {
    module: 'notifications',
  });
  return answer.unreadCount;
}
