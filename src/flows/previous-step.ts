import type { Answers } from './answers';
import type { Flow } from './types';
import { walkFlow } from './walk-flow';
import { endNames, stepIndex } from './find-step';

/**
 * Where "Back" leads from `current` (a step or an end): the step before it on the walk these answers take,
 * so back always mirrors forward. For a step the walk does not visit (answers changed since), the last
 * visited step before it in flow order. Null at the first step.
 */
export function previousStep(flow: Flow, current: string, answers: Answers): string | null {
  const { path } = walkFlow(flow, answers);
  if (endNames(flow).includes(current) && !flow.steps.some((step) => step.name === current)) return path.at(-1) ?? null;
  const position = path.indexOf(current);
  if (position >= 0) return position === 0 ? null : path[position - 1]!;
  const index = stepIndex(flow, current);
  const before = path.filter((name) => stepIndex(flow, name) < index);
  return before.at(-1) ?? null;
}
