import { isValidEmail } from '../../../shared/email-address';
import type { ReferralAccountType, ReferralInput } from '../../api/referrals/send-referral';

export interface ReferralValues {
  firstName: string;
  lastName: string;
  email: string;
  accountType: ReferralAccountType;
  organization: string;
}

export type ReferralField = keyof ReferralValues;
export type ReferralErrors = Partial<Record<ReferralField, string>>;

export const EMPTY_REFERRAL: ReferralValues = { firstName: '', lastName: '', email: '', accountType: 'jobseeker', organization: '' };

const FIELDS: readonly ReferralField[] = ['firstName', 'lastName', 'email', 'accountType', 'organization'];

/** The checks made before sending; the server makes them again and a few more (such as your own address). */
export function validateReferral(values: ReferralValues): ReferralErrors {
  const errors: ReferralErrors = {};
  if (values.firstName.trim() === '') errors.firstName = "Enter your friend's first name.";
  if (values.lastName.trim() === '') errors.lastName = "Enter your friend's last name.";
  if (!isValidEmail(values.email.trim())) errors.email = "Enter your friend's e-mail address, such as name@school.org.";
  return errors;
}

/** The request body: trimmed, with the organisation only for an employer. */
export function referralInput(userId: number, values: ReferralValues): ReferralInput {
  const organization = values.organization.trim();
  return {
    user: userId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    accountType: values.accountType,
    ...(values.accountType === 'employer' && organization !== '' ? { organization } : {}),
  };
}

/**
 * Splits a 400 body (camelCase field names, lists of messages) into messages under the form's fields and
 * the rest, which has no field to sit under (`detail`, or `user` when the referrer id was refused).
 */
export function splitServerErrors(body: unknown): { fields: ReferralErrors; other: string[] } {
  const fields: ReferralErrors = {};
  const other: string[] = [];
  if (typeof body !== 'object' || body === null) return { fields, other };
  for (const [key, value] of Object.entries(body)) {
    const message = Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(' ') : typeof value === 'string' ? value : '';
    if (message === '') continue;
    if ((FIELDS as readonly string[]).includes(key)) fields[key as ReferralField] = message;
    else other.push(message);
  }
  return { fields, other };
}
