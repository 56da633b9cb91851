import { isValidEmail } from '../../../shared/email-address';
import { PASSWORD_CHECKS, PASSWORD_MISMATCH_LABEL, passwordProblems } from '../../../shared/password-rule';
import { NAME_MAX_LENGTH, NAME_TOO_LONG, ORGANIZATION_MAX_LENGTH, ORGANIZATION_TOO_LONG } from '../../../shared/sign-up-limits';
import type { SignUpUserType } from '../../../shared/user-types';

/** Everything the two sign-up steps ask for; kept whole across Back, Continue and failed submissions. */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  organization: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

export type SignUpField = keyof SignUpValues;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

export const INITIAL_SIGN_UP_VALUES: SignUpValues = {
  firstName: '',
  lastName: '',
  organization: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

/** The fields of step 1; an error on any of them sends the person back there. */
export const NAME_STEP_FIELDS: readonly SignUpField[] = ['firstName', 'lastName', 'organization'];

export function validateNameStep(values: SignUpValues, accountType: SignUpUserType): SignUpErrors {
  const errors: SignUpErrors = {};
  if (values.firstName.trim() === '') errors.firstName = 'Enter your first name.';
  else if (values.firstName.trim().length > NAME_MAX_LENGTH) errors.firstName = NAME_TOO_LONG;
  if (values.lastName.trim() === '') errors.lastName = 'Enter your last name.';
  else if (values.lastName.trim().length > NAME_MAX_LENGTH) errors.lastName = NAME_TOO_LONG;
  if (accountType === 'employee' && values.organization.trim() === '') {
    errors.organization = 'Enter the name of your organization.';
  } else if (accountType === 'employee' && values.organization.trim().length > ORGANIZATION_MAX_LENGTH) {
    // Checked here, on the step that asks it, not only by the server after the second step.
    errors.organization = ORGANIZATION_TOO_LONG;
  }
  return errors;
}

export function validateCredentialsStep(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'Enter your e-mail address.';
  else if (!isValidEmail(email)) errors.email = 'Enter a valid e-mail address, like name@example.com.';
  const problems = passwordProblems(values.password);
  if (problems.length > 0) {
    // The checklist already names the missing rules; only the length cap is not on it.
    const checklistMet = PASSWORD_CHECKS.every((check) => check.test(values.password));
    errors.password = checklistMet ? problems[0] : 'Your password must meet every rule in the list below.';
  }
  if (values.confirmPassword !== values.password || values.confirmPassword === '') {
    errors.confirmPassword = PASSWORD_MISMATCH_LABEL;
  }
  if (!values.acceptedTerms) {
    errors.acceptedTerms = 'You must agree to the Terms of Service and Privacy Policy to create an account.';
  }
  return errors;
}

export function hasErrors(errors: SignUpErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
