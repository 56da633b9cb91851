import { optionsOf, optionTitle, type Flow, type JsonSchema } from '../../flows';
import { recordSchemaOf } from '../../flows/record-identity';
import { formatPhoneNumber } from '../../shared/format/format-phone-number';
import { isPlainObject } from '../../shared/plain-object';
import { SERVER_OWNED } from '../forms/step-form-schema';

/** The words of an option of `schema` for `value`, or the value itself (free text, a custom "City, ST"). */
function optionWords(schema: JsonSchema | undefined, value: unknown): string {
  return optionsOf(schema).find((option) => option.const === value)?.title ?? String(value);
}

/**
 * An answer as a person reads it: an option by its title (never its code), a phone number as it is written, a
 * number with the unit its question shows.
 */
export function answerWords(flow: Flow, field: string, value: unknown): string {
  const question = flow.questions[field];
  if (isPlainObject(value)) return recordWords(flow, field, value);
  if (question?.ui.inputType === 'tel' && typeof value === 'string') return formatPhoneNumber(value) ?? value;
  const unit = question?.ui.unit;
  if (typeof value === 'number' && typeof unit === 'string') return `${value} ${unit}`;
  return optionTitle(flow, field, value);
}

const isDate = (schema: JsonSchema | undefined) => isPlainObject(schema) && schema.format === 'date';

/**
 * A record as a person reads it, its values in the record's order: texts as typed, options by their titles,
 * dates by their year as a span ("2019 – now" when a current-role flag, the one a `nullWhen` rule reads, is set).
 * Values from one option list (a language's reading, writing and speaking levels) are said once when alike and
 * by their field's title otherwise.
 */
export function recordWords(flow: Flow, field: string, record: Record<string, unknown>): string {
  const properties = recordSchemaOf(flow, field)?.properties ?? {};
  const nowFlags = new Set(
    (flow.questions[field]?.normalize ?? []).flatMap((rule) => (rule.op === 'nullWhen' && 'field' in rule.when ? [rule.when.field] : [])),
  );
  const words: string[] = [];
  const years: string[] = [];
  let current = false;
  const levels = new Map<string, { title: string; words: string }[]>();
  // In the record's own order: as the resume wrote it (a city before its ZIP code), or as the person entered it.
  for (const [name, value] of Object.entries(record)) {
    if (!Object.hasOwn(properties, name)) continue;
    const schema = properties[name]!;
    if (SERVER_OWNED.has(name) || value === undefined || value === null || value === '') continue;
    if (typeof value === 'boolean') {
      current ||= value && nowFlags.has(name);
      continue;
    }
    if (isDate(schema) && typeof value === 'string') {
      years.push(value.slice(0, 4));
      continue;
    }
    const options = optionsOf(schema);
    const said = optionWords(schema, value);
    if (options.length > 0) {
      // Fields sharing one list are told apart by their titles.
      const list = JSON.stringify(options);
      levels.set(list, [...(levels.get(list) ?? []), { title: typeof schema.title === 'string' ? schema.title : name, words: said }]);
      if (levels.get(list)!.length > 1) continue;
    }
    words.push(said);
  }
  for (const [, shared] of levels) {
    if (shared.length < 2 || shared.every((level) => level.words === shared[0]!.words)) continue;
    const first = words.indexOf(shared[0]!.words);
    words.splice(first, 1, ...shared.map((level) => `${level.title}: ${level.words}`));
  }
  if (current) years.push('now');
  if (years.length > 0) words.push(years.join(' – '));
  return words.join(', ');
}
