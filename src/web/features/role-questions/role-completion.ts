import { completedSections, walkFlow, type Answers, type Flow, type StepValidator } from '../../../flows';

/** Completion points per complete section, and the level at or below which navigation stays locked (spec 000 §4, §9). */
export const POINTS_PER_SECTION = 25;
export const NAVIGATION_LOCK_THRESHOLD = 10;
export const NAVIGATION_LOCKED_TEXT = 'You will need to answer more questions before unlocking navigation';

/**
 * A role's completion as its navigation shows it (spec 000 §4): 25 per complete section; before any section is
 * complete, the index of the active question on the role's path, so the navigation unlocks as the person gets
 * past the first ten questions.
 */
export function roleCompletion(flow: Flow, answers: Answers, activeStep: string, validator: StepValidator): number {
  const complete = completedSections(flow, answers, validator).length;
  if (complete > 0) return complete * POINTS_PER_SECTION;
  return Math.max(0, walkFlow(flow, answers).path.indexOf(activeStep));
}
