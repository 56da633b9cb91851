import { apiRequest } from '../api-client';

interface UnreadCountResponse {
  unreadCount: number;
}

/** GET /api/notifications/notifications/unread_count/: how many notifications the signed-in person has not read. */
export async function getUnreadCount(): Promise<number> {
  const answer = await apiRequest<UnreadCountResponse>('/api/notifications/notifications/unread_count/', { module: 'notifications' });
  return answer.unreadCount;
}
