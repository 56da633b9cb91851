import type { Condition } from '../condition';
import type { Flow } from '../types';
import { evaluateCondition } from '../evaluate-condition';
import { answerCandidates, type CandidateOptions } from './answer-candidates';

/** Past this many combinations the search gives up and says the condition may hold: it must never cry wolf. */
const MOST_COMBINATIONS = 20_000;

/**
 * Whether some answers make `condition` hold, tried with the engine's own `evaluateCondition` over answers that
 * stand for every case the condition can tell apart (`answerCandidates`). Catches tests that contradict each other
 * ("Kind is A and Kind is B", "Flag is yes and Flag is no", "X is one of A and X is not one of A"), a value the
 * question does not offer (with `offeredOnly`), and answers not given yet (with `unanswered`).
 */
export function conditionSatisfiable(flow: Flow, condition: Condition, options: CandidateOptions = {}): boolean {
  const candidates: [string, unknown[]][] = [];
  for (const [field, values] of answerCandidates(flow, condition, options)) {
    if (values === null) return true;
    candidates.push([field, values]);
  }
  const combinations = candidates.reduce((count, [, values]) => count * values.length, 1);
  if (combinations > MOST_COMBINATIONS) return true;
  const answers: Record<string, unknown> = {};
  const tryFrom = (index: number): boolean => {
    if (index === candidates.length) return evaluateCondition(condition, answers);
    const [field, values] = candidates[index]!;
    for (const value of values) {
      if (value === undefined) delete answers[field];
      else answers[field] = value;
      if (tryFrom(index + 1)) return true;
    }
    return false;
  };
  return tryFrom(0);
}
