import type { FastifyInstance } from 'fastify';
import { offPathFields, optionsOf, type Flow, type JsonSchema } from '../../flows';
import { addRecord, patchRecord } from '../records/record-edits';
import { validateRecordAnswer } from '../records/record-validation';
import { isPlainObject, type RecordValue } from '../records/record-wire';
import type { RecordResource } from '../records/record-resources';
import { recordSchemaOf, sameRecord } from '../../flows/record-identity';
import { withBlanksFilled } from './same-record';

/** Where a record of the person's answers sits. */
interface Stored {
  field: string;
  record: RecordValue;
}

/** Every live record of one kind (the most recent role and the other roles are one kind), where it sits. */
function storedRecords(resource: RecordResource, answers: RecordValue): Stored[] {
  const single = resource.kind.single.flatMap((field) => (isPlainObject(answers[field]) ? [{ field, record: answers[field] }] : []));
  const lists = resource.kind.lists.flatMap((field) =>
    Array.isArray(answers[field]) ? answers[field].filter(isPlainObject).map((record) => ({ field, record })) : [],
  );
  return [...single, ...lists].filter((stored) => stored.record.deleted !== true);
}

/** The record with the values the resume did not give filled with the first option of each: only to check the rest now. */
function withStandIns(properties: Record<string, JsonSchema>, required: readonly string[], record: RecordValue): RecordValue {
  const complete = { ...record };
  for (const field of required) {
    const first = optionsOf(properties[field])[0];
    if (complete[field] === undefined && first?.const !== undefined) complete[field] = first.const;
  }
  return complete;
}

export interface RecordsContext {
  ctx: FastifyInstance['ctx'];
  flow: Flow;
  resource: RecordResource;
  nextId: () => number;
}

/** What placing one ticked record did: the answers after it, and the record as stored, or held for a later step. */
export type Placed = { answers: RecordValue; stored: RecordValue } | { answers: RecordValue; held: RecordValue };

/**
 * Places one record the person ticked, as the record's own POST would file it: a record they already have (the
 * same role, degree, skill or language, however it came) is never added twice and only gains what it lacks; a new
 * one is added where the flow's questions say. A single question already answered (the most recent role typed)
 * is never replaced: the new record joins its list. When `holdable` and the question is not asked yet, or the
 * resume left out a value it needs (a degree's level), the record is checked as far as it goes and held.
 */
export function placeRecord(context: RecordsContext, answers: RecordValue, field: string, read: RecordValue, holdable: boolean): Placed {
  const { ctx, flow, resource, nextId } = context;
  const schema = recordSchemaOf(flow, field);
  const uniqueBy = flow.saveTargets[resource.target]?.uniqueBy;
  const match = storedRecords(resource, answers).find((stored) => sameRecord(schema?.properties ?? {}, uniqueBy, stored.record, read));
  if (match) {
    const filled = withBlanksFilled(flow, match.field, match.record, read);
    const changes = Object.fromEntries(Object.entries(filled).filter(([key]) => match.record[key] === undefined));
    if (Object.keys(changes).length === 0 || typeof match.record.id !== 'number') return { answers, stored: match.record };
    const patched = patchRecord(ctx, flow, resource.kind, answers, match.record.id, changes);
    return { answers: patched.answers, stored: patched.record };
  }

  if (holdable) {
    const missing = (schema?.required ?? []).some((key) => read[key] === undefined);
    if (missing || offPathFields(flow, { ...answers, [field]: [read] }).includes(field)) {
      validateRecordAnswer(ctx, flow, field, [withStandIns(schema?.properties ?? {}, schema?.required ?? [], read)], 0, false);
      return { answers, held: read };
    }
  }

  const question = flow.questions[field]!;
  const promote = resource.kind.promote;
  // A taken single place leaves the record to the list its flag moves it to (the typed most recent role stays).
  const taken = resource.kind.single.includes(field) && isPlainObject(answers[field]);
  const flags = taken && promote ? flow.questions[promote.from]?.saveWith : question.saveWith;
  const where = resource.place(answers, { ...read, ...flags });
  const added = addRecord(ctx, flow, where.answers, where.field, where.record, where.single, nextId());
  return { answers: added.answers, stored: added.record };
}
