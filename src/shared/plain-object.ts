/**
 * Whether `value` is a plain object: not null, not a list, not a Date. JSON bodies, answers, schemas and records
 * are read through this one guard. The type argument names what the caller knows the object holds (a schema,
 * answers); the check itself is only that it is an object with keys.
 */
export function isPlainObject<T extends object = Record<string, unknown>>(value: unknown): value is T {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
