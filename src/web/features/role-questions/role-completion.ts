import { completedSections, walkFlow, type Answers, type Flow, type StepValidator } from '../../../flows';

/** Completion points per complete section, and the level at or below which navigation stays locked (spec 000 §4, §9). */
export const POINTS_PER_SECTION = 25;
export const NAVIGATION_LOCK_THRESHOLD = 10;
export const NAVIGATION_LOCKED_TEXT = 'You will need to answer more questions before unlocking navigation';

/** Whether any question of the step holds an answer. */
function answered(flow: Flow, stepName: string, answers: Answers): boolean {
  const step = flow.steps.find((candidate) => candidate.name === stepName);
  return step !== undefined && step.questions.some((field) => answers[field] !== undefined && answers[field] !== null);
}

/**
 * A role's completion as its navigation shows it (spec 000 §4): 25 per complete section; before any section is
 * complete, the index of the active question on the role's path. The active question is the furthest the person
 * has got: the step on screen, or the one after the last answered step when that lies further on, so that going
 * back to an earlier sub-section does not lock the navigation again.
 */
export function roleCompletion(flow: Flow, answers: Answers, activeStep: string, validator: StepValidator): number {
  const complete = completedSections(flow, answers, validator).length;
  if (complete > 0) return complete * POINTS_PER_SECTION;
  const path = walkFlow(flow, answers).path;
  const lastAnswered = path.findLastIndex((name) => answered(flow, name, answers));
  return Math.max(0, path.indexOf(activeStep), lastAnswered + 1);
}
