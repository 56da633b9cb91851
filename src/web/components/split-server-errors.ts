import { isApiError } from '../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../api/error-messages';
import { firstErrorMessage } from '../api/first-error-message';
import { isPlainObject } from '../../shared/plain-object';

export interface SplitServerErrors<F extends string> {
  /** Messages to show under their fields. */
  fieldErrors: Partial<Record<F, string>>;
  /** A message that belongs to no field (a detail, an unreachable server), for above the form; null if none. */
  general: string | null;
}

/**
 * Sorts a failed call's answer (`{"new_password": ["..."]}` or `{"detail": "..."}`) into field messages and a
 * general one. `fields` maps the answer's (camelCase) keys to the form's field names.
 */
export function splitServerErrors<F extends string>(error: unknown, fields: Readonly<Record<string, F>>): SplitServerErrors<F> {
  const fieldErrors: Partial<Record<F, string>> = {};
  let general: string | null = null;
  const body = isApiError(error) && error.kind === 'client' ? error.body : null;
  if (isPlainObject(body)) {
    for (const [key, value] of Object.entries(body)) {
      const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
      const message = firstErrorMessage(value);
      if (field !== undefined) fieldErrors[field] ??= message;
      else general ??= message;
    }
  }
  if (general === null && Object.keys(fieldErrors).length === 0) {
    general = isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE;
  }
  return { fieldErrors, general };
}
