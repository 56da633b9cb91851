import type { FromSchema } from 'json-schema-to-ts';
import { EMAIL_MAX_LENGTH } from '../email-address';
import { SIGN_UP_USER_TYPES, USER_TYPES } from '../user-types';
import type { CamelWire } from './camel-keys';
import { employerReferenceWireSchema } from './employer-wire';
import { personNameWireProperties } from './person-name-properties';
import { boolean, closedRecord, integer, integerOrNull, listOf, oneOf, orNull, text, textOrNull } from './schema-builders';

/**
 * A new session token: sign-up (201), refresh, claiming an account, starting and ending an impersonation.
 * The client keeps it as its bearer; the spec's POST /refresh/ answers exactly this.
 */
export const tokenWireSchema = closedRecord({ token: text });

/** The answer of the calls that start or renew a session, as the browser reads it. */
export type TokenResponse = CamelWire<typeof tokenWireSchema>;

/** The code step a two-factor account meets after its first factor (spec 000 §7 POST /login/). */
export const twoFactorChallengeWireSchema = closedRecord({
  requires_2fa: { const: true },
  /** Whose sign-in it is: the code step sends it back with the code. */
  user_id: integer,
  message: text,
});

/**
 * What a proven first factor (POST /login/, the e-mailed link, POST /reset-password/confirm/) answers: a session
 * token, or for a two-factor account the code step. Either shape is serialised whole.
 */
export const signInAnswerWireSchema = { anyOf: [tokenWireSchema, twoFactorChallengeWireSchema] } as const;

export type SignInAnswer = CamelWire<typeof signInAnswerWireSchema>;

/** POST /login/. */
export const loginBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    password: { type: 'string', maxLength: 1024 },
  },
} as const;

export type LoginBody = FromSchema<typeof loginBodySchema>;

// The schema only bounds the request; the limits people meet are checked by the sign-up route, in the form's words.
const SIGN_UP_TEXT_MAX = 1000;

/** POST /api/user/: sign-up (spec 000 §5, §7). */
export const signUpBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['first_name', 'last_name', 'email', 'password', 'user_type'],
  properties: {
    first_name: { type: 'string', maxLength: SIGN_UP_TEXT_MAX },
    last_name: { type: 'string', maxLength: SIGN_UP_TEXT_MAX },
    email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    // The rule's own 128 limit is reported by passwordProblems; this only bounds the request.
    password: { type: 'string', maxLength: 1024 },
    user_type: oneOf(SIGN_UP_USER_TYPES),
    /** Required for employers; left out for job seekers. */
    organization: { type: 'string', maxLength: SIGN_UP_TEXT_MAX },
  },
} as const;

export type SignUpBody = FromSchema<typeof signUpBodySchema>;

/** An employee's organisation as the shell addresses it. */

/** The signed-in person as the shell sees them (spec 000 §3 Profile): GET /api/my-profile/, PATCH /api/user/{id}/. */
export const myProfileWireSchema = closedRecord({
  id: integer,
  /** The same id again: the spec's profile names the user it belongs to. */
  user: integer,
  user_type: oneOf(USER_TYPES),
  email: text,
  ...personNameWireProperties,
  name: text,
  logo: textOrNull,
  job_title: textOrNull,
  has_confirmed_email: boolean,
  /** Also true for an employee a staff member acts as, so the shell offers Back to Staff Account. */
  is_staff: boolean,
  viewed_term_version: integerOrNull,
  /** The job seeker flow's complete sections; [] for everyone else. */
  completed_sections: listOf(text),
  /**
   * The job seeker flow's sections in its order, each with the app path of its first step on the person's path
   * (the home's section cards); [] for everyone else.
   */
  profile_sections: listOf(closedRecord({ name: text, path: text })),
  employer_id: integerOrNull,
  /** Employees: whether their employer lets them open the matching page (spec 000 §2 Matches menu). */
  can_access_matching: boolean,
  /** An employee's organisation, as the shell addresses it; null for everyone else. */
  employer: orNull(employerReferenceWireSchema),
  /** The team administrators' grants (issue 10); false for other kinds of user. */
  can_edit_roles: boolean,
  is_team_admin: boolean,
});

