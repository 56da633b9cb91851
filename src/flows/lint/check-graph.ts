import type { Flow } from '../types';
import type { LintIssue } from './lint-issue';
import { stepInWords } from './step-in-words';

/**
 * Steps no walk can reach, and rules that jump back (the only way a flow could loop). Static: any
 * condition may hold, a step with a condition may be skipped.
 */
export function checkGraph(flow: Flow): LintIssue[] {
  const issues: LintIssue[] = [];
  const indexOf = new Map(flow.steps.map((step, index) => [step.name, index] as const));
  const reached = new Set<number>();
  const queue: number[] = [];

  /** Steps that can come first from `from` on: each one up to and including the first without a condition. */
  const enterFrom = (from: number): void => {
    for (let index = from; index < flow.steps.length; index += 1) {
      if (!reached.has(index)) {
        reached.add(index);
        queue.push(index);
      }
      if (!flow.steps[index]!.when) return;
    }
  };

  enterFrom(0);
  while (queue.length > 0) {
    const index = queue.shift()!;
    const step = flow.steps[index]!;
    let fallsThrough = true;
    for (const rule of step.next ?? []) {
      const target = indexOf.get(rule.goTo);
      if (target !== undefined && target <= index) {
        issues.push({
          code: 'cycle',
          step: step.name,
          message: `The step ${stepInWords(flow, step.name)} has a rule going back to ${stepInWords(flow, rule.goTo)}; rules may only go forward.`,
        });
      } else if (target !== undefined) {
        enterFrom(target);
      }
      if (!rule.when) {
        fallsThrough = false;
        break;
      }
    }
    if (fallsThrough) enterFrom(index + 1);
  }
  flow.steps.forEach((step, index) => {
    if (!reached.has(index))
      issues.push({
        code: 'unreachable-step',
        step: step.name,
        message: `The step ${stepInWords(flow, step.name)} is never shown: no way through the flow leads to it.`,
      });
  });
  return issues;
}
