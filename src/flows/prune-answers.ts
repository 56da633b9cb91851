import type { Answers } from './answers';
import type { Flow } from './types';
import { walkFlow } from './walk-flow';
import { evaluateCondition } from './evaluate-condition';
import { conditionSites } from './condition-sites';
import { conditionFields } from './condition-fields';

/**
 * Flow fields with an answer that the walk for these answers no longer asks: their step is off the path or
 * their question is hidden. A field some evaluated condition read is never listed, even when its own step is
 * skipped (an existing resume hides the resume step): dropping it would change the path, and pruning must not.
 */
export function offPathFields(flow: Flow, answers: Answers): string[] {
  const walk = walkFlow(flow, answers);
  const asked = new Set<string>();
  for (const stepName of walk.path) {
    const step = flow.steps.find((candidate) => candidate.name === stepName)!;
    for (const field of step.questions) {
      const when = flow.questions[field]?.when;
      if (!when || evaluateCondition(when, answers)) asked.add(field);
    }
  }
  const evaluated = new Set(walk.decisions.map((decision) => decision.site));
  const consulted = new Set(
    conditionSites(flow)
      .filter((site) => evaluated.has(site.id))
      .flatMap((site) => conditionFields(site.condition)),
  );
  return Object.keys(answers).filter((field) => field in flow.questions && !asked.has(field) && !consulted.has(field));
}

/**
 * The answers without those to steps (or questions) that are no longer on the path. Keys that are not
 * questions of the flow are left as they are. The server calls this before saving, so a changed answer that
 * reroutes the flow does not leave stale answers behind.
 */
export function pruneAnswers(flow: Flow, answers: Answers): Record<string, unknown> {
  const dropped = new Set(offPathFields(flow, answers));
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !dropped.has(field)));
}
