import type { ApiServer } from './api-server';
import type { FastifyRequest } from 'fastify';
import { AppError, type FieldErrors } from '../errors/app-error';

/** A NUL character, or a UTF-16 surrogate without its pair: text that PostgreSQL cannot store or UTF-8 encode. */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be stored (a NUL character or half of a UTF-16 surrogate pair). Remove it and send the text again.';

export const RESERVED_KEY_MESSAGE = 'This name belongs to every JavaScript object (like "constructor") and is no field of this API. Remove it.';

/**
 * Keys that name a property every object inherits ("constructor", "__proto__", "toString"...). No field of the
 * API has such a name, and code that keeps messages or values in plain objects keyed by what was sent
 * (`errors[key] ??= []`) would find the inherited property there instead of nothing.
 */
export function isReservedKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(Object.prototype, key);
}

/** Whether a string holds a character PostgreSQL text and JSON columns refuse. */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The dotted paths ("education.0.school") of every string and object key holding unstorable text, and of every
 * reserved key, with the message for each. The walk is iterative, so a deep value cannot overflow the stack (the
 * JSON parser bounds the depth anyway).
 */
export function unstorableTextPaths(value: unknown, root: string): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) found.push({ path, message: UNSTORABLE_TEXT_MESSAGE });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, path === '' ? String(index) : `${path}.${index}`]));
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        // A bad key is named in a form that can be sent back (JSON escapes), since it cannot be printed as it is.
        const name = isUnstorableText(key) ? JSON.stringify(key).slice(1, -1) : key;
        const at = path === '' ? name : `${path}.${name}`;
        if (isUnstorableText(key)) found.push({ path: at, message: UNSTORABLE_TEXT_MESSAGE });
        else if (isReservedKey(key)) found.push({ path: at, message: RESERVED_KEY_MESSAGE });
        else stack.push([item, at]);
      }
    }
  }
  return found.reverse();
}

/** The body, query and path parameters of a request, checked for unstorable text and reserved keys; a 400 naming each field. */
function refuseUnstorableText(request: FastifyRequest): void {
  const paths = [...unstorableTextPaths(request.params, ''), ...unstorableTextPaths(request.query, ''), ...unstorableTextPaths(request.body, '')];
  if (paths.length === 0) return;
  // A body that is one bare string (text/plain) has no field to name.
  const whole = paths.find(({ path }) => path === '');
  if (whole) throw AppError.detail(400, whole.message);
  // Keyed by what was sent, so kept in an object with no inherited properties.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  for (const { path, message } of paths) (errors[path] ??= []).push(message);
  throw AppError.fields({ ...errors });
}

/**
 * Refuses, for every route at once, input text that the database would fail on: decided before validation and
 * before any handler, so no route can forget it and none answers a 500 for it.
 */
export function registerUnstorableTextGuard(app: ApiServer): void {
  app.addHook('preValidation', async (request) => refuseUnstorableText(request));
}
