import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

const text = { type: 'string' } as const;

/**
 * GET /api/matching/filter-options/ (staff): each filter-set criterion's options with the words people read for
 * them (the option titles of the question its value is answered with), keyed by criterion (wire key). Criteria
 * not listed take numbers, dates, yes/no or free text.
 */
export const filterOptionsWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['criteria'],
  properties: {
    criteria: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['noun', 'plural', 'options', 'custom'],
        properties: {
          /** What one value is, in words ("employment type"), and more than one ("employment types"). */
          noun: text,
          plural: text,
          /** For a list of records: where the value sits in each item (a skill's `skill_id`, a language's `name`). */
          item_field: { type: 'string', enum: ['skill_id', 'name'] },
          options: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['value', 'title'],
              /** `group`: the heading it is listed under (a skill's functional area). */
              properties: { value: text, title: text, group: text },
            },
          },
          /** For a list of records: the field that says how much each is needed (a skill's rating, a language's level). */
          levels: {
            type: 'object',
            additionalProperties: false,
            required: ['field', 'options'],
            properties: {
              field: { type: 'string', enum: ['rating', 'level'] },
              options: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['value', 'title'],
                  properties: { value: { type: ['string', 'number'] }, title: text },
                },
              },
            },
          },
          /** A value off the list is accepted in this form (a metro area typed as "City, ST"), with the words that say so. */
          custom: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['pattern', 'hint'],
            properties: { pattern: text, hint: text },
          },
        },
      },
    },
  },
} as const;

export type FilterOptionsWire = FromSchema<typeof filterOptionsWireSchema>;

/**
 * The options as they arrive in the browser: keys in camelCase, criteria included (`metroAreas`); the record field
 * names given as values (`item_field: 'skill_id'`) are still the wire's.
 */
export type FilterOptionsAsSent = CamelKeys<FilterOptionsWire>;
