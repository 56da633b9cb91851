/** Bookkeeping fields of a staff filter that say nothing about what it selects. */
const IGNORED = new Set(['lastUpdated', 'filterGroupId']);

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** How many filters differ from a reference filter, ignoring lastUpdated and filterGroupId (spec 000 §3). */
export function filterDifferenceCount(filter: Record<string, unknown>, reference: Record<string, unknown>): number {
  const keys = new Set([...Object.keys(filter), ...Object.keys(reference)]);
  let differences = 0;
  for (const key of keys) {
    if (!IGNORED.has(key) && !sameValue(filter[key], reference[key])) differences += 1;
  }
  return differences;
}
