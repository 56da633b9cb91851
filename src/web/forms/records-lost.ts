import { isAnswered, offPathFields, type Answers, type Flow, type JsonSchema } from '../../flows';

function nounOf(schema: JsonSchema | undefined, fallback: string): string {
  const title = (schema as { title?: unknown } | undefined)?.title;
  return (typeof title === 'string' && title.trim() !== '' ? title : fallback).toLowerCase();
}

/** One question's saved records in words: "your 2 degrees", "your degree", "your role". */
function recordsInWords(flow: Flow, field: string, value: unknown): string {
  const question = flow.questions[field]!;
  if (!Array.isArray(value)) return `your ${nounOf(question.schema, 'record')}`;
  const noun = nounOf(question.schema.items as JsonSchema | undefined, 'record');
  return value.length === 1 ? `your ${noun}` : `your ${value.length} ${noun}s`;
}

/**
 * The saved records that changing the answers from `saved` to `next` would take off the path (the server prunes
 * them on saving), in words: "your 2 degrees". Null when none would go. Only records count: they are what a
 * person typed at length, and a changed choice that hides them is easily made by mistake.
 */
export function recordsLost(flow: Flow, saved: Answers, next: Answers): string | null {
  const before = new Set(offPathFields(flow, saved));
  const lost = offPathFields(flow, next).filter((field) => {
    const widget = flow.questions[field]?.ui.widget;
    return (widget === 'records' || widget === 'record') && !before.has(field) && isAnswered(saved[field]);
  });
  if (lost.length === 0) return null;
  return lost.map((field) => recordsInWords(flow, field, saved[field])).join(' and ');
}
