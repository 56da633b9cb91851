import type { Flow, Step } from './types';

/** The step with this route name, or undefined (an unknown name in a URL is the caller's 404). */
export function findStep(flow: Flow, name: string): Step | undefined {
  return flow.steps.find((step) => step.name === name);
}

/** Index of a step in flow order; throws for a name the flow does not have (a programming error). */
export function stepIndex(flow: Flow, name: string): number {
  const index = flow.steps.findIndex((step) => step.name === name);
  if (index < 0) throw new Error(`Flow "${flow.id}" v${flow.version} has no step "${name}"`);
  return index;
}

/** Names the flow can end at: its default end and every end rule's target. */
export function endNames(flow: Flow): string[] {
  return [...new Set([...flow.ends.rules.map((rule) => rule.goTo), flow.ends.default])];
}
