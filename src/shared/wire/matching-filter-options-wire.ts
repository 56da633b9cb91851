import type { CamelWire } from './camel-keys';
import { closedObject, closedRecord, closedRecordOrNull, listOf, oneOf, text } from './schema-builders';

/** An option of a list, with the words people read for it. */
const titledOption = <const Value>(value: Value) => ({ value, title: text }) as const;

/**
 * GET /api/matching/filter-options/ (staff): each filter-set criterion's options with the words people read for
 * them (the option titles of the question its value is answered with), keyed by criterion (wire key). Criteria
 * not listed take numbers, dates, yes/no or free text.
 */
export const filterOptionsWireSchema = closedRecord({
  criteria: {
    type: 'object',
    additionalProperties: closedObject(['noun', 'plural', 'options', 'custom'], {
      /** What one value is, in words ("employment type"), and more than one ("employment types"). */
      noun: text,
      plural: text,
      /** For a list of records: where the value sits in each item (a skill's `skill_id`, a language's `name`). */
      item_field: oneOf(['skill_id', 'name']),
      /** `group`: the heading it is listed under (a skill's functional area). */
      options: listOf(closedObject(['value', 'title'], { ...titledOption(text), group: text })),
      /** For a list of records: the field that says how much each is needed (a skill's rating, a language's level). */
      levels: closedRecord({
        field: oneOf(['rating', 'level']),
        options: listOf(closedRecord(titledOption({ type: ['string', 'number'] }))),
      }),
      /** A value off the list is accepted in this form (a metro area typed as "City, ST"), with the words that say so. */
      custom: closedRecordOrNull({ pattern: text, hint: text }),
    }),
  },
  /**
   * Criteria without options that read in a form of their own, from the role question they are answered with:
   * `money` (with its unit, "USD a year"), `date`, or `search` (records chosen by name from `path`, held by id).
   */
  formats: {
    type: 'object',
    additionalProperties: closedObject(['kind'], { kind: oneOf(['money', 'date', 'search']), unit: text, path: text, noun: text, plural: text }),
  },
});

/**
 * The options as they arrive in the browser: keys in camelCase, criteria included (`metroAreas`); the record field
 * names given as values (`item_field: 'skill_id'`) are still the wire's.
 */
export type FilterOptionsAsSent = CamelWire<typeof filterOptionsWireSchema>;
