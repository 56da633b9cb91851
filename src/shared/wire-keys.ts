import camelcaseKeys from 'camelcase-keys';
import snakecaseKeys from 'snakecase-keys';

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
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
  if (options.keepEmptyValues) return snakecaseKeys(emptyAsNull(body), { deep: true });
  return snakecaseKeys(dropEmptyEntries(body), { deep: true });
}

function emptyAsNull(body: PlainObject): PlainObject {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value === undefined || value === '' ? null : value]));
}

/** camelCase keys as snake_case at every depth, values untouched: answers and records going out on the wire. */
export function keysToWire<T>(body: T): T {
  if (Array.isArray(body) || isPlainObject(body)) return snakecaseKeys(body as PlainObject, { deep: true }) as T;
  return body;
}

/** snake_case wire body to camelCase app object, at every depth. */
export function fromWire<T>(body: unknown): T {
  if (Array.isArray(body) || isPlainObject(body)) {
    return camelcaseKeys(body as PlainObject, { deep: true }) as T;
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
