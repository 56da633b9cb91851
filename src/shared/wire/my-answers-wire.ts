import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

/**
 * A person's whole current answers to a flow they answer for themselves, with the flow version they were given
 * under: GET /api/my-answers/{flowId}/ and the job seeker's answer saves (PATCH /api/profile/{userId}/ …).
 */
export const myAnswersWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['flow', 'version', 'answers', 'completed_sections', 'updated_at'],
  properties: {
    flow: { type: 'string' },
    version: { type: 'integer' },
    answers: {
      type: 'object',
      additionalProperties: true,
      $comment: "The flow's own answers, snake_case at every depth; which they are is the flow file's, checked when saved.",
    },
    completed_sections: { type: 'array', items: { type: 'string' } },
    /** ISO 8601 timestamp; null before the first answer. */
    updated_at: { type: ['string', 'null'] },
  },
} as const;

export type MyAnswersWire = FromSchema<typeof myAnswersWireSchema>;

/** The answers as the browser reads them; which answers a flow has is the generated flow types' (use-my-answers.ts). */
export type MyAnswersFields = CamelKeys<MyAnswersWire>;
