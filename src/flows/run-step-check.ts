import { isAnswered, type Answers } from './answers';
import type { StepCheck } from './types';
import { assertNever } from './assert-never';

export interface FieldError {
  /** The answer field (camelCase question name). */
  field: string;
  message: string;
  /** JSON pointer inside the answer, for a record field or a list item; absent for the answer itself. */
  path?: string;
}

/** Problems one step check finds; unanswered fields are left to their own `required` messages. */
export function runStepCheck(check: StepCheck, answers: Answers): FieldError[] {
  switch (check.check) {
    case 'distinct': {
      const answered = check.fields.filter((field) => isAnswered(answers[field]));
      const key = (field: string) => JSON.stringify(answers[field]);
      const tied = answered.filter((field) => answered.some((other) => other !== field && key(other) === key(field)));
      return tied.map((field) => ({ field, message: check.message }));
    }
    default:
      return assertNever(check.check, 'step check');
  }
}
