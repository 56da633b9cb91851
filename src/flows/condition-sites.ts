import type { Condition } from './condition';
import type { Flow } from './types';

/** Where a condition sits in a flow; the id names it in walk decisions and in the path report. */
export interface ConditionSite {
  id: string;
  condition: Condition;
  /** The step it belongs to; absent for the flow's end rules. */
  step?: string;
  /** The question it belongs to, for a question's own condition. */
  question?: string;
}

export const siteIds = {
  step: (step: string) => `step ${step}`,
  question: (step: string, field: string) => `question ${step}.${field}`,
  next: (step: string, index: number) => `next ${step}[${index}]`,
  end: (index: number) => `end[${index}]`,
};

/** Every condition of the flow that can steer a walk, in flow order. */
export function conditionSites(flow: Flow): ConditionSite[] {
  const sites: ConditionSite[] = [];
  for (const step of flow.steps) {
    if (step.when) sites.push({ id: siteIds.step(step.name), condition: step.when, step: step.name });
    for (const field of step.questions) {
      const when = flow.questions[field]?.when;
      if (when) sites.push({ id: siteIds.question(step.name, field), condition: when, step: step.name, question: field });
    }
    step.next?.forEach((rule, index) => {
      if (rule.when) sites.push({ id: siteIds.next(step.name, index), condition: rule.when, step: step.name });
    });
  }
  flow.ends.rules.forEach((rule, index) => {
    if (rule.when) sites.push({ id: siteIds.end(index), condition: rule.when });
  });
  return sites;
}
