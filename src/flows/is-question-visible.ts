import type { Answers } from './answers';
import type { Flow } from './types';
import { evaluateCondition } from './evaluate-condition';

/** Whether a question is shown (on a shown step): its own condition holds, or it has none. */
export function isQuestionVisible(flow: Flow, field: string, answers: Answers): boolean {
  const question = flow.questions[field];
  if (!question) throw new Error(`Flow "${flow.id}" v${flow.version} has no question "${field}"`);
  return question.when === undefined || evaluateCondition(question.when, answers);
}
