import type { Answers, Flow, StepValidator } from '../../flows';
import type { FieldErrors } from '../errors/app-error';
import { mergeAnswers, type MergeResult } from '../flows/merge-answers';

/** Answers sent for some save targets: a flat part of the role body, or one nested object of it. */
export interface AnswerGroup {
  targets: readonly string[];
  body: Record<string, unknown>;
}

/**
 * Several groups of one request merged in turn with `mergeAnswers` (the schema's messages, pruning to the path):
 * every group's problems are reported together, keyed by the field's wire name (field names are unique across
 * the flow, so a nested field's name says where it is), and nothing is merged unless all of them are valid.
 */
export function mergeRoleAnswers(flow: Flow, stored: Answers, groups: readonly AnswerGroup[], validator: StepValidator): MergeResult {
  let answers: Record<string, unknown> = { ...stored };
  const errors: FieldErrors = {};
  for (const group of groups) {
    if (Object.keys(group.body).length === 0) continue;
    const result = mergeAnswers(flow, group.targets, answers, group.body, validator);
    if (result.ok) answers = result.answers;
    else for (const [key, messages] of Object.entries(result.errors)) errors[key] = [...(errors[key] ?? []), ...messages];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, answers };
}
