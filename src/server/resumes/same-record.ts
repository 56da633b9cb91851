import { conditionFields } from '../../flows/condition-fields';
import type { Flow } from '../../flows';
import type { RecordValue } from '../records/record-wire';

const held = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The stored record with only what it lacks taken from `read`: what the person typed is never replaced. Fields a
 * question's `nullWhen` rule ties together (an end date and "I currently work here") are one blank: filled only
 * when none of them is held, so a typed end is never cleared by a resume's "Present". Flags the question sets
 * itself (`saveWith`) are the placement's, never taken.
 */
export function withBlanksFilled(flow: Flow, field: string, stored: RecordValue, read: RecordValue): RecordValue {
  const question = flow.questions[field];
  const flags = new Set(Object.keys(question?.saveWith ?? {}));
  const groups = (question?.normalize ?? []).flatMap((rule) => (rule.op === 'nullWhen' ? [[rule.field, ...conditionFields(rule.when)]] : []));
  const filled: RecordValue = { ...stored };
  for (const [key, value] of Object.entries(read)) {
    if (key === 'id' || flags.has(key) || !held(value) || stored[key] !== undefined) continue;
    const group = groups.find((fields) => fields.includes(key));
    if (group && group.some((other) => held(stored[other]))) continue;
    filled[key] = value;
  }
  return filled;
}
