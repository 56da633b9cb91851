import { validateResetToken } from '../../api/account/validate-reset-token';
import { isApiError } from '../../api/api-error';

// Checking a link does not spend it, but React's development double-run of effects need not check it twice.
const checks = new Map<string, Promise<unknown>>();

/** POST /reset-password/validate_token/ once per link and page load; a check that got no answer can be retried. */
export function validateResetTokenOnce(token: string): Promise<unknown> {
  let check = checks.get(token);
  if (check === undefined) {
    check = validateResetToken(token);
    check.catch((error: unknown) => {
      if (!isApiError(error) || error.retryable) checks.delete(token);
    });
    checks.set(token, check);
  }
  return check;
}
