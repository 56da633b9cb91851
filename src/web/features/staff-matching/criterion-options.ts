import type { CriterionFormat, CriterionOptions } from '../../api/matching/filter-options-api';
import { formatValue } from './format-value';
import { isPlainObject } from '../../../shared/plain-object';
import { formatDay } from '../../../shared/format/marketplace-time';

/** A criterion's value as words: its option's title, else the value as written (a typed "City, ST"). */
export function optionTitle(criterion: CriterionOptions, value: unknown): string {
  const found = criterion.options.find((option) => option.value === value);
  return found?.title ?? String(value);
}

function levelTitle(criterion: CriterionOptions, value: unknown): string | null {
  const level = criterion.levels?.options.find((option) => option.value === value);
  return level?.title ?? null;
}

const isRecord = isPlainObject;

/** One record of a list criterion in words: "Lesson and unit planning (Intermediate)". */
function recordWords(criterion: CriterionOptions, item: unknown): string {
  if (!isRecord(item) || criterion.itemField === undefined) return formatValue(item);
  const title = optionTitle(criterion, item[criterion.itemField]);
  const level = criterion.levels === undefined ? null : levelTitle(criterion, item[criterion.levels.field]);
  return level === null ? title : `${title} (${level})`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "USD a year" → "a year": the amount is written in dollars, so only the period is left to say. */
const periodOf = (unit: string) => unit.replace(/^USD\s*/, '');

/**
 * A criterion without options in the form its role question reads: "$115,000 a year", "Jan 11, 2027", colleges by
 * their names (`names`, looked up by the caller; an id not yet named reads "College #id").
 */
function formattedWords(value: unknown, format: CriterionFormat, names: ReadonlyMap<number, string>): string {
  if (format.kind === 'money' && typeof value === 'number') return `${dollars.format(value)} ${periodOf(format.unit ?? '')}`.trim();
  // A date answer is a day, not a moment: shown as written, never moved to the day before by a time zone.
  if (format.kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (format.kind === 'search' && Array.isArray(value)) {
    if (value.length === 0) return 'None';
    return value.map((id) => (typeof id === 'number' ? (names.get(id) ?? `College #${id}`) : String(id))).join(', ');
  }
  return formatValue(value);
}

/**
 * A criterion's value as one line of words: options by their titles, money, dates and colleges in the form the
 * rest of the product writes them, anything else as `formatValue` says.
 */
export function criterionWords(
  value: unknown,
  criterion: CriterionOptions | undefined,
  format?: CriterionFormat,
  names: ReadonlyMap<number, string> = new Map(),
): string {
  if (value === null || value === undefined) return formatValue(value);
  if (criterion === undefined) return format === undefined ? formatValue(value) : formattedWords(value, format, names);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'None';
    return value.map((item) => (criterion.itemField === undefined ? optionTitle(criterion, item) : recordWords(criterion, item))).join(', ');
  }
  return optionTitle(criterion, value);
}

/** The values a criterion holds: the value itself, a list's items, or each record's value field. */
export function valuesOf(value: unknown, criterion: CriterionOptions): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    const inner = criterion.itemField !== undefined && isRecord(item) ? item[criterion.itemField] : item;
    return typeof inner === 'string' ? [inner] : [];
  });
}

/**
 * Whether the server will take `value` for this criterion: one of its options, in its free form ("City, ST"), or
 * one of the role's own values (`reference`), which a copy of the role keeps whatever they are.
 */
export function isAccepted(criterion: CriterionOptions, value: string, reference: unknown): boolean {
  if (criterion.options.some((option) => option.value === value)) return true;
  if (criterion.custom !== null && new RegExp(criterion.custom.pattern, 'u').test(value)) return true;
  return valuesOf(reference, criterion).includes(value);
}

/** The values of `value` the server would refuse, with the sentence that says what to do. */
export function refusedValues(criterion: CriterionOptions, value: unknown, reference: unknown): { values: string[]; message: string } | null {
  const values = valuesOf(value, criterion).filter((item) => !isAccepted(criterion, item, reference));
  if (values.length === 0) return null;
  const named = values.map((item) => `“${item}”`).join(', ');
  const what = values.length === 1 ? `${named} is not one of the ${criterion.plural}: remove it` : `${named} are not ${criterion.plural}: remove them`;
  return { values, message: criterion.custom === null ? `${what}.` : `${what}. ${criterion.custom.hint}.` };
}
