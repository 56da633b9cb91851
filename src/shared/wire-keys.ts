import { isPlainObject } from './plain-object';
import { KEYS_ARE_DATA_PATHS, itemsPath, propertyPath } from './wire/keys-are-data';

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

const keptPaths = new Set(KEYS_ARE_DATA_PATHS);

/**
 * A whole body renamed as renameKeysDeep does, except the contents of the properties the wire schemas mark
 * `keysAreData` (keys-are-data.ts), which are data and pass untouched. `path` is where `value` sits, in wire names.
 */
function renameBodyKeys(value: unknown, rename: (key: string) => string, wireName: (key: string) => string, path = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => renameBodyKeys(item, rename, wireName, itemsPath(path)));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const at = propertyPath(path, wireName(key));
      return [rename(key), keptPaths.has(at) ? item : renameBodyKeys(item, rename, wireName, at)];
    }),
  );
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
 * camelCase app object to the snake_case wire body, with the §5 empty-value rule unless `keepEmptyValues` (answers,
 * where an empty value clears the answer and is sent as null); a property marked `keysAreData` goes as given.
 */
export function toWire(body: unknown, options: { keepEmptyValues?: boolean } = {}): unknown {
  const emptyRule = (item: unknown) => (isPlainObject(item) ? (options.keepEmptyValues ? emptyAsNull(item) : dropEmptyEntries(item)) : item);
  return renameBodyKeys(Array.isArray(body) ? body.map(emptyRule) : emptyRule(body), snakeKey, snakeKey);
}

function emptyAsNull(body: PlainObject): PlainObject {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value === undefined || value === '' ? null : value]));
}

/** camelCase keys as snake_case at every depth, values untouched: answers and records going out on the wire. */
export function keysToWire<T>(body: T): T {
  if (Array.isArray(body) || isPlainObject(body)) return renameKeysDeep(body, snakeKey) as T;
  return body;
}

/** snake_case keys as camelCase at every depth, values untouched: a part of a body (an answer, a record) the server reads. */
export function keysFromWire<T>(body: unknown): T {
  if (Array.isArray(body) || isPlainObject(body)) return renameKeysDeep(body, camelKey) as T;
  return body as T;
}

/** snake_case wire body to camelCase app object, at every depth but inside the properties marked `keysAreData`. */
export function fromWire<T>(body: unknown): T {
  if (Array.isArray(body) || isPlainObject(body)) {
    return renameBodyKeys(body, camelKey, (key) => key) as T;
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
