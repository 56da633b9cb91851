/**
 * Spec 000 §3: a filter object carries lastUpdated and filterGroupId, which say when and in which group it was
 * saved, not what it filters, so they never count as a difference. Either spelling (camelCase in the app,
 * snake_case on the wire) is ignored, so both sides can count with this one function.
 */
export const FILTER_BOOKKEEPING_KEYS = ['lastUpdated', 'filterGroupId', 'last_updated', 'filter_group_id'] as const;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    // A list of choices is a set: the order it was picked in is not a difference.
    return value
      .map(canonical)
      .map((item) => JSON.stringify(item))
      .sort();
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value === undefined ? null : value;
}

/** How many filters of `filters` differ from `reference` (a missing value equals null; lists compare as sets). */
export function countFilterDifferences(reference: Record<string, unknown>, filters: Record<string, unknown>): number {
  const ignored = new Set<string>(FILTER_BOOKKEEPING_KEYS);
  const keys = new Set([...Object.keys(reference), ...Object.keys(filters)].filter((key) => !ignored.has(key)));
  let differences = 0;
  for (const key of keys) if (JSON.stringify(canonical(reference[key])) !== JSON.stringify(canonical(filters[key]))) differences += 1;
  return differences;
}
