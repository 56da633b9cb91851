import { useSyncExternalStore } from 'react';
import type { AppNotification } from '../api/notifications/app-notification';

/** What the bell shows: the unread count and the newest unread notifications (at most DROPDOWN_LIMIT). */
export interface NotificationsState {
  unreadCount: number;
  items: readonly AppNotification[];
}

const EMPTY: NotificationsState = { unreadCount: 0, items: [] };

let state: NotificationsState = EMPTY;
const listeners = new Set<() => void>();
/** Counts the times notifications were marked read here, so a poll answered from before a mark can tell. */
let marks = 0;

/** How many times notifications were marked read in this page so far. */
export function marksSoFar(): number {
  return marks;
}

export function getNotificationsState(): NotificationsState {
  return state;
}

export function setNotificationsState(next: NotificationsState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Count 0, list empty: after a failed fetch (spec 000 §8) and when the session ends. */
export function resetNotifications(): void {
  if (state !== EMPTY) setNotificationsState(EMPTY);
}

/** Takes read notifications out of the list and the count, without waiting for the next poll. */
export function removeFromNotifications(ids: readonly number[] | 'all'): void {
  marks += 1;
  if (ids === 'all') {
    setNotificationsState(EMPTY);
    return;
  }
  setNotificationsState({
    unreadCount: Math.max(0, state.unreadCount - ids.length),
    items: state.items.filter((item) => !ids.includes(item.id)),
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationsState(): NotificationsState {
  return useSyncExternalStore(subscribe, getNotificationsState, getNotificationsState);
}
