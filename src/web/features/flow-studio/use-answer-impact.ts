import { useEffect, useState } from 'react';
import type { FlowDocument } from '../../../flows';
import { checkDraft, type FlowProblem } from '../../api/staff/flow-studio-api';
import { isLostAnswers } from './problem-words';

export type Impact = { state: 'checking' } | { state: 'known'; problems: FlowProblem[] } | { state: 'unknown' };

/**
 * What an edit would do to saved answers, asked before it is made: the server checks the draft as it would be
 * (`candidate`, kept the same object while asked) and its problems about saved answers of `field` come back with counts.
 */
export function useAnswerImpact(flowId: string, candidate: FlowDocument | null, field: string): Impact {
  const [result, setResult] = useState<{ candidate: FlowDocument; impact: Impact } | null>(null);
  useEffect(() => {
    if (!candidate) return;
    const controller = new AbortController();
    checkDraft(flowId, candidate, controller.signal).then(
      (checked) =>
        setResult({
          candidate,
          impact: { state: 'known', problems: checked.problems.filter((problem) => problem.question === field && problem.answerSets !== undefined) },
        }),
      () => !controller.signal.aborted && setResult({ candidate, impact: { state: 'unknown' } }),
    );
    return () => controller.abort();
  }, [flowId, candidate, field]);
  return result && result.candidate === candidate ? result.impact : { state: 'checking' };
}

/** How many answer sets hold `code` among the impact's refused values (null when the server did not say). */
export function answersHolding(impact: Impact, code: unknown): number | null {
  if (impact.state !== 'known') return null;
  for (const problem of impact.problems) {
    const value = problem.values?.find((candidate) => candidate.value === code);
    if (value) return value.answerSets;
  }
  return null;
}

/** How many answer sets lose the question (null when the server did not say). */
export function answersLost(impact: Impact): number | null {
  if (impact.state !== 'known') return null;
  const lost = impact.problems.find(isLostAnswers);
  return lost?.answerSets ?? null;
}
