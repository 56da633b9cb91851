import { completedSections, validateStep, walkFlow, type Answers, type Flow, type StepValidator } from '../../../flows';

/**
 * Where a direct visit to a role step (a bookmark, a typed address) lands under the navigation lock (spec 000 §4:
 * "a section is locked until its flag is true"): a step of a section whose section before it is not complete
 * cannot be reached by the navigation, so an address cannot reach it either; it lands on the role's first open
 * step, the first on its path that still needs an answer. (Issue 35 item 7: a new role's deep link landed on a
 * later section's step.) Every other step opens where it is: the steps up to the first open one, and any step of
 * an open section, which the navigation reaches too. Optional steps left unanswered do not hold the way.
 */
export function roleStepLanding(flow: Flow, answers: Answers, stepName: string, validator: StepValidator): string {
  const path = walkFlow(flow, answers).path;
  const at = path.indexOf(stepName);
  const firstOpen = path.findIndex((name) => {
    const step = flow.steps.find((candidate) => candidate.name === name);
    return step !== undefined && !step.optional && validateStep(flow, name, answers, validator).length > 0;
  });
  if (at < 0 || firstOpen < 0 || at <= firstOpen) return stepName;
  const section = flow.steps.find((candidate) => candidate.name === stepName)!.section;
  const before = flow.sections[flow.sections.indexOf(section) - 1];
  const locked = before !== undefined && !completedSections(flow, answers, validator).includes(before);
  return locked ? path[firstOpen]! : stepName;
}
