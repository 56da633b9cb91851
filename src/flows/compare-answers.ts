import { isAnswered, type Answers } from './answers';
import type { Comparison, Flow } from './types';
import type { FieldError } from './run-step-check';
import { assertNever } from './assert-never';
import { isQuestionVisible } from './is-question-visible';
import { isStepVisible } from './is-step-visible';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: unknown): value is string {
  return typeof value === 'string' && DATE.test(value);
}

/** The other field's answer when it counts: given, its question shown, on a shown step. */
function shownAnswer(flow: Flow, field: string, answers: Answers): unknown {
  if (!isAnswered(answers[field]) || !isQuestionVisible(flow, field, answers)) return undefined;
  const step = flow.steps.find((candidate) => candidate.questions.includes(field));
  return step && !isStepVisible(flow, step.name, answers) ? undefined : answers[field];
}

/**
 * Whether `value op other` holds; undefined when the two cannot be compared (a value of the wrong kind is its own
 * schema's problem, reported there). Dates are YYYY-MM-DD, so their text order is their calendar order.
 */
function holds(op: Comparison['op'], value: unknown, other: unknown): boolean | undefined {
  switch (op) {
    case 'gte':
    case 'lte':
      if (typeof value !== 'number' || typeof other !== 'number') return undefined;
      return op === 'gte' ? value >= other : value <= other;
    case 'notBefore':
    case 'notAfter':
      if (!isDate(value) || !isDate(other)) return undefined;
      return op === 'notBefore' ? value >= other : value <= other;
    default:
      return assertNever(op, 'comparison op');
  }
}

/**
 * The question's `compare` rules that its answer breaks, each with its message, at the question. A rule is skipped
 * while the other answer is missing or hidden: there is nothing to compare with yet, and its own question asks for it.
 */
export function comparisonErrors(flow: Flow, field: string, answers: Answers): FieldError[] {
  const value = answers[field];
  const errors: FieldError[] = [];
  for (const rule of flow.questions[field]?.compare ?? []) {
    if (rule.of !== undefined) errors.push(...recordComparisonErrors(field, value, rule.of, rule));
    else if (holds(rule.op, value, shownAnswer(flow, rule.field, answers)) === false) errors.push({ field, message: rule.message });
  }
  return errors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A rule inside records (`of`): each record's `of` property against the same record's `field` property, the
 * message at that record's `of` field. Skipped for a record missing either (its own schema asks for them).
 */
function recordComparisonErrors(field: string, value: unknown, of: string, rule: Comparison): FieldError[] {
  const records = Array.isArray(value) ? value.map((record, index) => [record, `/${index}`] as const) : [[value, ''] as const];
  return records
    .filter(([record]) => isRecord(record) && holds(rule.op, record[of], record[rule.field]) === false)
    .map(([, at]) => ({ field, message: rule.message, path: `${at}/${of}` }));
}
