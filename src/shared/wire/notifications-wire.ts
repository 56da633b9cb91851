import type { CamelWire } from './camel-keys';
import { boolean, closedRecord, integer, resultsOf, text, textOrNull } from './schema-builders';

/** One notification of the bell (spec 000 §3, §7), snake_case as the API sends it. */
export const notificationWireSchema = closedRecord({
  id: integer,
  /** Public handle of the unsubscribe link in the notification's e-mail. */
  uuid: text,
  title: text,
  /** The kind of notification, e.g. `welcome`; unsubscribing turns e-mail of this kind off. */
  type: text,
  /** Where clicking the notification leads: an app path or an absolute URL; null when nowhere. */
  action_url: textOrNull,
  is_read: boolean,
  /** ISO 8601 timestamp. */
  created_at: text,
  /** The server's phrase, e.g. "3 hours"; the bell shows its own relative time from created_at instead. */
  time_since_created: text,
});

/** A notification as the browser reads it (keys in camelCase). */
export type AppNotification = CamelWire<typeof notificationWireSchema>;

/** GET /api/notifications/notifications/: the caller's notifications, newest first. */
export const notificationListWireSchema = resultsOf(notificationWireSchema);

/** GET /api/notifications/notifications/unread_count/. */
export const unreadCountWireSchema = closedRecord({ unread_count: integer });

/** POST /api/notifications/notifications/mark_as_read/: how many were marked. */
export const markAsReadWireSchema = closedRecord({ marked: integer });

/** PATCH /api/notifications/unsubscribe/{uuid}: the kind of e-mail turned off or back on. */
export const notificationSubscriptionWireSchema = closedRecord({ type: text, subscribe: boolean });
