import { isDeepStrictEqual } from 'node:util';
import type { Answers, Flow } from '../../../flows';
import { optionTitle } from '../../../flows/option-title';
import type { MigrationHop } from '../../../flows/studio/migration-hops';

/** One answer a move changes, in words: the question's field and label in the new version, and what happens to it. */
export interface AnswerChange {
  field: string;
  question: string;
  message: string;
}

/** An answer as a person reads it: option titles, a list's items joined, a record list by its length. */
function inWords(flow: Flow, field: string, value: unknown): string {
  if (Array.isArray(value)) {
    if (value.some((item) => typeof item === 'object' && item !== null)) return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
    return value.map((item) => optionTitle(flow, field, item)).join(', ');
  }
  if (typeof value === 'object' && value !== null) return 'their entry';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return optionTitle(flow, field, value);
}

/** The answers with only the hops' renames applied: what a pure rename leaves a person to compare against. */
function renamedOnly(answers: Answers, hops: readonly MigrationHop[]): Record<string, unknown> {
  const renamed: Record<string, unknown> = { ...answers };
  for (const op of hops.flatMap((hop) => hop.ops)) {
    if (op.op !== 'rename' || !Object.hasOwn(renamed, op.from)) continue;
    renamed[op.to] = renamed[op.from];
    delete renamed[op.from];
  }
  return renamed;
}

/**
 * What a move does to one answer set that a person would notice, answer by answer, in words: an option mapped to
 * another, an answer removed or cleared, a default given. A rename alone changes nothing they see.
 */
export function answerChanges(previous: Flow, next: Flow, hops: readonly MigrationHop[], original: Answers, carried: Answers): AnswerChange[] {
  const before = renamedOnly(original, hops);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(carried)])];
  return fields.flatMap((field): AnswerChange[] => {
    const was = before[field];
    const now = carried[field];
    if (isDeepStrictEqual(was, now)) return [];
    const label = next.questions[field]?.label ?? previous.questions[field]?.label ?? field;
    const flowOfWas = next.questions[field] ? next : previous;
    const message =
      now === undefined
        ? `Their answer “${inWords(flowOfWas, field, was)}” is removed.`
        : was === undefined
          ? `Set to “${inWords(next, field, now)}”.`
          : `“${inWords(previous.questions[field] ? previous : next, field, was)}” becomes “${inWords(next, field, now)}”.`;
    return [{ field, question: label, message }];
  });
}
