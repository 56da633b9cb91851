import type { Answers } from './answers';
import type { FieldError } from './run-step-check';
import type { Flow } from './types';
import { isPlainObject } from '../shared/plain-object';

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim().toLowerCase() === b.trim().toLowerCase() : a !== undefined && a === b;

/**
 * A list of records that repeats itself where its save target says it may not (`uniqueBy`: a language added twice):
 * the message at the field of each record that repeats an earlier one, so the person sees which one to change
 * before saving. The server refuses the same record with the same words (records/record-resources.ts), but its
 * answer names no record, so it could only be shown above the form.
 */
export function repeatedRecordErrors(flow: Flow, field: string, answers: Answers): FieldError[] {
  const question = flow.questions[field]!;
  const target = flow.saveTargets[question.saveTo];
  const list = answers[field];
  if (target?.kind !== 'records' || !target.uniqueBy || !Array.isArray(list)) return [];
  const message = target.duplicateMessage ?? `This repeats another ${target.noun ?? 'record'}.`;
  const live = list.map((item) => (isPlainObject(item) && item.deleted !== true ? item : undefined));
  const errors: FieldError[] = [];
  live.forEach((record, index) => {
    if (!record) return;
    const clash = target.uniqueBy!.find(
      (name) => record[name] !== undefined && live.slice(0, index).some((earlier) => earlier !== undefined && sameValue(earlier[name], record[name])),
    );
    if (clash !== undefined) errors.push({ field, message, path: `/${index}/${clash}` });
  });
  return errors;
}
