import { isAnswered, type Answers } from './answers';
import type { Flow } from './types';
import type { StepValidator } from './step-validator';
import { stepIndex } from './find-step';
import { evaluateCondition } from './evaluate-condition';
import { runStepCheck, type FieldError } from './run-step-check';

export type { FieldError } from './run-step-check';

/**
 * The problems with the answers to one step, as values, in the schema's own words: a missing required answer
 * gets the question's `required` message, a broken limit its `errorMessage`, and the step's checks (distinct
 * ranks) theirs. Hidden questions are not validated. Empty when the step can be left. Validate answers after
 * `normalizeAnswers`, as they will be saved.
 */
export function validateStep(flow: Flow, stepName: string, answers: Answers, validator: StepValidator): FieldError[] {
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
    for (const issue of validator.validate(question.schema, value)) {
      errors.push(issue.path === '' ? { field, message: issue.message } : { field, message: issue.message, path: issue.path });
    }
  }
  for (const check of step.checks ?? []) errors.push(...runStepCheck(check, answers));
  return errors;
}
