import type { Answers } from './answers';
import type { Condition } from './condition';
import type { Flow } from './types';
import { evaluateCondition } from './evaluate-condition';
import { endNames, stepIndex } from './find-step';
import { siteIds } from './condition-sites';

/** Where a move leads: a step of the flow, or one of its ends. */
export type Transition = { kind: 'step'; step: string } | { kind: 'end'; end: string };

/** Receives each condition evaluated on the way, by site id (see `conditionSites`). */
export type DecisionRecorder = (site: string, outcome: boolean) => void;

const ignore: DecisionRecorder = () => undefined;

function check(condition: Condition, answers: Answers, site: string, record: DecisionRecorder): boolean {
  const outcome = evaluateCondition(condition, answers);
  record(site, outcome);
  return outcome;
}

function finish(flow: Flow, answers: Answers, record: DecisionRecorder): Transition {
  for (const [index, rule] of flow.ends.rules.entries()) {
    if (!rule.when || check(rule.when, answers, siteIds.end(index), record)) return { kind: 'end', end: rule.goTo };
  }
  return { kind: 'end', end: flow.ends.default };
}

/** The first shown step at or after `from` in flow order, or the flow's end when none is left. */
function firstShownFrom(flow: Flow, from: number, answers: Answers, record: DecisionRecorder): Transition {
  for (let index = from; index < flow.steps.length; index += 1) {
    const step = flow.steps[index]!;
    if (!step.when || check(step.when, answers, siteIds.step(step.name), record)) return { kind: 'step', step: step.name };
  }
  return finish(flow, answers, record);
}

/** Where the flow starts for these answers. */
export function entryTransition(flow: Flow, answers: Answers, record: DecisionRecorder = ignore): Transition {
  return firstShownFrom(flow, 0, answers, record);
}

/**
 * Where the flow goes after `stepName`: the first of its `next` rules that holds (to a later step, or an end),
 * else the next shown step in order, else the flow's end. A rule that jumps back is a broken flow and throws.
 */
export function transitionAfter(flow: Flow, stepName: string, answers: Answers, record: DecisionRecorder = ignore): Transition {
  const index = stepIndex(flow, stepName);
  const step = flow.steps[index]!;
  for (const [ruleIndex, rule] of (step.next ?? []).entries()) {
    if (rule.when && !check(rule.when, answers, siteIds.next(step.name, ruleIndex), record)) continue;
    if (endNames(flow).includes(rule.goTo)) return { kind: 'end', end: rule.goTo };
    const target = stepIndex(flow, rule.goTo);
    if (target <= index) throw new Error(`Flow "${flow.id}" v${flow.version}: step "${step.name}" jumps back to "${rule.goTo}"`);
    return firstShownFrom(flow, target, answers, record);
  }
  return firstShownFrom(flow, index + 1, answers, record);
}
