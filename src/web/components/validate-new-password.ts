import { PASSWORD_CHECKS, PASSWORD_MISMATCH_LABEL, passwordProblems } from '../../shared/password-rule';

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/**
 * The client's check of a new password and its confirmation (spec 000 §5), before any call: the same rule the
 * server applies, so a weak password is refused here with the checklist showing what is missing.
 */
export function validateNewPassword(password: string, confirmPassword: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    // The checklist names the missing rules; only the length cap is not on it.
    const checklistMet = PASSWORD_CHECKS.every((check) => check.test(password));
    errors.password = checklistMet ? problems[0] : 'Your password must meet every rule in the list below.';
  }
  if (confirmPassword === '' || confirmPassword !== password) errors.confirmPassword = PASSWORD_MISMATCH_LABEL;
  return errors;
}
