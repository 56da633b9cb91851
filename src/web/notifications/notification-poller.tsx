import { useEffect } from 'react';
import type { UserType } from '../../shared/user-types';
import { useSession } from '../session/use-session';
import { loadNotifications } from './load-notifications';
import { resetNotifications } from './notifications-store';
import { startPolling } from './poll-schedule';

/**
 * Spec 000 §4 polls notifications for job seekers and staff; §2 shows the bell to every signed-in person, and
 * employees hear of staff's review of their roles there (issue 22), so they are polled the same way.
 */
export const NOTIFIED_USER_TYPES: readonly UserType[] = ['jobseeker', 'employee', 'staff'];

/**
 * Keeps the notifications store filled while someone is signed in. Mounted once, in the
 * app shell, so however many bells the top bar draws there is one schedule. A new person (another user id)
 * starts a new schedule; a refreshed token of the same person does not.
 */
export function NotificationPoller() {
  const { valid, claims } = useSession();
  const userType = claims?.userType ?? null;
  const person = valid && userType !== null && NOTIFIED_USER_TYPES.includes(userType) ? `${userType}:${String(claims?.userId)}` : null;

  useEffect(() => {
    if (person === null) return;
    const stop = startPolling(loadNotifications);
    return () => {
      stop();
      resetNotifications();
    };
  }, [person]);

  return null;
}
