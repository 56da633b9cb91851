import type { AnswerOption } from './answer-options';

/** An option that repeats the value or the title of an option before it. */
export interface RepeatedOption {
  first: AnswerOption;
  repeat: AnswerOption;
  by: 'value' | 'title';
}

/**
 * Options that repeat an earlier option's value (answers could not tell them apart, and a `oneOf` refuses a value
 * two branches match) or its title (people could not tell them apart). Values compare as JSON, so 1 and "1" differ.
 */
export function repeatedOptions(options: readonly AnswerOption[]): RepeatedOption[] {
  const byValue = new Map<string, AnswerOption>();
  const byTitle = new Map<string, AnswerOption>();
  const repeated: RepeatedOption[] = [];
  for (const option of options) {
    const value = JSON.stringify(option.value);
    const sameValue = byValue.get(value);
    if (sameValue) repeated.push({ first: sameValue, repeat: option, by: 'value' });
    else byValue.set(value, option);
    if (option.title === undefined) continue;
    const sameTitle = byTitle.get(option.title);
    // Two options with one value and one title are one repeat, reported once.
    if (sameTitle && !(sameValue && sameValue === sameTitle)) repeated.push({ first: sameTitle, repeat: option, by: 'title' });
    else if (!sameTitle) byTitle.set(option.title, option);
  }
  return repeated;
}
