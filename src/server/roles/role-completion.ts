import { sectionCompleteness, type Answers, type Flow, type StepValidator } from '../../flows';

export interface RoleCompletion {
  /** 0..100: each complete section counts the same (25 for the role flow's four). */
  completion: number;
  completedSections: string[];
  sections: { name: string; complete: boolean }[];
}

/**
 * How far a role's answers are (spec 000 §4, spec 001 §2.2): the engine's section completeness (sequential for the
 * role flow: a section counts only when the one before it does), 25 per complete section of four. Computed with
 * the same engine the browser runs, so both show the same number.
 */
export function roleCompletion(flow: Flow, answers: Answers, validator: StepValidator): RoleCompletion {
  const states = sectionCompleteness(flow, answers, validator);
  const complete = states.filter((state) => state.complete).map((state) => state.section);
  const completion = states.length === 0 ? 100 : Math.floor((complete.length * 100) / states.length);
  return {
    completion,
    completedSections: complete,
    sections: states.map((state) => ({ name: state.section, complete: state.complete })),
  };
}
