import type { Flow } from '../types';
import type { LintIssue } from './lint-issue';
import { checkStructure } from './check-structure';
import { checkConditions } from './check-conditions';
import { checkGraph } from './check-graph';
import { checkSubsections } from './check-subsections';
import { limitsWithoutMessage } from './check-messages';
import { checkComparisons } from './check-comparisons';
import { checkOptions } from './check-options';
import { checkConditionsHold } from './check-conditions-hold';
import { checkLimitKinds } from './check-limit-kinds';
import { missingMessageInWords } from './missing-message-in-words';

export type { LintIssue } from './lint-issue';

/**
 * Everything wrong with a loaded flow that the meta-schema cannot see: unknown fields or values in
 * conditions, conditions no answers can meet when they are evaluated (contradictory tests, a step's or question's
 * own answer, an answer asked later), compare rules between answers that cannot be compared, unreachable or
 * duplicate steps, unknown sections, split or partial sub-sections, missing save targets, options sharing a value
 * or title, limits a question's kind of answer does not have, limits without messages, rules that jump back.
 * Each issue names its step and question, in words staff read. Empty for a good flow.
 */
export function lintFlow(flow: Flow): LintIssue[] {
  const firstStepOf = (field: string) => flow.steps.find((step) => step.questions.includes(field))?.name;
  const messages: LintIssue[] = Object.entries(flow.questions).flatMap(([field, question]) =>
    limitsWithoutMessage(question.schema).map((at) => ({
      code: 'limit-without-message' as const,
      step: firstStepOf(field),
      question: field,
      message: missingMessageInWords(flow, field, at),
    })),
  );
  return [
    ...checkStructure(flow),
    ...checkConditions(flow),
    ...checkConditionsHold(flow),
    ...checkGraph(flow),
    ...checkSubsections(flow),
    ...checkComparisons(flow),
    ...checkOptions(flow),
    ...checkLimitKinds(flow),
    ...messages,
  ];
}
