import { formatMomentDate } from './marketplace-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The bell's relative times (spec 000 §5): Just now, 5m ago, 3h ago, 2d ago, then a date. */
export function notificationAge(createdAt: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(createdAt));
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return formatMomentDate(createdAt);
}
