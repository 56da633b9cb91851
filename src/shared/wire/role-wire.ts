import type { CamelWire } from './camel-keys';
import { employerReferenceWireSchema } from './employer-wire';
import { roleFeedbackWireSchema } from './role-feedback-wire';
import { roleLifecycleWireProperties } from './role-summary-wire';
import { boolean, closedRecord, integer, listOf, numberOrNull, openRecord, orNull, text, textOrNull } from './schema-builders';

/**
 * The hiring fee of a role: the agreed tier and percent once staff approved it, before that the chosen tier's,
 * with the first-year compensation the answers point to and the fee in dollars (null when not known).
 */
export const expectedFeeWireSchema = closedRecord({
  tier: text,
  percent: numberOrNull,
  compensation: numberOrNull,
  amount: numberOrNull,
  /** True once staff approved the role and fixed its tier and percent. */
  agreed: boolean,
  /** For a role paid by the hour: the preferred rate and the weekly hours its type implies (null otherwise). */
  hourly_rate: numberOrNull,
  hours_per_week: numberOrNull,
});

/** A role's expected fee as the browser reads it (keys in camelCase). */
export type ExpectedFee = CamelWire<typeof expectedFeeWireSchema>;

/**
 * A role as GET/POST/PATCH /api/employer/role/… answer it: identity, lifecycle, completion, staff feedback and the
 * expected fee. Every answer of the role flow sits beside these fields, flat or under its target's `nestedAs`
 * (`education_preferences`, …), null when unanswered; which they are is the role flow's, so the schema lets
 * them through as they are.
 */
export const roleWireSchema = openRecord('The answers of the role flow, checked by the flow when saved.', {
  id: integer,
  uuid: text,
  /** The organisation the role belongs to. */
  employer: employerReferenceWireSchema,
  ...roleLifecycleWireProperties,
  /** The flow version the answers are read with. */
  flow_version: integer,
  /** The `jobTitle` answer, named here because every screen shows it. */
  job_title: textOrNull,
  /** 0 to 100: 25 per complete section (spec 000 §4). */
  completion: integer,
  completed_sections: listOf(text),
  sections: listOf(closedRecord({ name: text, complete: boolean })),
  feedback: listOf(roleFeedbackWireSchema),
  unresolved_feedback: integer,
  /** Null while the role has no service tier. */
  expected_fee: orNull(expectedFeeWireSchema),
});

/** A role as the browser reads it (keys in camelCase, the answers among them). */
export type Role = CamelWire<typeof roleWireSchema>;
