import type { NotificationRow } from '../db/schema';
import type { notificationWireSchema } from '../../shared/wire/notifications-wire';
import type { FromSchema } from 'json-schema-to-ts';

const UNITS: [string, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 hours", "1 minute", "0 minutes": the age of a notification as the spec's timeSinceCreated. */
export function timeSince(createdAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'}`;
  }
  return '0 minutes';
}

export function notificationWire(row: NotificationRow, now: Date): FromSchema<typeof notificationWireSchema> {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    type: row.type,
    action_url: row.actionUrl,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    time_since_created: timeSince(row.createdAt, now),
  };
}
