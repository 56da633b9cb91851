import type { Answers } from './answers';
import type { Flow } from './types';
import { entryTransition, transitionAfter, type DecisionRecorder } from './step-transition';
import { evaluateCondition } from './evaluate-condition';
import { siteIds } from './condition-sites';

export interface Decision {
  /** Site id of the condition (see `conditionSites`). */
  site: string;
  outcome: boolean;
}

export interface Walk {
  /** Step names from the first step to the last shown one, in order. */
  path: string[];
  /** The end the walk reaches. */
  end: string;
  /** Every condition evaluated on the way (steps, questions on visited steps, next and end rules). */
  decisions: Decision[];
}

/** The whole path a person with these answers takes from the first step, and where it ends. */
export function walkFlow(flow: Flow, answers: Answers): Walk {
  const decisions: Decision[] = [];
  const record: DecisionRecorder = (site, outcome) => decisions.push({ site, outcome });
  const path: string[] = [];
  let move = entryTransition(flow, answers, record);
  while (move.kind === 'step') {
    const stepName = move.step;
    // Rules only jump forward, so this cannot happen in a flow that loaded; guard anyway against an endless loop.
    if (path.includes(stepName)) throw new Error(`Flow "${flow.id}" v${flow.version}: the walk returns to "${stepName}"`);
    path.push(stepName);
    const step = flow.steps.find((candidate) => candidate.name === stepName)!;
    for (const field of step.questions) {
      const when = flow.questions[field]?.when;
      if (when) record(siteIds.question(stepName, field), evaluateCondition(when, answers));
    }
    move = transitionAfter(flow, stepName, answers, record);
  }
  return { path, end: move.end, decisions };
}
