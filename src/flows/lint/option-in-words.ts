import type { AnswerOption } from './answer-options';

/** An option as a person reads it: its title in quotes, or its value when it has no title. */
export function optionInWords(option: AnswerOption): string {
  return `“${option.title ?? String(option.value)}”`;
}
