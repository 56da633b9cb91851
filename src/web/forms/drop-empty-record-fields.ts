import type { Answers, Flow } from '../../flows';
import { isPlainObject } from '../../shared/plain-object';

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function withoutEmptyFields(record: unknown): unknown {
  if (!isPlainObject(record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([, value]) => !isEmpty(value)));
}

/**
 * Record answers (a role, a list of degrees) without the fields left empty: a date or year typed and then cleared
 * comes back from its box as null or "", which the record's schema refuses for an optional field ("Instance type
 * "null" is invalid"), so the step could not be left until something was typed again. Empty values are dropped
 * (spec 000 §5), so the record is saved without them. Rules that clear a field on purpose (a current job's end
 * date) run after this, on the answers as saved.
 */
export function dropEmptyRecordFields(flow: Flow, answers: Answers): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...answers };
  for (const [field, value] of Object.entries(answers)) {
    const widget = flow.questions[field]?.ui.widget;
    if (widget === 'record') kept[field] = withoutEmptyFields(value);
    if (widget === 'records' && Array.isArray(value)) kept[field] = value.map(withoutEmptyFields);
  }
  return kept;
}
