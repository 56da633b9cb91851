/** A source of numbers in [0, 1): `seededRandom`, so generated people repeat for a seed. */
export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same people, so demo data and benchmarks repeat. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

/** Earlier entries more often: lists ordered by size or by how central an entry is (metro areas, an area's skills). */
export function pickSkewed<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * random() * values.length)]!;
}

/** `count` different entries; `skewed` favours earlier ones, as `pickSkewed` does. */
export function pickSome<T>(random: Random, values: readonly T[], count: number, skewed = false): T[] {
  const pool = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const at = Math.floor((skewed ? random() * (0.4 + 0.6 * random()) : random()) * pool.length);
    chosen.push(pool.splice(at, 1)[0]!);
  }
  return chosen;
}

/** A whole number from `low` up to but not including `high`, in steps of `step`. */
export function between(random: Random, low: number, high: number, step = 1): number {
  return low + Math.floor((random() * (high - low)) / step) * step;
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Values with relative weights, the running totals worked out once: the generator draws from them 100,000 times. */
export interface Weighted<T> {
  values: readonly T[];
  totals: readonly number[];
}

export function weighted<T>(entries: readonly (readonly [T, number])[]): Weighted<T> {
  let sum = 0;
  return { values: entries.map(([value]) => value), totals: entries.map(([, weight]) => (sum += weight)) };
}

export function pickWeighted<T>(random: Random, table: Weighted<T>): T {
  const x = random() * table.totals[table.totals.length - 1]!;
  const at = table.totals.findIndex((total) => x < total);
  return table.values[at < 0 ? table.values.length - 1 : at]!;
}
