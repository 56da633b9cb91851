import type { FlowDocument, Question } from '../../../flows';
import type { Condition } from '../../../flows/condition';

/** The draft's text as the editor shows it. */
export function draftText(document: FlowDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The draft parsed, or null while its JSON is broken (the editor shows where). */
export function parseDraft(text: string): FlowDocument | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FlowDocument) : null;
  } catch {
    return null;
  }
}

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A question of the draft changed by `change`; the text is left alone when it does not parse or has no such question. */
export function withQuestion(text: string, field: string, change: (question: Question) => Question): string {
  const document = parseDraft(text);
  const question = document?.questions?.[field];
  if (!document || !question) return text;
  return draftText({ ...document, questions: { ...document.questions, [field]: change(structuredClone(question)) } });
}

/** A step's condition changed in the draft (undefined: always shown). */
export function withStepCondition(text: string, stepName: string, when: Condition | undefined): string {
  const document = parseDraft(text);
  if (!document?.steps?.some((step) => step.name === stepName)) return text;
  const steps = document.steps.map((step) => {
    if (step.name !== stepName) return step;
    const { when: _old, ...rest } = step;
    return when === undefined ? rest : { ...rest, when };
  });
  return draftText({ ...document, steps });
}

/** A question's optional text (help, the required message) set, or taken away when empty. */
export function withOptionalText(question: Question, key: 'help' | 'required', value: string): Question {
  const next = { ...question };
  if (value === '') delete next[key];
  else next[key] = value;
  return next;
}

export interface OptionItem {
  code: string | number | boolean;
  title: string;
}

/** Where a question's options are written: its schema, or its items' for a list; a shared list by `$ref` is read only. */
export type OptionsPlace = { at: 'schema' | 'items'; options: OptionItem[] } | { at: 'schema' | 'items'; ref: string } | null;

export function optionsOf(question: Question): OptionsPlace {
  const schema = question.schema;
  const at = schema.type === 'array' && isObject(schema.items) ? 'items' : 'schema';
  const node = at === 'items' ? (schema.items as Schema) : schema;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) return { at, ref: node.$ref };
  if (Array.isArray(node.oneOf) && node.oneOf.every((option) => isObject(option) && 'const' in option)) {
    return { at, options: (node.oneOf as Schema[]).map((option) => ({ code: option.const as OptionItem['code'], title: String(option.title ?? '') })) };
  }
  if (Array.isArray(node.enum)) return { at, options: (node.enum as OptionItem['code'][]).map((code) => ({ code, title: '' })) };
  return null;
}

/**
 * The question's options replaced. A list taken from a shared enumeration (`$ref`) is copied into the question first
 * from `resolved` (the served draft), keeping its message: the shared file stays as it is for the other questions.
 */
export function withOptions(question: Question, options: OptionItem[], resolved?: Question): Question {
  const place = optionsOf(question);
  if (!place) return question;
  const next = structuredClone(question);
  const holder = (schema: Schema): Schema => (place.at === 'items' ? (schema.items as Schema) : schema);
  let node = holder(next.schema);
  if ('ref' in place) {
    const source = resolved ? holder(resolved.schema as Schema) : {};
    const copied: Schema = { type: source.type ?? (typeof options[0]?.code === 'boolean' ? 'boolean' : 'string') };
    if (source.errorMessage) copied.errorMessage = source.errorMessage;
    if (place.at === 'items') next.schema.items = copied;
    else next.schema = { ...copied, ...Object.fromEntries(Object.entries(next.schema).filter(([key]) => key !== '$ref')) };
    node = holder(next.schema);
  }
  // An enum becomes a oneOf (codes with titles); its message moves with it.
  const messages: Schema = isObject(node.errorMessage) ? { ...node.errorMessage } : {};
  if ('enum' in node && typeof messages.enum === 'string') messages.oneOf ??= messages.enum;
  delete messages.enum;
  delete node.enum;
  node.oneOf = options.map((option) => (option.title === '' ? { const: option.code } : { const: option.code, title: option.title }));
  node.errorMessage = { ...messages, oneOf: messages.oneOf ?? 'Choose a listed option' };
  return next;
}

/** A limit set (with its message) or taken away (null), on the question's own schema. */
export function withLimit(question: Question, keyword: string, value: number | null, message: string): Question {
  const next = structuredClone(question);
  const messages: Schema = isObject(next.schema.errorMessage) ? { ...next.schema.errorMessage } : {};
  if (value === null) {
    delete next.schema[keyword];
    delete messages[keyword];
  } else {
    next.schema[keyword] = value;
    messages[keyword] = message;
  }
  if (Object.keys(messages).length > 0) next.schema.errorMessage = messages;
  else delete next.schema.errorMessage;
  return next;
}

/** A condition's value as typed: true, false, null and numbers as themselves, anything else as text. */
export function typedValue(text: string): string | number | boolean | null {
  const trimmed = text.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (trimmed === 'null') return null;
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}
