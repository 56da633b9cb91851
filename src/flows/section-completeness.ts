import type { Answers } from './answers';
import type { Flow } from './types';
import type { StepValidator } from './step-validator';
import { walkFlow } from './walk-flow';
import { validateStep } from './validate-step';

export interface SectionCompleteness {
  section: string;
  complete: boolean;
  /** Steps of the section on the walk for these answers. */
  steps: string[];
  /** Of those, the ones whose answers do not validate. */
  invalidSteps: string[];
}

/**
 * Per section: complete when every step of it on the walk validates (a section with no shown step is
 * complete). With `completeness: "sequential"` a section also needs the one before it complete.
 */
export function sectionCompleteness(flow: Flow, answers: Answers, validator: StepValidator): SectionCompleteness[] {
  const { path } = walkFlow(flow, answers);
  const result: SectionCompleteness[] = [];
  for (const section of flow.sections) {
    const steps = path.filter((name) => flow.steps.find((step) => step.name === name)!.section === section);
    const invalidSteps = steps.filter((name) => validateStep(flow, name, answers, validator).length > 0);
    const previousComplete = result.at(-1)?.complete ?? true;
    const complete = invalidSteps.length === 0 && (flow.completeness === 'independent' || previousComplete);
    result.push({ section, complete, steps, invalidSteps });
  }
  return result;
}

/** Names of the complete sections, in flow order: what the profile's `completedSections` lists. */
export function completedSections(flow: Flow, answers: Answers, validator: StepValidator): string[] {
  return sectionCompleteness(flow, answers, validator)
    .filter((state) => state.complete)
    .map((state) => state.section);
}

/**
 * Whether one section is complete, as `completedSections` decides it, validating only the steps that decide it: its
 * own, and under sequential completeness those of the sections before it. Validating a step is the costly part, and
 * a caller asking after one section (matching asks after Core Profile for every answer set a flow move carries)
 * need not pay for the others.
 */
export function sectionComplete(flow: Flow, answers: Answers, validator: StepValidator, section: string): boolean {
  const at = flow.sections.indexOf(section);
  if (at < 0) return false;
  const deciding = new Set(flow.completeness === 'independent' ? [section] : flow.sections.slice(0, at + 1));
  const sectionOf = new Map(flow.steps.map((step) => [step.name, step.section] as const));
  return walkFlow(flow, answers)
    .path.filter((name) => deciding.has(sectionOf.get(name)!))
    .every((name) => validateStep(flow, name, answers, validator).length === 0);
}
