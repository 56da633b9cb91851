import type { CriterionOptions } from '../../api/matching/filter-options-api';
import { formatValue } from './format-value';
import { isPlainObject } from '../../../shared/plain-object';

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

/** A criterion's value as one line of words, options by their titles; criteria without options as `formatValue` says. */
export function criterionWords(value: unknown, criterion: CriterionOptions | undefined): string {
  if (criterion === undefined || value === null || value === undefined) return formatValue(value);
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
