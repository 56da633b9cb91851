import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeAnswers, offPathFields, type Flow, type JsonSchema } from '../../flows';
import { editAnswersInTransaction, nextRecordIds, type Edit } from '../flows/edit-jobseeker-answers';
import { authOf } from '../auth/authenticate';
import { AppError, type FieldErrors } from '../errors/app-error';
import { fromWire, keysToWire } from '../../shared/wire-keys';
import { NOT_SAVED_HERE } from '../flows/merge-answers';

export type RecordValue = Record<string, unknown>;

/** Where one kind of record lives in the job seeker's answers: the questions (camelCase) holding it. */
export interface RecordKind {
  /** Questions whose answer is one record (recentExperience). */
  single: readonly string[];
  /** Questions whose answer is a list of records. */
  lists: readonly string[];
  /** Singular noun for messages: "No such education record." */
  noun: string;
  /**
   * When the record of the single question `to` is removed, the latest record of the list `from` takes its place
   * with `flag` set: a person who still has roles always has a most recent one.
   */
  promote?: { to: string; from: string; flag: string };
}

export function isPlainObject(value: unknown): value is RecordValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A wire (snake_case) body as the engine's camelCase record. */
export function recordFromWire(body: RecordValue): RecordValue {
  return fromWire<RecordValue>(body);
}

export function recordToWire(record: RecordValue): RecordValue {
  return keysToWire(record);
}

