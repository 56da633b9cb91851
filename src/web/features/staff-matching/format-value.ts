const numberFormat = new Intl.NumberFormat('en-US');

/** A snake_case or camelCase word as a person reads it: "metro_area" and "metroArea" → "Metro area". */
export function humanise(word: string): string {
  const spaced = word
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return spaced === '' ? word : spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A filter's or factor's name as a person reads it: codes ("open_to_matching") are put in words, words kept. */
export function ruleName(name: string): string {
  return /^[a-z0-9_]+$/.test(name) ? humanise(name) : name;
}

/**
 * Any value the algorithm compares (a number, a list, a range, yes or no) as one line of text. Nothing is
 * hidden: an unknown shape is written out key by key rather than dropped.
 */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? numberFormat.format(value) : String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map(formatValue).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '—';
    // "skill_id: …" holds the skill's title by now; the "id" is the algorithm's word, not the reader's.
    return entries.map(([key, item]) => `${humanise(key.replace(/(_id|Id)$/, ''))}: ${formatValue(item)}`).join('; ');
  }
  return String(value);
}
