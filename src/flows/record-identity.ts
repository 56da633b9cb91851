import type { Flow, JsonSchema } from './types';
import { isPlainObject } from '../shared/plain-object';

/**
 * The fields that say which role or degree a record is, where its save target names no `uniqueBy`: a role is its
 * organization, title and start; a degree its school and degree (docs/resumes.md, "Deciding value by value").
 * Only the ones a record's schema has are compared.
 */
const IDENTITY_FIELDS = ['name', 'jobTitle', 'startDate', 'school', 'degree'];

const sameText = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
const isDateField = (schema: unknown) => isPlainObject(schema) && schema.format === 'date';
/** A resume gives a year, or a month at best, where a person may type the day: a date is compared by its year. */
const sameYear = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.slice(0, 4) === b.slice(0, 4);
const held = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The schema of one record of a question: the question's own for a single record, its `items` for a list. */
export function recordSchemaOf(flow: Flow, field: string): { properties: Record<string, JsonSchema>; required: readonly string[] } | undefined {
  const schema = flow.questions[field]?.schema as (JsonSchema & { items?: JsonSchema }) | undefined;
  const record = (schema?.type === 'array' ? schema.items : schema) as { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
  return record?.properties ? { properties: record.properties, required: record.required ?? [] } : undefined;
}

/**
 * Whether `read` is a record the person already has. A save target that names its `uniqueBy` fields (a skill, a
 * language) says it: one of them alike. Otherwise the identity fields the record's schema has are compared where
 * both records hold them (text without case, dates by year), and at least one must be held by both: the resume's
 * role without a start is the typed role with one, a degree kept without its degree is the one typed with it.
 */
export function sameRecord(
  properties: Record<string, JsonSchema>,
  uniqueBy: readonly string[] | undefined,
  stored: Record<string, unknown>,
  read: Record<string, unknown>,
): boolean {
  if (uniqueBy && uniqueBy.length > 0)
    return uniqueBy.some((field) => held(read[field]) && (sameText(stored[field], read[field]) || stored[field] === read[field]));
  const fields = IDENTITY_FIELDS.filter((field) => Object.hasOwn(properties, field) && held(stored[field]) && held(read[field]));
  if (fields.length === 0) return false;
  return fields.every((field) => (isDateField(properties[field]) ? sameYear(stored[field], read[field]) : sameText(stored[field], read[field])));
}
