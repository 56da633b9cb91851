import type { CamelWire } from './camel-keys';
import { boolean, closedRecord, integer, text, textOrNull } from './schema-builders';

/**
 * One item of staff feedback on a role, as POST/PATCH /api/employer/role-feedback/ answer it and the role body
 * lists it: about one question (its flow field name) or the role as a whole (null).
 */
export const roleFeedbackWireSchema = closedRecord({
  id: integer,
  /** The role's uuid. */
  role: text,
  /** The question's flow field name (camelCase, as the flow names it); null for the whole role. */
  question: textOrNull,
  /** The question's label in the role's flow, as the server words it (null for the whole role). */
  question_label: textOrNull,
  body: text,
  is_resolved: boolean,
  created_at: text,
  resolved_at: textOrNull,
});

/** A feedback item as the browser reads it (keys in camelCase). */
export type RoleFeedback = CamelWire<typeof roleFeedbackWireSchema>;
