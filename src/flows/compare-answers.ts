import { isAnswered, type Answers } from './answers';
import type { Comparison, DateOffset, Flow } from './types';
import type { FieldError } from './run-step-check';
import { assertNever } from './assert-never';
import { isQuestionVisible } from './is-question-visible';
import { isStepVisible } from './is-step-visible';
import { isPlainObject } from '../shared/plain-object';

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

/** `today` (YYYY-MM-DD) moved by a rule's offset, in calendar terms (a year from 2026-02-28 is 2027-02-28). */
export function movedDate(today: string, offset: DateOffset): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year + (offset.years ?? 0), month - 1 + (offset.months ?? 0), day + (offset.days ?? 0)));
  return moved.toISOString().slice(0, 10);
}

/**
 * What a rule compares with, for a record or answer: the other field's value, or today moved by the rule's offset;
 * undefined when it is not known (no today given: the caller's clock decides what today is, not the engine).
 */
function operand(rule: Comparison, other: (field: string) => unknown, today: string | undefined): unknown {
  if (rule.today !== undefined) return today !== undefined && isDate(today) ? movedDate(today, rule.today) : undefined;
  return rule.field === undefined ? undefined : other(rule.field);
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
 * A rule against today is checked only when the caller says what today is (YYYY-MM-DD, from its clock).
 */
export function comparisonErrors(flow: Flow, field: string, answers: Answers, today?: string): FieldError[] {
  const value = answers[field];
  const errors: FieldError[] = [];
  for (const rule of flow.questions[field]?.compare ?? []) {
    if (rule.of !== undefined) errors.push(...recordComparisonErrors(field, value, rule.of, rule, today));
    else if (
      holds(
        rule.op,
        value,
        operand(rule, (other) => shownAnswer(flow, other, answers), today),
      ) === false
    )
      errors.push({ field, message: rule.message });
  }
  return errors;
}

const isRecord = isPlainObject;

/**
 * A rule inside records (`of`): each record's `of` property against the same record's `field` property (or today),
 * the message at that record's `of` field. Skipped for a record missing either (its own schema asks for them).
 */
function recordComparisonErrors(field: string, value: unknown, of: string, rule: Comparison, today: string | undefined): FieldError[] {
  const records = Array.isArray(value) ? value.map((record, index) => [record, `/${index}`] as const) : [[value, ''] as const];
  return records
    .filter(
      ([record]) =>
        isRecord(record) &&
        holds(
          rule.op,
          record[of],
          operand(rule, (other) => record[other], today),
        ) === false,
    )
    .map(([, at]) => ({ field, message: rule.message, path: `${at}/${of}` }));
}
