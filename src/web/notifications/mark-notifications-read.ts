import { markAsRead } from '../api/notifications/mark-as-read';
import { loadNotifications } from './load-notifications';
import { getNotificationsState, removeFromNotifications } from './notifications-store';

/**
 * Marks one notification, or all of them, as read and takes them off the bell. A failure is only logged
 * (spec 000 §8): the bell keeps showing what it showed, and the next poll tells the truth either way.
 */
export async function markNotificationsRead(ids: readonly number[] | 'all'): Promise<void> {
  try {
    await markAsRead(ids === 'all' ? [] : ids);
  } catch (error) {
    console.warn('Notifications could not be marked as read.', error);
    return;
  }
  removeFromNotifications(ids);
  // More unread than the dropdown held: fetch the next ones now rather than at the next poll.
  const { unreadCount, items } = getNotificationsState();
  if (unreadCount > items.length) await loadNotifications();
}
