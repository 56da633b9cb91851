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

const readFromBody = new WeakMap<object, { flow: Flow; answers: Answers }>();

/**
 * answersOfOwner, kept for as long as the owner's body is the same object (SWR hands out one until it changes): a
 * screen drawn again with the same body gets the same answers, so what is worked out from them (the step's form
 * schema, the section's progress) is not worked out again on every render. Treat the answers as read-only.
 */
export function answersOfOwnerBody(flow: Flow, body: unknown): Answers {
  if (!isRecord(body)) return answersOfOwner(flow, body);
  const kept = readFromBody.get(body);
  if (kept?.flow === flow) return kept.answers;
  const answers = answersOfOwner(flow, body);
  readFromBody.set(body, { flow, answers });
  return answers;
}
