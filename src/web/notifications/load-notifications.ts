import { isApiError } from '../api/api-error';
import { getUnreadCount } from '../api/notifications/get-unread-count';
import { getUnreadNotifications } from '../api/notifications/get-unread-notifications';
import { DROPDOWN_LIMIT } from './notification-constants';
import { marksSoFar, resetNotifications, setNotificationsState } from './notifications-store';
import type { PollOutcome } from './poll-schedule';

/**
 * One poll: the unread count and the newest unread notifications, both at once, into the store. On failure
 * the count goes to 0 and the list empties, and the failure is logged (spec 000 §8), except a 401.
 */
export async function loadNotifications(): Promise<PollOutcome> {
  const marksBefore = marksSoFar();
  try {
    const [unreadCount, items] = await Promise.all([getUnreadCount(), getUnreadNotifications(DROPDOWN_LIMIT)]);
    // Marked read while this poll was on its way: its answer predates the mark and would bring the count back
    // until the next poll. Ask again instead.
    if (marksSoFar() !== marksBefore) return await loadNotifications();
    setNotificationsState({ unreadCount, items });
    return 'success';
  } catch (error) {
    resetNotifications();
    // 401 stops polling silently: the session is over, not the network.
    if (isApiError(error) && error.status === 401) return 'stop';
    console.warn('Notifications could not be loaded.', error);
    return 'failure';
  }
}
