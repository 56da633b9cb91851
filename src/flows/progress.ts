import type { Answers } from './answers';
import type { Flow } from './types';
import { walkFlow } from './walk-flow';
import { endNames, stepIndex } from './find-step';

export interface SectionProgress {
  section: string;
  /** Steps of the section on the walk for these answers. */
  total: number;
  /** Of those, the ones before the current step. */
  done: number;
  /** The current step is in this section. */
  current: boolean;
}

export interface Progress {
  sections: SectionProgress[];
  total: number;
  done: number;
  /** done / total, 0-100, rounded down; 100 at an end. */
  percent: number;
}

/**
 * How far along the walk `current` (a step or an end) is, per section and overall. Counts steps the walk
 * passes before the current one, whatever their answers; validity is `sectionCompleteness`'s business.
 */
export function progress(flow: Flow, answers: Answers, current: string): Progress {
  const { path } = walkFlow(flow, answers);
  const atEnd = endNames(flow).includes(current) && !flow.steps.some((step) => step.name === current);
  const currentIndex = atEnd ? flow.steps.length : stepIndex(flow, current);
  const sectionOf = (name: string) => flow.steps[stepIndex(flow, name)]!.section;
  const isDone = (name: string) => stepIndex(flow, name) < currentIndex;
  const currentSection = atEnd ? undefined : flow.steps[currentIndex]!.section;

  const sections = flow.sections.map((section) => {
    const inSection = path.filter((name) => sectionOf(name) === section);
    return { section, total: inSection.length, done: inSection.filter(isDone).length, current: section === currentSection };
  });
  const done = path.filter(isDone).length;
  const percent = path.length === 0 || atEnd ? 100 : Math.floor((done / path.length) * 100);
  return { sections, total: path.length, done, percent };
}
