import type { Answers, Flow } from '../../flows';
import { isPlainObject } from '../../shared/plain-object';
import { camelKey } from '../../shared/wire-keys';

type Json = Record<string, unknown>;

const isRecord = isPlainObject<Json>;

/**
 * A flow's answers read out of the body its owner (a job seeker's answers, an organisation, a role) has on the
 * wire, already in camelCase: each question sits where its save target's `nestedAs` puts it. Null means
 * unanswered. Completion flags are read beside the questions of their target.
 */
export function answersOfOwner(flow: Flow, body: unknown): Answers {
  const answers: Record<string, unknown> = {};
  if (!isRecord(body)) return answers;
  const read = (field: string, saveTo: string) => {
    const nestedAs = flow.saveTargets[saveTo]?.nestedAs;
    const container = nestedAs === undefined ? body : body[camelKey(nestedAs)];
    const value = isRecord(container) ? container[field] : undefined;
    if (value !== undefined && value !== null) answers[field] = value;
  };
  for (const [field, question] of Object.entries(flow.questions)) read(field, question.saveTo);
  for (const step of flow.steps) if (step.completionFlag) read(step.completionFlag.field, step.completionFlag.saveTo);
  return answers;
}
