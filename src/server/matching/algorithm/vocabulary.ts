import type { Flow, JsonSchema } from '../../../flows';
import { loadFlows } from '../../flows/load-flows';

/**
 * The words people read for stored answer values: each question's option titles, taken from the flow files (the
 * one source of truth for them), so a reason says "Talent & HR" or "SQL", never `talent_hr` or "Sql".
 */
export interface Vocabulary {
  /** The title of `value` among the options of question `field`; a value with no option (free text, a custom "City, ST") as written. */
  title(field: string, value: string | number): string;
  /** The title of a code under whichever question lists it first, for values shown without their question (the debug page). */
  anyTitle(value: string): string | undefined;
}

type Titles = Map<string, string>;

/** Every option (const with a title) anywhere in a question's schema: its list items and its records' fields too. */
function collectTitles(schema: unknown, into: Titles): void {
  if (Array.isArray(schema)) {
    for (const item of schema) collectTitles(item, into);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as JsonSchema & { const?: unknown; title?: unknown };
  if ('const' in node && typeof node.title === 'string' && (typeof node.const === 'string' || typeof node.const === 'number')) {
    if (!into.has(String(node.const))) into.set(String(node.const), node.title);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf', 'items', 'properties', 'contains'] as const) {
    const child = node[key];
    if (key === 'properties' && typeof child === 'object' && child !== null) for (const value of Object.values(child)) collectTitles(value, into);
    else if (child !== undefined) collectTitles(child, into);
  }
}

/** The vocabulary of these flows (a field's titles from the first flow that asks it, newest flows first). */
export function vocabularyOf(flows: readonly Flow[]): Vocabulary {
  const byField = new Map<string, Titles>();
  const all: Titles = new Map();
  for (const flow of flows) {
    for (const [field, question] of Object.entries(flow.questions)) {
      const titles = byField.get(field) ?? new Map<string, string>();
      collectTitles(question.schema, titles);
      byField.set(field, titles);
      for (const [code, title] of titles) if (!all.has(code)) all.set(code, title);
    }
  }
  return {
    title: (field, value) => byField.get(field)?.get(String(value)) ?? String(value),
    anyTitle: (value) => all.get(value),
  };
}

const perFlow = new WeakMap<Flow, Vocabulary>();

/** The vocabulary of one flow version (the one a person's answers were given under), worked out once per flow. */
export function vocabularyOfFlow(flow: Flow): Vocabulary {
  let vocabulary = perFlow.get(flow);
  if (vocabulary === undefined) {
    vocabulary = vocabularyOf([flow]);
    perFlow.set(flow, vocabulary);
  }
  return vocabulary;
}

let shipped: Vocabulary | undefined;

/** The vocabulary of the flow files that ship in schemas/, read once. */
export function shippedVocabulary(): Vocabulary {
  shipped ??= vocabularyOf(
    loadFlows()
      .all()
      .sort((a, b) => b.version - a.version),
  );
  return shipped;
}
