import { isPlainObject } from '../shared/plain-object';

/** Answers by camelCase field name, as the browser holds them and the server stores them. */
export type Answers = Readonly<Record<string, unknown>>;

/**
 * Whether a field counts as answered. Absent, null, blank text, an empty list and an empty object do not;
 * `false` and `0` do (a budget of 0 and "I have not managed" are real answers).
 */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  return true;
}
