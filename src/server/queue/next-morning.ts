import { MARKETPLACE_TIME_ZONE } from '../../shared/format/marketplace-time';

/** Where "the next morning" is read (spec 001 §4.1): the provider works on US Eastern time. */
export const MORNING_TIME_ZONE = MARKETPLACE_TIME_ZONE;
export const MORNING_HOUR = 9;

/** The zone's offset from UTC at an instant, in milliseconds (negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return asUtc - (instant - (instant % 1000));
}

/** The instant a wall-clock time in the zone happens (the later one in the autumn's repeated hour). */
function zonedInstant(year: number, monthIndex: number, day: number, hour: number, timeZone: string): number {
  const guess = Date.UTC(year, monthIndex, day, hour);
  const first = guess - zoneOffsetMs(guess, timeZone);
  // Across a change of offset the first guess is off by the change; a second pass lands on the wall-clock time.
  return guess - zoneOffsetMs(first, timeZone);
}

/**
 * The next 09:00 in New York strictly after `now`: when the confirm-match e-mail goes out. A match proposed in
 * the evening is mailed the next day at nine; one proposed before nine, at nine the same morning.
 */
export function nextMorning(now: Date, timeZone = MORNING_TIME_ZONE, hour = MORNING_HOUR): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
  for (let days = 0; days <= 2; days += 1) {
    const candidate = zonedInstant(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour, timeZone);
    if (candidate > now.getTime()) return new Date(candidate);
  }
  throw new Error('unreachable: a morning comes within two days');
}
