import type { Flow } from '../types';
import type { LintIssue } from './lint-issue';
import { answerOptions } from './answer-options';
import { optionInWords } from './option-in-words';
import { questionInWords } from './question-in-words';
import { repeatedOptions } from './repeated-options';

/**
 * Options of one question that share a value or a title. The lint runs on the loaded flow, so a shared option list
 * included by `$ref` counts with the options beside it, and the studio's draft check sees what `check:schemas` sees.
 * Issue 34: "On a sabbatical" given the value of "Actively looking" passed every check, and once live the
 * commonest answer could no longer be saved (a `oneOf` refuses a value two of its options match).
 */
export function checkOptions(flow: Flow): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const [field, question] of Object.entries(flow.questions)) {
    const step = flow.steps.find((candidate) => candidate.questions.includes(field))?.name;
    const name = questionInWords(flow, field);
    for (const { first, repeat, by } of repeatedOptions(answerOptions(question.schema))) {
      const message =
        by === 'value'
          ? `${name} offers ${optionInWords(first)} and ${optionInWords(repeat)} with the same value (“${String(repeat.value)}”), so an answer cannot say which was chosen and may not save. Give ${optionInWords(repeat)} a value of its own.`
          : `${name} offers two options titled ${optionInWords(repeat)}: people cannot tell them apart. Give each a title of its own.`;
      issues.push({ code: 'duplicate-option', ...(step !== undefined ? { step } : {}), question: field, message });
    }
  }
  return issues;
}
