import { ROLE_STATUSES } from '../role-statuses';
import type { CamelWire } from './camel-keys';
import { employerReferenceWireSchema } from './employer-wire';
import { closedRecord, integer, listOf, numberOrNull, oneOf, resultsOf, text, textOrNull } from './schema-builders';

/** Where a role is in its lifecycle, as the role list and a role's body both give it. */
export const roleLifecycleWireProperties = {
  status: oneOf(ROLE_STATUSES),
  /** The uuid of the role this one was cloned from. */
  cloned_from: textOrNull,
  agreed_service_tier: textOrNull,
  /** Fixed when staff approve the role. */
  agreed_fee_percent: numberOrNull,
  created_at: text,
  updated_at: text,
  submitted_at: textOrNull,
  published_at: textOrNull,
  closed_at: textOrNull,
} as const;

/** A role as the list GET /api/employer/role/ gives it: identity, lifecycle, listing words, completion and feedback counts. */
export const roleSummaryWireSchema = closedRecord({
  id: integer,
  uuid: text,
  /** The `jobTitle` answer. */
  job_title: textOrNull,
  /** The listing title (the job title, or the server's words for an untitled role). */
  title: text,
  job_type: textOrNull,
  location: textOrNull,
  /** The chosen `serviceTier` answer. */
  service_tier: textOrNull,
  /** The organisation the role belongs to. */
  employer: employerReferenceWireSchema,
  ...roleLifecycleWireProperties,
  /** 0 to 100: 25 per complete section (spec 000 §4). */
  completion: integer,
  completed_sections: listOf(text),
  feedback_count: integer,
  unresolved_feedback: integer,
});

/** A role of the list as the browser reads it (keys in camelCase). */
export type RoleSummary = CamelWire<typeof roleSummaryWireSchema>;

/** GET /api/employer/role/. */
export const roleListWireSchema = resultsOf(roleSummaryWireSchema);
