import type { Flow, JsonSchema } from '../types';
import { optionsOf } from '../option-title';
import { conditionInWords } from './condition-in-words';

/** The limits a person meets, in words, by the schema keyword that sets them. */
const LIMIT_WORDS: Readonly<Record<string, string>> = {
  minLength: 'shortest answer',
  maxLength: 'longest answer',
  minimum: 'lowest number',
  maximum: 'highest number',
  minItems: 'fewest choices',
  maxItems: 'most choices',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A limit of a question: on its own schema, or its items' for a list. */
function limitOf(schema: JsonSchema, keyword: string): unknown {
  return (schema as Record<string, unknown>)[keyword] ?? ((schema.items ?? {}) as Record<string, unknown>)[keyword];
}

function when(flow: Flow, condition: Parameters<typeof conditionInWords>[1] | undefined): string {
  if (!condition) return 'always';
  try {
    return `when ${conditionInWords(flow, condition)}`;
  } catch {
    return 'under a condition';
  }
}

/** What changed in one question asked by both versions, in words. */
function questionChanges(previous: Flow, next: Flow, field: string): string[] {
  const before = previous.questions[field]!;
  const after = next.questions[field]!;
  const label = after.label;
  const changes: string[] = [];
  if (before.label !== after.label) changes.push(`“${before.label}” is now worded “${after.label}”.`);
  if ((before.help ?? '') !== (after.help ?? '')) changes.push(`“${label}”: its help text changed.`);
  if (((before.required ?? null) === null) !== ((after.required ?? null) === null))
    changes.push(`“${label}” is now ${after.required ? 'required' : 'optional'}.`);
  const wasOffered = new Map(optionsOf(before.schema).map((option) => [JSON.stringify(option.const), option.title ?? String(option.const)]));
  const offered = new Map(optionsOf(after.schema).map((option) => [JSON.stringify(option.const), option.title ?? String(option.const)]));
  for (const [code, title] of offered) {
    if (!wasOffered.has(code)) changes.push(`“${label}” offers a new option, “${title}”.`);
    else if (wasOffered.get(code) !== title) changes.push(`“${label}”: the option “${wasOffered.get(code)}” is now called “${title}”.`);
  }
  for (const [code, title] of wasOffered) if (!offered.has(code)) changes.push(`“${label}” no longer offers “${title}”.`);
  for (const [keyword, words] of Object.entries(LIMIT_WORDS)) {
    const was = limitOf(before.schema, keyword);
    const now = limitOf(after.schema, keyword);
    if (same(was, now)) continue;
    changes.push(
      now === undefined
        ? `“${label}”: no ${words} limit any more (was ${String(was)}).`
        : `“${label}”: ${words} ${was === undefined ? 'is now' : `${String(was)} →`} ${String(now)}.`,
    );
  }
  if (!same(before.when, after.when)) changes.push(`“${label}” is now asked ${when(next, after.when)}.`);
  return changes;
}

/**
 * What changed from `previous` to `next`, in words staff read in the version list (issue 34 item 9): questions
 * added, removed and renamed by an op, their wording, options, limits and conditions, and steps added, removed
 * or shown under another condition. Pure.
 */
export function versionChanges(previous: Flow, next: Flow): string[] {
  const changes: string[] = [];
  const renamed = new Map(
    (next.migrateFrom?.version === previous.version ? next.migrateFrom.ops : []).flatMap((op) => (op.op === 'rename' ? [[op.from, op.to] as const] : [])),
  );
  for (const [field, question] of Object.entries(next.questions)) {
    const from = [...renamed].find(([, to]) => to === field)?.[0];
    if (from !== undefined && previous.questions[from]) changes.push(`“${previous.questions[from]!.label}” was renamed and its answers carried over.`);
    else if (!previous.questions[field]) changes.push(`New question: “${question.label}”.`);
    else changes.push(...questionChanges(previous, next, field));
  }
  for (const [field, question] of Object.entries(previous.questions)) {
    if (!next.questions[field] && !renamed.has(field)) changes.push(`Question removed: “${question.label}”.`);
  }
  const title = (flow: Flow, name: string) => {
    const step = flow.steps.find((candidate) => candidate.name === name)!;
    const first = step.questions[0];
    return step.title ?? (first !== undefined ? flow.questions[first]?.label : undefined) ?? name;
  };
  for (const step of next.steps) {
    const before = previous.steps.find((candidate) => candidate.name === step.name);
    if (!before) changes.push(`New step: “${title(next, step.name)}”.`);
    else if (!same(before.when, step.when)) changes.push(`Step “${title(next, step.name)}” is now shown ${when(next, step.when)}.`);
  }
  for (const step of previous.steps) {
    if (!next.steps.some((candidate) => candidate.name === step.name)) changes.push(`Step removed: “${title(previous, step.name)}”.`);
  }
  if (
    !same(
      previous.steps.map((step) => step.name).filter((name) => next.steps.some((step) => step.name === name)),
      next.steps.map((step) => step.name).filter((name) => previous.steps.some((step) => step.name === name)),
    )
  ) {
    changes.push('Steps are in a new order.');
  }
  return changes;
}
