import type { FastifyInstance } from 'fastify';
import { comparisonErrors, normalizeAnswers, offPathFields, type Flow, type JsonSchema } from '../../flows';
import { todayOf } from '../clock';
import { AppError, type FieldErrors } from '../errors/app-error';
import { NOT_SAVED_HERE } from '../flows/merge-answers';
import { isPlainObject, wireKey, type RecordValue } from './record-wire';

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
  // Comparisons inside the record (an end date not before the start date, a start not far ahead), at the record's field.
  for (const issue of comparisonErrors(flow, field, { [field]: value }, todayOf(ctx.clock.now()))) {
    if (issue.path?.startsWith(`${prefix}/`)) add(wireKey(issue.path.slice(prefix.length + 1).split('/')[0]!), issue.message);
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
