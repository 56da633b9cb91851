import { isPlainObject } from './plain-object';

type PlainObject = Record<string, unknown>;

/**
 * A wire key as the app's: `first_name` → `firstName`; a letter after a digit starts a word, so `requires_2fa`
 * → `requires2Fa` (spec 000's POST /login/ answer). A key already in camelCase is kept.
 */
export function camelKey(key: string): string {
  return key
    .replace(/_+([a-z0-9])/g, (_match, next: string) => next.toUpperCase())
    .replace(/(\d)([a-z])/g, (_match, digit: string, next: string) => digit + next.toUpperCase());
}

/**
 * An app key as the wire's: `firstName` → `first_name`, `addressLine2` → `address_line2` (a digit does not start
 * a word), `requires2Fa` → `requires2_fa`, `HTMLField` → `html_field`. A key already in snake_case is kept.
 */
export function snakeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/**
 * Every key of plain objects, at any depth and inside lists, renamed; values that are not plain objects or
 * lists are kept as they are. Written here rather than taken from camelcase-keys and snakecase-keys: those two
 * and their seven dependencies were a third of what the sign-in page's API client weighed (issue 13's budget),
 * for two regular expressions. Object.fromEntries makes a `__proto__` key an own property, never a prototype.
 */
function renameKeysDeep(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeysDeep(item, rename));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [rename(key), renameKeysDeep(item, rename)]));
}

/**
 * The key rule of spec 000 §5 for outgoing bodies: drop entries whose value is empty or false-like, keep
 * boolean false. Numbers are kept, zero included, because 0 is a real answer (a budget of 0, 0 years), and
 * so are nested objects and arrays, which are converted key by key.
 */
export function dropEmptyEntries(body: PlainObject): PlainObject {
  const kept: PlainObject = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    kept[key] = value;
  }
  return kept;
}

/**
 * camelCase app object to the snake_case wire body, with the §5 empty-value rule unless `keepEmptyValues`
 * (answers, where an empty value clears the answer and is sent as null).
 */
export function toWire(body: unknown, options: { keepEmptyValues?: boolean } = {}): unknown {
  if (Array.isArray(body)) return body.map((item) => toWire(item, options));
  if (!isPlainObject(body)) return body;
  if (options.keepEmptyValues) return renameKeysDeep(emptyAsNull(body), snakeKey);
  return renameKeysDeep(dropEmptyEntries(body), snakeKey);
}

function emptyAsNull(body: PlainObject): PlainObject {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value === undefined || value === '' ? null : value]));
}

/** camelCase keys as snake_case at every depth, values untouched: answers and records going out on the wire. */
export function keysToWire<T>(body: T): T {
  if (Array.isArray(body) || isPlainObject(body)) return renameKeysDeep(body, snakeKey) as T;
  return body;
}

/** snake_case wire body to camelCase app object, at every depth. */
export function fromWire<T>(body: unknown): T {
  if (Array.isArray(body) || isPlainObject(body)) {
    return renameKeysDeep(body, camelKey) as T;
  }
  return body as T;
}

/** Query parameters follow the same naming rule as bodies. */
export function toWireQuery(params: PlainObject): URLSearchParams {
  const search = new URLSearchParams();
  const wire = toWire(params) as PlainObject;
  for (const [key, value] of Object.entries(wire)) search.append(key, String(value));
  return search;
}
