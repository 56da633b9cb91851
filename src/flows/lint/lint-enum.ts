import type { JsonSchema } from '../types';
import type { LintIssue } from './lint-issue';
import { limitsWithoutMessage } from './check-messages';
import { answerOptions } from './answer-options';
import { optionInWords } from './option-in-words';
import { repeatedOptions } from './repeated-options';

/** Problems of an enumeration file beyond its meta-schema: repeated values or labels, limits without messages. */
export function lintEnum(schema: JsonSchema): LintIssue[] {
  const issues: LintIssue[] = limitsWithoutMessage(schema).map((at) => ({
    code: 'limit-without-message' as const,
    message: `${at || '/'} has no message in errorMessage`,
  }));
  for (const { first, repeat, by } of repeatedOptions(answerOptions(schema))) {
    const message =
      by === 'value'
        ? `${optionInWords(repeat)} repeats the value “${String(repeat.value)}” of ${optionInWords(first)}: give it a value of its own`
        : `two options are titled ${optionInWords(repeat)}: give each a title of its own`;
    issues.push({ code: 'duplicate-option', message });
  }
  return issues;
}
