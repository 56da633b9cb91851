import type { FromSchema } from 'json-schema-to-ts';
import { EMAIL_MAX_LENGTH } from '../email-address';
import type { CamelWire } from './camel-keys';
import { closedRecord, integer, oneOf } from './schema-builders';

/**
 * POST /api/user/create_coworker/: a team administrator (or staff, naming the organisation) creates an employee
 * account; it answers the new team member (team-wire.ts).
 */
export const createCoworkerBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['first_name', 'last_name', 'email'],
  properties: {
    first_name: { type: 'string', minLength: 1, maxLength: 150 },
    last_name: { type: 'string', minLength: 1, maxLength: 150 },
    email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    job_title: { type: 'string', maxLength: 150 },
    /** Staff name the organisation; an employee adds to their own. */
    employer_id: { type: 'integer', minimum: 1 },
    /** The new coworker's permissions; left out, the column defaults (matching and role editing, not admin). */
    can_access_matching: { type: 'boolean' },
    can_edit_roles: { type: 'boolean' },
    is_team_admin: { type: 'boolean' },
  },
} as const;

export type CreateCoworkerBody = FromSchema<typeof createCoworkerBodySchema>;

export const REFERRAL_ACCOUNT_TYPES = ['jobseeker', 'employer'] as const;

/** POST /api/referrals/: Refer a Friend (spec 000 §7), sent in the referrer's own name. */
export const referralBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'first_name', 'last_name', 'email', 'account_type'],
  properties: {
    /** The referrer's own user id. */
    user: { type: 'integer' },
    first_name: { type: 'string', minLength: 1, maxLength: 150 },
    last_name: { type: 'string', minLength: 1, maxLength: 150 },
    email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    account_type: oneOf(REFERRAL_ACCOUNT_TYPES),
    /** Only for employers. */
    organization: { type: 'string', maxLength: 200 },
  },
} as const;

export type ReferralInput = CamelWire<typeof referralBodySchema>;

/** POST /api/referrals/ (201): the stored referral. */
export const referralWireSchema = closedRecord({ id: integer });
