import { evaluateCondition, isAnswered, normalizeAnswers, pruneAnswers, validateStep, type Answers, type Flow, type StepValidator } from '../../flows';
import type { FieldErrors } from '../errors/app-error';
import { fieldOfWire } from './flow-answers';

export const NOT_SAVED_HERE = 'This field is not saved here.';
export const RESUME_IS_UPLOADED = 'A resume is saved by uploading the file, not with this call.';
export const FLAG_IS_BOOLEAN = 'Send true or false.';

export type MergeResult = { ok: true; answers: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** Completion flags (`completedSkills`) the flow's steps save to these resources. */
function completionFlags(flow: Flow, targets: ReadonlySet<string>): Set<string> {
  return new Set(flow.steps.flatMap((step) => (step.completionFlag && targets.has(step.completionFlag.saveTo) ? [step.completionFlag.field] : [])));
}

/**
 * A save to answer resources (`saveTargets` keys of the flow; several when they share one API path): the wire
 * body's fields, converted to the
 * flow's names, normalized and validated with the engine exactly as the browser does (the schema's own
 * messages, the step checks), then merged into the stored answers and pruned to the path. A field whose
 * answer is empty clears it, unless its question requires an answer. Errors are keyed by the wire name sent.
 * `today` (the server clock's date) lets the flow's rules against today be checked.
 */
export function mergeAnswers(
  flow: Flow,
  target: string | readonly string[],
  stored: Answers,
  body: Record<string, unknown>,
  validator: StepValidator,
  today?: string,
): MergeResult {
  const targets = new Set(typeof target === 'string' ? [target] : target);
  const errors: FieldErrors = {};
  const add = (wireKey: string, message: string) => {
    const list = (errors[wireKey] ??= []);
    if (!list.includes(message)) list.push(message);
  };

  const flags = completionFlags(flow, targets);
  const wireKeyOf = new Map<string, string>();
  const submitted: Record<string, unknown> = {};
  for (const [wireKey, raw] of Object.entries(body)) {
    const { field, value } = fieldOfWire(wireKey, raw);
    if (flags.has(field)) {
      if (typeof value === 'boolean') submitted[field] = value;
      else add(wireKey, FLAG_IS_BOOLEAN);
      continue;
    }
    const question = flow.questions[field];
    if (!question || !targets.has(question.saveTo)) add(wireKey, NOT_SAVED_HERE);
    else if (field === 'resume' && value !== null) add(wireKey, RESUME_IS_UPLOADED);
    else {
      wireKeyOf.set(field, wireKey);
      submitted[field] = value;
    }
  }

  const normalized = normalizeAnswers(flow, submitted);
  const merged: Record<string, unknown> = { ...stored, ...normalized };
  for (const [field, value] of Object.entries(normalized)) if (!isAnswered(value)) delete merged[field];

  // The steps that ask the submitted questions, validated on the merged answers as the browser would on leaving
  // them; only the submitted fields' problems are this save's.
  const answeredFields = [...wireKeyOf.keys()];
  const steps = flow.steps.filter((step) => step.questions.some((field) => wireKeyOf.has(field)));
  for (const step of steps) {
    for (const error of validateStep(flow, step.name, merged, validator, today)) {
      const wireKey = wireKeyOf.get(error.field);
      if (wireKey !== undefined) add(wireKey, error.message);
    }
  }
  // validateStep skips hidden questions; a value sent for one must still be a value its schema accepts.
  for (const field of answeredFields) {
    const question = flow.questions[field]!;
    if (!question.when || evaluateCondition(question.when, merged) || !isAnswered(merged[field])) continue;
    for (const issue of validator.validate(question.schema, merged[field])) add(wireKeyOf.get(field)!, issue.message);
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, answers: pruneAnswers(flow, merged) };
}
