import type { CamelWire } from './camel-keys';
import { keysAreData } from './keys-are-data';
import { closedRecord, integer, listOf, text, textOrNull } from './schema-builders';

/**
 * A person's whole current answers to a flow they answer for themselves, with the flow version they were given
 * under: GET /api/my-answers/{flowId}/ and the job seeker's answer saves (PATCH /api/profile/{userId}/ …).
 */
export const myAnswersWireSchema = closedRecord({
  flow: text,
  version: integer,
  answers: {
    type: 'object',
    additionalProperties: true,
    $comment: "The flow's own answers, snake_case at every depth; which they are is the flow file's, checked when saved.",
  },
  completed_sections: listOf(text),
  /** ISO 8601 timestamp; null before the first answer. */
  updated_at: textOrNull,
});

/** The answers as the browser reads them; which answers a flow has is the generated flow types' (use-my-answers.ts). */
export type MyAnswersFields = CamelWire<typeof myAnswersWireSchema>;

/**
 * GET /api/flows/{flowId}/: `flow`, a question flow as the engine reads it (src/flows' Flow: steps, questions, save
 * targets, every $ref resolved). Its shape is the engine's own type, and its keys (field names, option codes such as
 * `1_3_months`) are data, sent as written.
 */
export const servedFlowWireSchema = closedRecord({
  flow: keysAreData("The flow engine's compiled flow (src/flows, type Flow); loadFlow checks the files it is made from."),
});
