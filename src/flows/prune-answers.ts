import type { Answers } from './answers';
import type { Flow } from './types';
import { walkFlow } from './walk-flow';
import { evaluateCondition } from './evaluate-condition';
import { conditionSites } from './condition-sites';
import { conditionFields } from './condition-fields';
import { isAnswered } from './answers';

/** The fields the steps of `path` ask for these answers (a hidden question is not asked). */
function askedOn(flow: Flow, path: readonly string[], answers: Answers): Set<string> {
  const asked = new Set<string>();
  for (const stepName of path) {
    const step = flow.steps.find((candidate) => candidate.name === stepName)!;
    for (const field of step.questions) {
      const when = flow.questions[field]?.when;
      if (!when || evaluateCondition(when, answers)) asked.add(field);
    }
  }
  return asked;
}

/**
 * Flow fields with an answer that the walk for these answers no longer asks: their step is off the path or
 * their question is hidden. A field some evaluated condition read is never listed, even when its own step is
 * skipped (an existing resume hides the resume step): dropping it would change the path, and pruning must not.
 */
export function offPathFields(flow: Flow, answers: Answers): string[] {
  const walk = walkFlow(flow, answers);
  const asked = askedOn(flow, walk.path, answers);
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

/**
 * Keep what can be kept on a branch change (docs/decisions.md, "Answers set aside"): a save that takes answers off
 * the path (`before` → `after`, already pruned) sets them aside instead of losing them, and answers set aside earlier
 * come back once the path asks their question again (full time → part time → full time restores the maximum
 * salary). Set-aside answers are stored apart from the answers, so nothing that reads answers (completion,
 * validation, matching, reports, exports, the screens) sees them while they are off the path. An answer the person
 * cleared on a step still asked is gone, as before; a new answer to a question replaces the one set aside.
 */
export function setAsideOffPath(
  flow: Flow,
  before: Answers,
  after: Answers,
  setAside: Answers,
): { answers: Record<string, unknown>; setAside: Record<string, unknown> } {
  const answers: Record<string, unknown> = { ...after };
  const aside: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(setAside)) if (field in flow.questions && !(field in answers)) aside[field] = value;
  // Restoring an answer can open a further branch whose answers were set aside too (open to relocation → offers
  // relocation), so this repeats until the path asks nothing more that is waiting.
  for (;;) {
    const asked = askedOn(flow, walkFlow(flow, answers).path, answers);
    const back = Object.keys(aside).filter((field) => asked.has(field));
    if (back.length === 0) break;
    for (const field of back) {
      answers[field] = aside[field];
      delete aside[field];
    }
  }
  const asked = askedOn(flow, walkFlow(flow, answers).path, answers);
  for (const [field, value] of Object.entries(before)) {
    if (field in flow.questions && !(field in answers) && !asked.has(field) && isAnswered(value)) aside[field] = value;
  }
  return { answers, setAside: aside };
}
