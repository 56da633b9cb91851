import { isAnswered, type Answers } from './answers';
import type { Flow } from './types';
import type { StepValidator } from './step-validator';
import { stepIndex } from './find-step';
import { evaluateCondition } from './evaluate-condition';
import { runStepCheck, type FieldError } from './run-step-check';
import { comparisonErrors } from './compare-answers';
import { repeatedRecordErrors } from './repeated-records';

export type { FieldError } from './run-step-check';

/**
 * The problems with the answers to one step, as values, in the schema's own words: a missing required answer
 * gets the question's `required` message, a broken limit its `errorMessage`, a broken `compare` rule (against
 * another question's answer) its message, and the step's checks (distinct ranks) theirs. Hidden questions are
 * not validated. Empty when the step can be left. Validate answers after `normalizeAnswers`, as they will be saved.
 * `today` (YYYY-MM-DD, from the caller's clock) lets rules against today's date be checked; without it they are skipped.
 */
export function validateStep(flow: Flow, stepName: string, answers: Answers, validator: StepValidator, today?: string): FieldError[] {
  const step = flow.steps[stepIndex(flow, stepName)]!;
  const errors: FieldError[] = [];
  for (const field of step.questions) {
    const question = flow.questions[field]!;
    if (question.when && !evaluateCondition(question.when, answers)) continue;
    const value = answers[field];
    if (!isAnswered(value)) {
      if (question.required !== undefined) errors.push({ field, message: question.required });
      continue;
    }
    const issues = validator.validate(question.schema, value);
    for (const issue of issues) {
      errors.push(issue.path === '' ? { field, message: issue.message } : { field, message: issue.message, path: issue.path });
    }
    // An answer its own schema refuses is not compared: one message at a time, the first one to fix.
    if (issues.length === 0) errors.push(...comparisonErrors(flow, field, answers, today), ...repeatedRecordErrors(flow, field, answers));
  }
  for (const check of step.checks ?? []) errors.push(...runStepCheck(check, answers));
  return errors;
}
