import type { Answers } from './answers';
import type { Flow } from './types';
import { evaluateCondition } from './evaluate-condition';
import { stepIndex } from './find-step';

/** Whether the step's own condition holds (a step without one is always shown). */
export function isStepVisible(flow: Flow, stepName: string, answers: Answers): boolean {
  const step = flow.steps[stepIndex(flow, stepName)]!;
  return step.when === undefined || evaluateCondition(step.when, answers);
}
