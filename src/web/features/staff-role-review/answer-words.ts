import type { Flow, JsonSchema } from '../../../flows';
import { isPlainObject } from '../../../shared/plain-object';

/** What an unanswered question shows. */
export const NOT_ANSWERED = 'Not answered';

interface Option {
  const?: unknown;
  title?: string;
}

/** The options a schema lists (oneOf/anyOf of consts, also inside `items` and nested alternatives). */
function optionsOf(schema: JsonSchema | undefined): Option[] {
  if (schema === undefined) return [];
  const own = (schema.oneOf ?? schema.anyOf) as Option[] | undefined;
  if (Array.isArray(own)) return own.flatMap((option) => ('const' in option ? [option] : optionsOf(option as JsonSchema)));
  return optionsOf(schema.items as JsonSchema | undefined);
}

const isRecord = isPlainObject;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('en-US');

/** One value in words under `schema`: its option title, Yes/No, a number (dollars when the unit says USD). */
function valueWords(schema: JsonSchema | undefined, value: unknown, unit: string | undefined): string {
  const option = optionsOf(schema).find((candidate) => candidate.const === value);
  if (option?.title !== undefined) return option.title;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return unit?.startsWith('USD') ? money.format(value) : number.format(value);
  if (isRecord(value)) return recordWords(schema, value);
  return String(value);
}

/** Fields of a record that identify it rather than describe it. */
const HIDDEN_FIELDS = new Set(['id', 'uuid', 'url', 'deleted', 'user', 'role_uuid', 'roleUuid']);

/** A record (a language requirement, a skill, an upload) as its described fields' words, joined. */
function recordWords(schema: JsonSchema | undefined, record: Record<string, unknown>): string {
  const properties = (isRecord(schema?.properties) ? schema.properties : {}) as Record<string, JsonSchema>;
  return Object.entries(record)
    .filter(([field, value]) => !HIDDEN_FIELDS.has(field) && value !== null && value !== undefined && value !== '')
    .map(([field, value]) => valueWords(properties[field], value, undefined))
    .join(' · ');
}

/**
 * A stored answer in the words a reviewer reads: option titles from the question's schema, lists joined,
 * records described field by field, dollars for USD amounts; "Not answered" for nothing.
 */
export function answerWords(flow: Flow, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return NOT_ANSWERED;
  const question = flow.questions[field];
  const schema = question?.schema;
  const unit = question?.ui.unit;
  if (Array.isArray(value)) {
    const items = schema?.items as JsonSchema | undefined;
    return value
      .filter((item) => !(isRecord(item) && item.deleted === true))
      .map((item) => valueWords(items ?? schema, item, unit))
      .join(isRecord(value[0]) ? '; ' : ', ');
  }
  return valueWords(schema, value, unit);
}
