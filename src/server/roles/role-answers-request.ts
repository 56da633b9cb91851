import type { Flow } from '../../flows';
import { AppError, type FieldErrors } from '../errors/app-error';
import { fieldOfWire } from '../flows/flow-answers';
import type { AnswerGroup } from './merge-role-answers';
import { flatAnswerTargets, nestedAnswerTargets } from './role-flow';
import { isPlainObject } from '../../shared/plain-object';

export const JOB_FILE_IS_UPLOADED = 'A job file is saved by uploading it (POST /api/employer/role/{uuid}/job-file/), not with this call.';

export { isPlainObject };

/** A request body that must be a JSON object with something in it. */
export function objectBody(body: unknown, example: string): Record<string, unknown> {
  if (!isPlainObject(body)) throw AppError.detail(400, `Send a JSON object, e.g. ${example}.`);
  if (Object.keys(body).length === 0) throw AppError.detail(400, 'Send at least one field to change.');
  return body;
}

/** The answers part of a role body, split by where it goes: the flat fields and each nested object. */
export interface RoleAnswersRequest {
  groups: AnswerGroup[];
  /** File questions sent as null: their answer is cleared (and the stored file goes with it). */
  clearedFiles: string[];
}

/**
 * Splits the answers of a POST or PATCH role body (status taken out) into merge groups: top-level fields for the
 * flat answer targets, each `nestedAs` object for its target. A file question's answer only comes from an upload.
 */
export function roleAnswersRequest(flow: Flow, body: Record<string, unknown>): RoleAnswersRequest {
  const nested = nestedAnswerTargets(flow);
  const errors: FieldErrors = {};
  const flat: Record<string, unknown> = {};
  const groups: AnswerGroup[] = [];
  const clearedFiles: string[] = [];
  const fileField = (wireKey: string, value: unknown): boolean => {
    const { field } = fieldOfWire(wireKey, value);
    if (flow.questions[field]?.ui.widget !== 'file-upload') return false;
    if (value === null) clearedFiles.push(field);
    else errors[wireKey] = [JOB_FILE_IS_UPLOADED];
    return value !== null;
  };
  for (const [key, value] of Object.entries(body)) {
    const target = nested.get(key);
    if (target === undefined) {
      if (!fileField(key, value)) flat[key] = value;
      continue;
    }
    if (!isPlainObject(value)) {
      errors[key] = ['Send these answers as a JSON object of fields.'];
      continue;
    }
    // The id in a nested object is the role's own (the body carries it); it is not an answer.
    const { id: _id, ...answers } = value;
    groups.push({ targets: [target], body: answers });
  }
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return { groups: [{ targets: flatAnswerTargets(flow), body: flat }, ...groups], clearedFiles };
}