function wireKey(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Where a record with this id sits: its question and, for a list, its index. */
export function findRecord(kind: RecordKind, answers: RecordValue, id: number): { field: string; index: number | null; record: RecordValue } | undefined {
  for (const field of kind.single) {
    const value = answers[field];
    if (isPlainObject(value) && value.id === id) return { field, index: null, record: value };
  }
  for (const field of kind.lists) {
    const list = answers[field];
    if (!Array.isArray(list)) continue;
    const index = list.findIndex((item) => isPlainObject(item) && item.id === id);
    if (index >= 0) return { field, index, record: list[index] as RecordValue };
  }
  return undefined;
}

/** A record id from the path: a positive integer, else 404. */
export function recordIdParam(param: string, noun: string): number {
  const id = Number(param);
  if (!/^[1-9][0-9]{0,9}$/.test(param) || !Number.isSafeInteger(id)) throw AppError.detail(404, `No such ${noun}.`);
  return id;
}

/**
 * Validates the new answer of `field` with its question's schema through the engine's validator; only the
 * problems of the record at `index` (or of a single record) are reported, keyed by the record's wire field
 * names, plus the list's own maximum when it grows. Throws a 400 with the schema's messages.
 */
export function validateRecordAnswer(ctx: FastifyInstance['ctx'], flow: Flow, field: string, value: unknown, index: number | null, grew: boolean): void {
  const question = flow.questions[field];
  if (!question) throw new Error(`The flow has no question ${field}`);
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  // A field the record does not have is named as such, rather than with the validator's generic wording.
  const recordSchema = (index === null ? question.schema : (question.schema as { items?: JsonSchema }).items) as
    { properties?: Record<string, unknown> } | undefined;
  const record = index === null ? value : Array.isArray(value) ? value[index] : undefined;
  if (recordSchema?.properties && isPlainObject(record)) {
    for (const key of Object.keys(record)) if (!(key in recordSchema.properties)) add(wireKey(key), NOT_SAVED_HERE);
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  }
  const prefix = index === null ? '' : `/${index}`;
  for (const issue of ctx.flows.validator.validate(question.schema, value)) {
    if (issue.path === prefix) add(index === null ? 'non_field_errors' : wireKey(field), issue.message);
    else if (issue.path.startsWith(`${prefix}/`)) add(wireKey(issue.path.slice(prefix.length + 1).split('/')[0]!), issue.message);
  }
  // The list's own limits: only its maximum is this save's business (removing the last record is allowed).
  const schema = question.schema as JsonSchema & {
    maxItems?: number;
    errorMessage?: { maxItems?: string };
  };
  if (grew && Array.isArray(value) && typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
    add(wireKey(field), schema.errorMessage?.maxItems ?? `Add at most ${schema.maxItems}`);
  }
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
}

/** The caller's job seeker id; other kinds of account have no records. */
export function jobseekerId(request: FastifyRequest): number {
  const { user } = authOf(request);
  if (user.userType !== 'jobseeker') throw AppError.detail(403, 'This needs a job seeker account.');
  return user.id;
}

export { editAnswersInTransaction, nextRecordIds, type AnswersTransaction, type Edit } from '../flows/edit-jobseeker-answers';

/**
 * Read-modify-write of the person's job seeker answers under a row lock, as the plain answer saves do; a
 * thrown AppError rolls everything back. Answers the edit's result with the new `completed_sections`.
 */
export async function editAnswers<T>(
  app: FastifyInstance,
  userId: number,
  edit: (answers: RecordValue, flow: Flow, newId: number) => Edit<T>,
  options: { newId?: boolean } = {},
): Promise<{ result: T; completedSections: string[] }> {
  return editAnswersInTransaction(app, userId, async (tx, answers, flow) => {
    const newId = options.newId ? (await nextRecordIds(tx, 1))[0]! : 0;
    return edit(answers, flow, newId);
  });
}

/** The answer after normalization (end date cleared for a current job), as the engine would store it. */
export function normalized(flow: Flow, field: string, value: unknown): unknown {
  return normalizeAnswers(flow, { [field]: value })[field];
}

export const SKIPPED_BY_EARLIER_ANSWERS = 'Your earlier answers skip this question, so it cannot be saved yet.';

/**
 * Refuses an answer to a question the person's other answers skip (its step's condition is false): the next
 * save of any answer would prune it (pruneAnswers), so storing it now would lose it silently later.
 */
export function assertAsked(flow: Flow, answers: RecordValue, field: string): void {
  if (offPathFields(flow, answers).includes(field)) throw AppError.fields({ [wireKey(field)]: [SKIPPED_BY_EARLIER_ANSWERS] });
}

/** Adds a record to a list question (or sets a single one); answers the stored record. */
export function addRecord(
  ctx: FastifyInstance['ctx'],
  flow: Flow,
  answers: RecordValue,
  field: string,
  record: RecordValue,
  single: boolean,
  id: number,
): { answers: RecordValue; record: RecordValue } {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error('A new record needs an id from the record_ids sequence');
  const withId = { ...record, id };
  if (single) {
    const value = normalized(flow, field, withId) as RecordValue;
    validateRecordAnswer(ctx, flow, field, value, null, false);
    assertAsked(flow, { ...answers, [field]: value }, field);
    return { answers: { ...answers, [field]: value }, record: value };
  }
  const list = Array.isArray(answers[field]) ? [...(answers[field] as unknown[])] : [];
  list.push(withId);
  const value = normalized(flow, field, list) as RecordValue[];
  validateRecordAnswer(ctx, flow, field, value, value.length - 1, true);
  assertAsked(flow, { ...answers, [field]: value }, field);
  return {
    answers: { ...answers, [field]: value },
    record: value[value.length - 1]!,
  };
}

/** Replaces fields of an existing record (the id stays); 404 when the person has no such record. */
export function patchRecord(
  ctx: FastifyInstance['ctx'],
  flow: Flow,
  kind: RecordKind,
  answers: RecordValue,
  id: number,
  changes: RecordValue,
): { answers: RecordValue; record: RecordValue } {
  const found = findRecord(kind, answers, id);
  if (!found) throw AppError.detail(404, `No such ${kind.noun}.`);
  const merged: RecordValue = { ...found.record, ...changes, id };
  for (const [key, value] of Object.entries(changes)) if (value === null && key !== 'endDate') delete merged[key];
  if (found.index === null) {
    const value = normalized(flow, found.field, merged) as RecordValue;
    validateRecordAnswer(ctx, flow, found.field, value, null, false);
    return { answers: { ...answers, [found.field]: value }, record: value };
  }
  const list = [...(answers[found.field] as unknown[])];
  list[found.index] = merged;
  const value = normalized(flow, found.field, list) as RecordValue[];
  validateRecordAnswer(ctx, flow, found.field, value, found.index, false);
  return {
    answers: { ...answers, [found.field]: value },
    record: value[found.index]!,
  };
}

/**
 * The list record that counts as the latest: the latest `startDate` (ISO dates compare as text), dated records
 * before undated ones, and on a tie (or with no dates at all) the one further down the list, since a role that
 * stops being the most recent is appended there.
 */
function latestIndex(list: unknown[]): number {
  let best = -1;
  let bestDate = '';
  list.forEach((item, index) => {
    if (!isPlainObject(item)) return;
    const date = typeof item.startDate === 'string' ? item.startDate : '';
    if (best < 0 || date >= bestDate) {
      best = index;
      bestDate = date;
    }
  });
  return best;
}

/**
 * Removes a record; an emptied list clears its answer. Removing the record a kind promotes into (the most recent
 * role) moves the latest remaining list record there. 404 when the person has no such record.
 */
export function removeRecord(kind: RecordKind, answers: RecordValue, id: number): RecordValue {
  const found = findRecord(kind, answers, id);
  if (!found) throw AppError.detail(404, `No such ${kind.noun}.`);
  const next = { ...answers };
  if (found.index === null) {
    delete next[found.field];
    const promote = kind.promote;
    const list = promote?.to === found.field ? next[promote.from] : undefined;
    if (promote && Array.isArray(list)) {
      const index = latestIndex(list);
      if (index >= 0) {
        const rest = list.filter((_, at) => at !== index);
        next[promote.to] = { ...(list[index] as RecordValue), [promote.flag]: true };
        if (rest.length === 0) delete next[promote.from];
        else next[promote.from] = rest;
      }
    }
    return next;
  }
  const list = (answers[found.field] as unknown[]).filter((_, index) => index !== found.index);
  if (list.length === 0) delete next[found.field];
  else next[found.field] = list;
  return next;
}
