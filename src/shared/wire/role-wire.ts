import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';
import { roleFeedbackWireSchema } from './role-feedback-wire';
import { ROLE_LIFECYCLE_FIELDS, roleEmployerWireSchema, roleLifecycleWireProperties } from './role-summary-wire';

const numberOrNull = { type: ['number', 'null'] } as const;

/**
 * The hiring fee of a role: the agreed tier and percent once staff approved it, before that the chosen tier's,
 * with the first-year compensation the answers point to and the fee in dollars (null when not known).
 */
export const expectedFeeWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['tier', 'percent', 'compensation', 'amount', 'agreed', 'hourly_rate', 'hours_per_week'],
  properties: {
    tier: { type: 'string' },
    percent: numberOrNull,
    compensation: numberOrNull,
    amount: numberOrNull,
    /** True once staff approved the role and fixed its tier and percent. */
    agreed: { type: 'boolean' },
    /** For a role paid by the hour: the preferred rate and the weekly hours its type implies (null otherwise). */
    hourly_rate: numberOrNull,
    hours_per_week: numberOrNull,
  },
} as const;

export type ExpectedFeeWire = FromSchema<typeof expectedFeeWireSchema>;

/** A role's expected fee as the browser reads it (keys in camelCase). */
export type ExpectedFee = CamelKeys<ExpectedFeeWire>;

/**
 * A role as GET/POST/PATCH /api/employer/role/… answer it: identity, lifecycle, completion, staff feedback and the
 * expected fee. Every answer of the role flow sits beside these fields, flat or under its target's `nestedAs`
 * (`education_preferences`, …), null when unanswered; which they are is the role flow's, so the schema lets
 * them through as they are.
 */
export const roleWireSchema = {
  type: 'object',
  additionalProperties: true,
  $comment: 'The answers of the role flow, checked by the flow when saved.',
  required: [
    'id',
    'uuid',
    'employer',
    ...ROLE_LIFECYCLE_FIELDS,
    'flow_version',
    'job_title',
    'completion',
    'completed_sections',
    'sections',
    'feedback',
    'unresolved_feedback',
    'expected_fee',
  ],
  properties: {
    id: { type: 'integer' },
    uuid: { type: 'string' },
    employer: roleEmployerWireSchema,
    ...roleLifecycleWireProperties,
    /** The flow version the answers are read with. */
    flow_version: { type: 'integer' },
    /** The `jobTitle` answer, named here because every screen shows it. */
    job_title: { type: ['string', 'null'] },
    /** 0 to 100: 25 per complete section (spec 000 §4). */
    completion: { type: 'integer' },
    completed_sections: { type: 'array', items: { type: 'string' } },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'complete'],
        properties: { name: { type: 'string' }, complete: { type: 'boolean' } },
      },
    },
    feedback: { type: 'array', items: roleFeedbackWireSchema },
    unresolved_feedback: { type: 'integer' },
    /** Null while the role has no service tier. */
    expected_fee: { anyOf: [expectedFeeWireSchema, { type: 'null' }] },
  },
} as const;

export type RoleWire = FromSchema<typeof roleWireSchema>;

/** A role as the browser reads it (keys in camelCase, the answers among them). */
export type Role = CamelKeys<RoleWire>;
