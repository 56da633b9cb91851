import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { firstErrorMessage } from '../../api/first-error-message';
import type { SignUpErrors, SignUpField } from './sign-up-values';
import { NAME_STEP_FIELDS } from './sign-up-values';
import { isPlainObject } from '../../../shared/plain-object';

const FIELDS_THE_SERVER_CHECKS: readonly SignUpField[] = ['firstName', 'lastName', 'organization', 'email', 'password'];

export interface RoutedServerErrors {
  /** Messages to show under their fields. */
  fieldErrors: SignUpErrors;
  /** A message that belongs to no field (a detail, an unreachable server), shown above the form. */
  general: string | null;
  /** The step to show: 1 when a step-1 field was refused, so the person sees the message where they can fix it. */
  step: 1 | 2;
}

function isFieldName(key: string): key is SignUpField {
  return (FIELDS_THE_SERVER_CHECKS as readonly string[]).includes(key);
}

/** Sorts a failed sign-up's answer (`{"email": ["..."]}` or `{"detail": "..."}`) into field and page messages. */
export function routeServerErrors(error: unknown): RoutedServerErrors {
  const fieldErrors: SignUpErrors = {};
  let general: string | null = null;
  const body = isApiError(error) && error.kind === 'client' ? error.body : null;
  if (isPlainObject(body)) {
    for (const [key, value] of Object.entries(body)) {
      const message = firstErrorMessage(value);
      if (isFieldName(key)) fieldErrors[key] = message;
      else general ??= message;
    }
  }
  if (general === null && Object.keys(fieldErrors).length === 0) {
    general = isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE;
  }
  const onNameStep = NAME_STEP_FIELDS.some((field) => fieldErrors[field] !== undefined);
  return { fieldErrors, general, step: onNameStep ? 1 : 2 };
}
