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

const isRecords = (flow: Flow, field: string) => {
  const widget = flow.questions[field]?.ui.widget;
  return widget === 'records' || widget === 'record';
};

/** "A", "A and B", "A, B and C". */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/**
 * What the confirm dialog says before a changed answer takes saved answers off the path. The server sets them
 * aside rather than deleting them (docs/decisions.md, "Answers set aside"), so the words promise they come back.
 */
export function setAsideWords(words: string): string {
  const many = words.includes(' and ') || /^your \d/.test(words);
  return `This sets aside ${words}: ${many ? 'they are' : 'it is'} not used while this answer stands, and ${many ? 'come' : 'comes'} back if you change it back. Choose Cancel to keep your earlier answer.`;
}

/**
 * The saved answers that changing the answers from `saved` to `next` would take off the path (the server sets
 * them aside on saving), in words: "your 2 degrees", "your answers to “Maximum salary” and “Metro areas”". Null when
 * none would go. A changed choice that hides earlier answers is easily made by mistake (a role switched from full
 * time to part time and back loses its salary), so the person is asked first.
 */
export function answersLost(flow: Flow, saved: Answers, next: Answers): string | null {
  const before = new Set(offPathFields(flow, saved));
  const lost = offPathFields(flow, next).filter((field) => flow.questions[field] !== undefined && !before.has(field) && isAnswered(saved[field]));
  if (lost.length === 0) return null;
  const records = lost.filter((field) => isRecords(flow, field)).map((field) => recordsInWords(flow, field, saved[field]));
  const others = lost.filter((field) => !isRecords(flow, field)).map((field) => `“${flow.questions[field]!.label}”`);
  const answers = others.length === 0 ? [] : [`your ${others.length === 1 ? 'answer' : 'answers'} to ${listed(others)}`];
  return [...records, ...answers].join(' and ');
}
