import { UNKNOWN_ERROR_MESSAGE } from './error-messages';

/**
 * "The first value of the error body" (spec 000 §8): `{"detail": "..."}` gives the detail and
 * `{"email": ["...", ...]}` the first message of the first field; anything else gives 'Unknown error'.
 */
export function firstErrorMessage(body: unknown): string {
  if (typeof body === 'string') return body.trim() === '' ? UNKNOWN_ERROR_MESSAGE : body;
  if (Array.isArray(body)) return body.length > 0 ? firstErrorMessage(body[0]) : UNKNOWN_ERROR_MESSAGE;
  if (typeof body === 'object' && body !== null) {
    const values = Object.values(body);
    return values.length > 0 ? firstErrorMessage(values[0]) : UNKNOWN_ERROR_MESSAGE;
  }
  return UNKNOWN_ERROR_MESSAGE;
}
