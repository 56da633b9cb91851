/** One notification as the app sees it (spec 000 §3), converted from the server's snake_case. */
export interface AppNotification {
  id: number;
  /** Public handle of the unsubscribe link in the notification's e-mail. */
  uuid: string;
  title: string;
  /** The kind of notification, e.g. `welcome`; unsubscribing turns e-mail of this kind off. */
  type: string;
  /** Where clicking the notification leads: an app path or an absolute URL; null when nowhere. */
  actionUrl: string | null;
  isRead: boolean;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** The server's phrase, e.g. "3 hours"; the bell shows its own relative time from createdAt instead. */
  timeSinceCreated: string;
}
