import type { Flow } from '../types';
import type { LintIssue } from './lint-issue';
import { checkStructure } from './check-structure';
import { checkConditions } from './check-conditions';
import { checkGraph } from './check-graph';
import { checkSubsections } from './check-subsections';
import { limitsWithoutMessage } from './check-messages';
import { checkComparisons } from './check-comparisons';

export type { LintIssue } from './lint-issue';

/**
 * Everything wrong with a loaded flow that the meta-schema cannot see: unknown fields or values in
 * conditions, compare rules between answers that cannot be compared, unreachable or duplicate steps, unknown
 * sections, split or partial sub-sections, missing save targets, limits without messages, rules that jump back.
 * Empty for a good flow.
 */
export function lintFlow(flow: Flow): LintIssue[] {
  const firstStepOf = (field: string) => flow.steps.find((step) => step.questions.includes(field))?.name;
  const messages: LintIssue[] = Object.entries(flow.questions).flatMap(([field, question]) =>
    limitsWithoutMessage(question.schema, `/questions/${field}/schema`).map((at) => ({
      code: 'limit-without-message' as const,
      step: firstStepOf(field),
      question: field,
      message: `${at} has no message in errorMessage`,
    })),
  );
  return [...checkStructure(flow), ...checkConditions(flow), ...checkGraph(flow), ...checkSubsections(flow), ...checkComparisons(flow), ...messages];
}