export type MyProfile = CamelWire<typeof myProfileWireSchema>;

/** PATCH /api/user/{id}/: the base user fields a person may change themselves. */
export const updateUserBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    first_name: { type: 'string', minLength: 1, maxLength: 150 },
    last_name: { type: 'string', minLength: 1, maxLength: 150 },
    viewed_term_version: { type: 'integer', minimum: 1 },
    // A job seeker's phoneNumber answer (spec 001 §3.1); checked against the flow's schema by the route.
    phone_number: { type: ['string', 'null'], maxLength: 40 },
    // An employee's own title (/employee/details); a job seeker's roles are answers of their flow instead.
    job_title: { type: 'string', maxLength: 150 },
  },
} as const;

export type UpdateUserBody = FromSchema<typeof updateUserBodySchema>;

/** GET /api/2fa/status/: the two-factor state of spec 000 §3. */
export const twoFactorStatusWireSchema = closedRecord({
  enabled: boolean,
  backup_tokens_remaining: integer,
  /** A secret awaits confirmation with a code. */
  pending_setup: boolean,
  required: boolean,
});

export type TwoFactorStatus = CamelWire<typeof twoFactorStatusWireSchema>;

/** POST /api/2fa/setup/: a new secret awaiting confirmation with a code. */
export const twoFactorSetupWireSchema = closedRecord({
  /** The base32 secret, for typing into an app by hand. */
  secret: text,
  otpauth_uri: text,
  /** A data:image/png URL of the QR code of otpauth_uri. */
  qr_code: text,
});

export type TwoFactorSetup = CamelWire<typeof twoFactorSetupWireSchema>;

/** POST /api/2fa/verify-setup/: two-factor is on; every other session ended and this one continues with `token`. */
export const confirmTwoFactorSetupWireSchema = closedRecord({
  enabled: boolean,
  /** Shown once: only their digests are kept. */
  backup_tokens: listOf(text),
  token: text,
});

export type ConfirmTwoFactorSetupResponse = CamelWire<typeof confirmTwoFactorSetupWireSchema>;

/** DELETE /api/2fa/disable/: two-factor is off; every other session ended. */
export const disableTwoFactorWireSchema = closedRecord({ enabled: boolean, token: text });

/** POST /api/2fa/backup-tokens/: ten new backup codes, shown once; every other session ended. */
export const backupCodesWireSchema = closedRecord({ backup_tokens: listOf(text), token: text });

/** POST /api/2fa/verify/: the second factor of a sign-in was accepted; `token` is the session. */
export const verifyTwoFactorWireSchema = closedRecord({ verified: boolean, token: text });

export type VerifyTwoFactorResponse = CamelWire<typeof verifyTwoFactorWireSchema>;

/** POST /api/employer/contract/ (employee): e-mail the organisation's contract to a colleague who signs it. */
export const forwardContractBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['employer_id', 'email_address', 'first_name'],
  properties: {
    employer_id: { type: 'integer', minimum: 1 },
    email_address: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    first_name: { type: 'string', minLength: 1, maxLength: 150 },
  },
} as const;

export type ForwardContractInput = CamelWire<typeof forwardContractBodySchema>;

/** The answers that only say, in a sentence for the person, what happened (`{"detail": "We e-mailed …"}`). */
export const detailWireSchema = closedRecord({ detail: text });

/** POST /reset-password/validate_token/: the e-mailed link still works (otherwise a 400 says what to do). */
export const tokenValidWireSchema = closedRecord({ status: oneOf(['OK']) });

/** PATCH /api/user/{id}/confirm_email/: the secret from the e-mailed link proved the address. */
export const confirmEmailWireSchema = closedRecord({ has_confirmed_email: boolean });
