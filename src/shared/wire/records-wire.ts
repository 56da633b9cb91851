import { boolean, integer, listOf, text } from './schema-builders';

const RECORD_FIELDS = "The record's own fields, snake_case: which they are is the flow file's question, checked when the record is saved.";

/** A role's requirement as saved (POST, PATCH of /api/employer/language-requirement/ …): its id and its fields. */
export const roleRecordWireSchema = {
  type: 'object',
  additionalProperties: true,
  $comment: RECORD_FIELDS,
  required: ['id'],
  properties: { id: integer },
} as const;

/**
 * A job seeker's record as saved (POST, PATCH of /api/education/ …, the paths the flow's `records` targets name):
 * its id, its fields, and the sections the person has now completed.
 */
export const savedRecordWireSchema = {
  type: 'object',
  additionalProperties: true,
  $comment: RECORD_FIELDS,
  required: ['id', 'completed_sections'],
  properties: { id: integer, completed_sections: listOf(text) },
} as const;

/** POST and PATCH /api/user-address/: the person's address as saved, and the sections they have now completed. */
export const savedAddressWireSchema = {
  type: 'object',
  additionalProperties: true,
  $comment: "The address's fields, snake_case: which they are is the flow file's userAddress question, checked when saved.",
  required: ['completed_sections'],
  properties: { completed_sections: listOf(text) },
} as const;

/** GET /api/skills/{userId}/: every rated skill, marked when it is one of the person's chosen areas'. */
export const ratedSkillsWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: {
    results: listOf({
      type: 'object',
      additionalProperties: true,
      $comment: RECORD_FIELDS,
      required: ['functional_expertise'],
      properties: { functional_expertise: boolean },
    }),
  },
} as const;
