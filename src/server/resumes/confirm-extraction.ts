import type { FastifyInstance } from 'fastify';
import type { Flow } from '../../flows';
import { todayOf } from '../clock';
import { AppError, type FieldErrors } from '../errors/app-error';
import { mergeAnswers, NOT_SAVED_HERE } from '../flows/merge-answers';
import { validateRecordAnswer } from '../records/record-validation';
import { recordResources } from '../records/record-resources';
import { isPlainObject, recordToWire, wireKey, type RecordValue } from '../records/record-wire';
import { gateFields, type Confirmation, type TickedValue } from './confirmation-body';
import { placeRecord } from './confirm-records';

export { readConfirmation, type Confirmation } from './confirmation-body';

/**
 * The question whose confirmed records may wait on the resume row when they cannot be placed yet (held-details.ts):
 * degrees, whose question is asked only once the highest level of education leads to it.
 */
const HOLDABLE = 'education';

/** What a confirmation did: the answers after it, what each ticked value became (wire names), the degrees held. */
export interface Applied {
  answers: RecordValue;
  saved: Record<string, unknown>;
  held: { education: RecordValue[] };
}

const isList = (flow: Flow, field: string) => flow.questions[field]?.schema.type === 'array';
const recordsOf = (value: unknown): RecordValue[] => (Array.isArray(value) ? value.filter(isPlainObject) : isPlainObject(value) ? [value] : []);
const toWire = (value: unknown): unknown => (Array.isArray(value) ? value.map(toWire) : isPlainObject(value) ? recordToWire(value) : value);

/**
 * How many record ids applying this confirmation may need (one a record). A list longer than its question allows
 * is refused here, before any id is taken, with the question's own message.
 */
export function idsNeeded(flow: Flow, confirmation: Confirmation): number {
  const errors: FieldErrors = {};
  let count = 0;
  for (const { field, wireKey: key, value } of confirmation.values) {
    const records = recordsOf(value);
    const schema = flow.questions[field]?.schema as { maxItems?: number; errorMessage?: { maxItems?: string } } | undefined;
    if (typeof schema?.maxItems === 'number' && records.length > schema.maxItems)
      errors[key] = [schema.errorMessage?.maxItems ?? `Send at most ${schema.maxItems}.`];
    count += records.length;
  }
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return count;
}

/**
 * Runs one part of the confirmation; a refusal's field messages are kept under `prefix` (a record's own fields as
 * "skills.2.rating"), and the answers stay as they were before it. Messages keyed by the question itself are the
 * part's when it is one record of a list (a level not chosen for this skill).
 */
function attempt(errors: FieldErrors, prefix: string, own: readonly string[], run: () => void): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError) || 'detail' in error.body) throw error;
    for (const [key, messages] of Object.entries(error.body as FieldErrors)) {
      const at = key === 'non_field_errors' || own.includes(key) ? prefix : `${prefix}.${key}`;
      const list = Object.hasOwn(errors, at) ? errors[at]! : (errors[at] = []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
  }
}

/** The order values are applied in: answers that decide whether others are asked first, then plain answers, then records. */
function ordered(flow: Flow, values: TickedValue[]): TickedValue[] {
  const gates = gateFields(flow);
  const rank = (value: TickedValue) => {
    if (gates.has(value.field)) return 0;
    const kind = flow.saveTargets[flow.questions[value.field]!.saveTo]?.kind;
    if (kind !== 'records') return 1;
    // Records in the flow's step order: the most recent role is placed before the other roles.
    return 2 + flow.steps.findIndex((step) => step.questions.includes(value.field));
  };
  return [...values].sort((a, b) => rank(a) - rank(b));
}

/**
 * Applies what the person ticked to their job seeker answers, each value validated by the flow as its own endpoint
 * would: an answer as its save target's PATCH saves it (the phone number, the LinkedIn address, the metro area,
 * the years, the level of education), the address whole as POST /api/user-address/ does, each record as its POST
 * files it, never twice (placeRecord). Nothing the person did not send is changed. Nothing is applied unless all
 * of it is valid: the refusal names every problem, in the schema's words.
 */
export function applyConfirmation(ctx: FastifyInstance['ctx'], flow: Flow, stored: RecordValue, confirmation: Confirmation, ids: number[]): Applied {
  const errors: FieldErrors = {};
  const saved: Record<string, unknown> = {};
  const held: RecordValue[] = [];
  const resources = recordResources(flow);
  const today = todayOf(ctx.clock.now());
  let answers = stored;
  let used = 0;
  const nextId = () => {
    const id = ids[used++];
    if (id === undefined) throw new Error('applyConfirmation was given too few record ids');
    return id;
  };

  for (const { field, wireKey: key, value } of ordered(flow, confirmation.values)) {
    const question = flow.questions[field]!;
    const kind = flow.saveTargets[question.saveTo]?.kind;
    if (kind === 'answers') {
      attempt(errors, key, [key], () => {
        const merged = mergeAnswers(flow, question.saveTo, answers, { [key]: value }, ctx.flows.validator, today);
        if (!merged.ok) throw AppError.fields(merged.errors);
        answers = merged.answers;
        saved[key] = toWire(answers[field]);
      });
    } else if (kind === 'upsert') {
      // The whole record, as its POST replaces it: a part read from the resume alone (no street) is refused.
      attempt(errors, key, [], () => {
        const record = Object.fromEntries(Object.entries(value as RecordValue).map(([name, part]) => [name, typeof part === 'string' ? part.trim() : part]));
        validateRecordAnswer(ctx, flow, field, record, null, false);
        answers = { ...answers, [field]: record };
        saved[key] = toWire(record);
      });
    } else if (kind === 'records') {
      const resource = resources.find((candidate) => candidate.kind.single.includes(field) || candidate.kind.lists.includes(field));
      if (!resource) throw new Error(`No record resource holds ${field}`);
      const list = isList(flow, field);
      const placed: RecordValue[] = [];
      recordsOf(value).forEach((read, index) => {
        attempt(errors, list ? `${key}.${index}` : key, [...resource.kind.single, ...resource.kind.lists].map(wireKey), () => {
          const outcome = placeRecord({ ctx, flow, resource, nextId }, answers, field, read, field === HOLDABLE);
          answers = outcome.answers;
          if ('held' in outcome) held.push(outcome.held);
          else placed.push(outcome.stored);
        });
      });
      if (placed.length > 0) saved[key] = list ? toWire(placed) : toWire(placed[0]);
    } else {
      errors[key] = [NOT_SAVED_HERE];
    }
  }

  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return { answers, saved, held: { education: held } };
}
