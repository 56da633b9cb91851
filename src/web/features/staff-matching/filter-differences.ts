import { FILTER_BOOKKEEPING_KEYS, type FilterValues } from '../../api/matching/filtersets-api';

/** Values compared as data: key order of objects does not matter, list order does. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The criteria of a filter object, without its bookkeeping (spec 000 §3: lastUpdated, filterGroupId). */
export function criteriaOf(filters: FilterValues): string[] {
  return Object.keys(filters).filter((key) => !FILTER_BOOKKEEPING_KEYS.includes(key));
}

/**
 * Which criteria of `filters` differ from the role's own (a criterion missing on one side differs when the
 * other has a value). Shown while editing; the saved count is the server's.
 */
export function differingCriteria(filters: FilterValues, reference: FilterValues): string[] {
  const keys = new Set([...criteriaOf(filters), ...criteriaOf(reference)]);
  return [...keys].filter((key) => canonical(filters[key]) !== canonical(reference[key]));
}

export function differsText(n: number): string {
  if (n === 0) return 'Same filters as the role';
  return n === 1 ? '1 filter differs from the role' : `${n} filters differ from the role`;
}
