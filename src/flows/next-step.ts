import type { Answers } from './answers';
import type { Flow } from './types';
import { transitionAfter, type Transition } from './step-transition';

/**
 * Where "Next" leads from `current` with these answers: `{kind: 'step', step}` or `{kind: 'end', end}`.
 * Throws for a step name the flow does not have (check a URL with `findStep` first).
 */
export function nextStep(flow: Flow, current: string, answers: Answers): Transition {
  return transitionAfter(flow, current, answers);
}
