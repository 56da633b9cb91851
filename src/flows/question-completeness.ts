import { isAnswered, type Answers } from './answers';
import type { Flow } from './types';
import type { StepValidator } from './step-validator';
import { walkFlow } from './walk-flow';
import { validateStep } from './validate-step';
import { isQuestionVisible } from './is-question-visible';

export interface QuestionCompleteness {
  /** Shown questions whose answer is given and passes its schema and its step's checks. */
  valid: number;
  /** Questions shown on the path these answers take. */
  total: number;
  /** valid / total as a whole percentage, rounded down so that 100 means every question is valid. */
  percent: number;
}

/**
 * How much of a flow is answered, as the share of valid questions (spec 001 §2.2, employer profile
 * completeness). A question counts when it is shown for these answers and its answer is given and valid: an
 * unanswered question is not valid even when it is optional, so 100 % means everything is answered, while a
 * yes/no question answered "No" (false) counts like any answer. The browser and the server call this same
 * function, so both show the same number.
 */
export function questionCompleteness(flow: Flow, answers: Answers, validator: StepValidator): QuestionCompleteness {
  let valid = 0;
  let total = 0;
  for (const stepName of walkFlow(flow, answers).path) {
    const step = flow.steps.find((candidate) => candidate.name === stepName)!;
    const invalid = new Set(validateStep(flow, stepName, answers, validator).map((error) => error.field));
    for (const field of step.questions) {
      if (!isQuestionVisible(flow, field, answers)) continue;
      total += 1;
      if (isAnswered(answers[field]) && !invalid.has(field)) valid += 1;
    }
  }
  return { valid, total, percent: total === 0 ? 100 : Math.floor((valid * 100) / total) };
}
