import type { JsonSchema } from '../types';
import { answerShape } from '../answer-shape';

/** What kind of answer a schema node takes, as the limits that apply to it tell them apart. */
export type AnswerKind = 'single choice' | 'multiple choice' | 'yes/no' | 'list' | 'text' | 'number' | 'record';

/** The node's type, the first that is not null when it names several. */
function typeOf(node: JsonSchema): string | undefined {
  const type = node.type;
  if (Array.isArray(type)) return type.find((candidate) => candidate !== 'null') as string | undefined;
  return typeof type === 'string' ? type : undefined;
}

/**
 * The kind of answer a schema node takes; undefined when the schema does not say (no type and no options, or
 * options beside free text, like a metro area chosen from the list or typed as "City, ST").
 */
export function answerKind(node: JsonSchema): AnswerKind | undefined {
  const type = typeOf(node);
  if (type === 'array') return answerShape(node).values ? 'multiple choice' : 'list';
  const shape = answerShape(node);
  if (shape.kind === 'boolean') return 'yes/no';
  if (shape.values) return 'single choice';
  if (type === 'string') return 'text';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'object') return 'record';
  return undefined;
}
