import { completedSections, validateStep, walkFlow, type Answers, type Flow, type StepValidator } from '../../../flows';
import { NAVIGATION_LOCK_THRESHOLD, roleCompletion } from './role-completion';

/**
 * Where a direct visit to a role step (a bookmark, a typed address) lands under the navigation lock (spec 000 §4:
 * "a section is locked until its flag is true"): a step of a section whose section before it is not complete
 * cannot be reached by the navigation, so an address cannot reach it either; it lands on the role's first open
 * step, the first on its path that still needs an answer. (Issue 35 item 7: a new role's deep link landed on a
 * later section's step.) While the navigation itself is locked (completion 10 or less) a step past the first open
 * one lands there too, in the first section as well. Every other step opens where it is: the steps up to the first
 * open one, and any step of an open section once the navigation is open, which the navigation reaches too. Optional steps left unanswered do not hold the way.
 */
export function roleStepLanding(flow: Flow, answers: Answers, stepName: string, validator: StepValidator): string {
  const path = walkFlow(flow, answers).path;
  const at = path.indexOf(stepName);
  const firstOpen = path.findIndex((name) => {
    const step = flow.steps.find((candidate) => candidate.name === name);
    return step !== undefined && !step.optional && validateStep(flow, name, answers, validator).length > 0;
  });
  if (at < 0 || firstOpen < 0 || at <= firstOpen) return stepName;
  // While completion, counted without this visit, is at the lock's threshold or below, the navigation reaches no
  // step past the first open one, in the first section too: the address would otherwise unlock it by itself.
  if (roleCompletion(flow, answers, path[firstOpen]!, validator) <= NAVIGATION_LOCK_THRESHOLD) return path[firstOpen]!;
  const section = flow.steps.find((candidate) => candidate.name === stepName)!.section;
  const before = flow.sections[flow.sections.indexOf(section) - 1];
  const locked = before !== undefined && !completedSections(flow, answers, validator).includes(before);
  return locked ? path[firstOpen]! : stepName;
}
