const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * "in 2 days", "3 hours ago": the largest non-zero unit between now and an ISO timestamp, seconds as the
 * fallback (spec 000 §5).
 */
export function relativePhrase(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    const amount = Math.trunc(seconds / size);
    if (amount !== 0) return formatter.format(amount, unit);
  }
  return formatter.format(0, 'second');
}
