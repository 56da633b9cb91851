import { isAnswered, type Answers } from './answers';
import type { Condition } from './condition';
import { conditionFields } from './condition-fields';
import { evaluateCondition } from './evaluate-condition';
import type { Flow } from './types';
import type { StepValidator } from './step-validator';
import { walkFlow } from './walk-flow';
import { validateStep } from './validate-step';

export interface SectionAnswered {
  /** Counted questions whose answer is given and passes its checks. */
  answered: number;
  /** The section's required questions that apply, or may still apply, to this person. */
  total: number;
  /** answered / total, 0-100, rounded down; 100 for a section with nothing to answer. */
  percent: number;
}

/**
 * Whether a step or question with this condition counts towards the total: its condition holds, or it names an
 * answer not given yet, so the question may still be asked. Counting the undecided ones from the start is what
 * keeps the total from growing as the person answers (issue 35 item 6: "0 of 8, 1 of 9, 4 of 10"); an answer can
 * only settle a branch, which takes its questions out.
 */
function mayApply(condition: Condition | undefined, answers: Answers): boolean {
  if (condition === undefined || evaluateCondition(condition, answers)) return true;
  return conditionFields(condition).some((field) => !isAnswered(answers[field]));
}

/**
 * How much of one section is answered, for the job seeker's progress bar (issue 23 item 10). Only required
 * questions count, so answering an optional one moves neither number, a complete section reads 100 % and a new
 * one 0 %.
 */
export function sectionAnswered(flow: Flow, answers: Answers, validator: StepValidator, section: string): SectionAnswered {
  const onWalk = new Set(walkFlow(flow, answers).path);
  let answered = 0;
  let total = 0;
  for (const step of flow.steps) {
    if (step.section !== section) continue;
    const shown = onWalk.has(step.name);
    if (!shown && !mayApply(step.when, answers)) continue;
    const invalid = shown ? new Set(validateStep(flow, step.name, answers, validator).map((error) => error.field)) : undefined;
    for (const field of step.questions) {
      const question = flow.questions[field]!;
      if (question.required === undefined || !mayApply(question.when, answers)) continue;
      total += 1;
      if (invalid !== undefined && isAnswered(answers[field]) && !invalid.has(field)) answered += 1;
    }
  }
  return { answered, total, percent: total === 0 ? 100 : Math.floor((answered * 100) / total) };
}
