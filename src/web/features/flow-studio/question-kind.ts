import type { Question } from '../../../flows';

/** What kind of answer a question takes, as staff think of it: it decides which limits and editors it gets. */
export type QuestionKind = 'text' | 'number' | 'single' | 'multiple' | 'yesNo' | 'other';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOptions = (node: Schema): boolean => Array.isArray(node.oneOf) || Array.isArray(node.enum) || typeof node.$ref === 'string';

/**
 * The kind of a question, read from its schema and widget. `$ref` lists without a type are choices (shared option
 * lists); records, pickers and uploads are `other`: the studio edits their words only.
 */
export function questionKind(question: Question): QuestionKind {
  const schema = question.schema as Schema;
  const widget = question.ui.widget;
  if (widget === 'checkboxes' && schema.type === 'array' && isObject(schema.items) && hasOptions(schema.items)) return 'multiple';
  if (widget === 'radio' || widget === 'select') {
    if (schema.type === 'boolean') return 'yesNo';
    if (hasOptions(schema)) return 'single';
  }
  if ((widget === 'text' || widget === 'textarea') && schema.type === 'string') return 'text';
  if ((widget === 'slider' || widget === 'text') && (schema.type === 'integer' || schema.type === 'number')) return 'number';
  return 'other';
}

/** The limits a person can break, by kind, each shown with the message people see when they do. */
export function limitsOfKind(kind: QuestionKind): readonly LimitKeyword[] {
  switch (kind) {
    case 'text':
      return ['minLength', 'maxLength'];
    case 'number':
      return ['minimum', 'maximum'];
    case 'multiple':
      return ['minItems', 'maxItems'];
    default:
      return [];
  }
}

export type LimitKeyword = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems';

/** Each limit in words: what the number means, and which way is tighter. */
export const LIMIT_WORDS: Record<LimitKeyword, { label: string; tighterWhen: 'higher' | 'lower' }> = {
  minLength: { label: 'Fewest characters', tighterWhen: 'higher' },
  maxLength: { label: 'Most characters', tighterWhen: 'lower' },
  minimum: { label: 'Smallest number', tighterWhen: 'higher' },
  maximum: { label: 'Largest number', tighterWhen: 'lower' },
  minItems: { label: 'Fewest choices', tighterWhen: 'higher' },
  maxItems: { label: 'Most choices', tighterWhen: 'lower' },
};

/** The kind in words, for the question's header and the "Add a question" menu. */
export const KIND_WORDS: Record<QuestionKind, string> = {
  text: 'Text answer',
  number: 'Number',
  single: 'One choice from a list',
  multiple: 'Several choices from a list',
  yesNo: 'Yes or no',
  other: 'Special answer (edited in the JSON tab)',
};
