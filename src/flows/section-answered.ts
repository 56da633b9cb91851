import { isAnswered, type Answers } from './answers';
import type { Flow } from './types';
import type { StepValidator } from './step-validator';
import { walkFlow } from './walk-flow';
import { validateStep } from './validate-step';
import { isQuestionVisible } from './is-question-visible';

export interface SectionAnswered {
  /** Counted questions whose answer is given and passes its checks. */
  answered: number;
  /** Questions shown on the walk that must be answered, and optional ones the person did answer. */
  total: number;
  /** answered / total, 0-100, rounded down; 100 for a section with nothing to answer. */
  percent: number;
}

/**
 * How much of one section is answered, for the job seeker's progress bar (issue 23 item 10). An optional question
 * left empty is not counted either way, so a section that is complete reads 100 % and a new one 0 %; an
 * optional answer given counts like a required one.
 */
export function sectionAnswered(flow: Flow, answers: Answers, validator: StepValidator, section: string): SectionAnswered {
  let answered = 0;
  let total = 0;
  for (const stepName of walkFlow(flow, answers).path) {
    const step = flow.steps.find((candidate) => candidate.name === stepName)!;
    if (step.section !== section) continue;
    const invalid = new Set(validateStep(flow, stepName, answers, validator).map((error) => error.field));
    for (const field of step.questions) {
      if (!isQuestionVisible(flow, field, answers)) continue;
      const given = isAnswered(answers[field]);
      if (!given && flow.questions[field]!.required === undefined) continue;
      total += 1;
      if (given && !invalid.has(field)) answered += 1;
    }
  }
  return { answered, total, percent: total === 0 ? 100 : Math.floor((answered * 100) / total) };
}
