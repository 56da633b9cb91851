import type { FastifyInstance } from 'fastify';
import type { Flow } from '../../flows';
import { AppError } from '../errors/app-error';
import { assertAsked, normalized, validateRecordAnswer } from './record-validation';
import { isPlainObject, type RecordValue } from './record-wire';
import { isRowId } from '../http/ids';

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
  if (!isRowId(id)) throw new Error('A new record needs an id from the record_ids sequence');
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
