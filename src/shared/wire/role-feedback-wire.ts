import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

const textOrNull = { type: ['string', 'null'] } as const;

/**
 * One item of staff feedback on a role, as POST/PATCH /api/employer/role-feedback/ answer it and the role body
 * lists it: about one question (its flow field name) or the role as a whole (null).
 */
export const roleFeedbackWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'role', 'question', 'question_label', 'body', 'is_resolved', 'created_at', 'resolved_at'],
  properties: {
    id: { type: 'integer' },
    /** The role's uuid. */
    role: { type: 'string' },
    /** The question's flow field name (camelCase, as the flow names it); null for the whole role. */
    question: textOrNull,
    /** The question's label in the role's flow, as the server words it (null for the whole role). */
    question_label: textOrNull,
    body: { type: 'string' },
    is_resolved: { type: 'boolean' },
    created_at: { type: 'string' },
    resolved_at: textOrNull,
  },
} as const;

export type RoleFeedbackWire = FromSchema<typeof roleFeedbackWireSchema>;

/** A feedback item as the browser reads it (keys in camelCase). */
export type RoleFeedback = CamelKeys<RoleFeedbackWire>;
