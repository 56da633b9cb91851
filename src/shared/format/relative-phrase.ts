type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

/** Each unit with its length in seconds, largest first. */
export const RELATIVE_UNITS: readonly (readonly [Unit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** 1234567 as "1,234,567", as English writes a count. */
const grouped = (count: number): string => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * "in 2 days", "3 hours ago": the largest non-zero unit between now and an ISO timestamp, seconds as the
 * fallback (spec 000 §5); text that is not a date as it came. Written out in English rather than with
 * `Intl.RelativeTimeFormat`: the first Intl formatter a page makes loads the browser's locale data (45 to 75 ms of
 * main thread on a two-core machine, four times that on Lighthouse's phone), and the job seeker home's job board
 * would otherwise be the only one it makes. tests/unit/shared/format/format-helpers.test.ts holds it to what
 * `Intl.RelativeTimeFormat('en')` writes.
 */
export function relativePhrase(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return iso;
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.trunc(seconds / size) !== 0) ?? ['second', 1];
  const amount = Math.trunc(seconds / size);
  const span = `${grouped(Math.abs(amount))} ${unit}${Math.abs(amount) === 1 ? '' : 's'}`;
  return amount < 0 ? `${span} ago` : `in ${span}`;
}
