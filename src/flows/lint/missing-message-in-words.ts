import type { Flow, JsonSchema } from '../types';
import { isPlainObject } from '../../shared/plain-object';
import { fieldInWords } from '../studio/condition-in-words';
import { questionInWords } from './question-in-words';

/** Each limit keyword as staff read it in the studio's form. */
const LIMIT_WORDS: Record<string, string> = {
  minLength: 'shortest length',
  maxLength: 'longest length',
  pattern: 'pattern',
  format: 'format',
  minimum: 'lowest value',
  maximum: 'highest value',
  exclusiveMinimum: 'lowest value',
  exclusiveMaximum: 'highest value',
  multipleOf: 'step between values',
  minItems: 'fewest items',
  maxItems: 'most items',
  uniqueItems: 'no repeated items',
  contains: 'an item it must contain',
  minProperties: 'fewest parts',
  maxProperties: 'most parts',
  enum: 'choice from the list',
  const: 'fixed value',
  oneOf: 'choice from the list',
  anyOf: 'choice from the list',
  not: 'values it refuses',
};

const isObject = isPlainObject<JsonSchema>;

/**
 * A limit without its message (a pointer from `limitsWithoutMessage` into a question's schema, such as
 * `/properties/endDate/maximum` or `/required (startDate)`) as a sentence naming the question and its part.
 */
export function missingMessageInWords(flow: Flow, field: string, pointer: string): string {
  const required = / \(([^)]+)\)$/.exec(pointer);
  const steps = pointer
    .replace(/ \([^)]+\)$/, '')
    .split('/')
    .filter(Boolean);
  const keyword = steps.pop() ?? '';
  let name = questionInWords(flow, field);
  let node: JsonSchema | undefined = flow.questions[field]?.schema;
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index]!;
    if (step === 'items') {
      name = `each item of ${name}`;
      node = isObject(node?.items) ? node.items : undefined;
    } else if (step === 'properties' && index + 1 < steps.length) {
      const property = steps[(index += 1)]!;
      const child: unknown = isObject(node?.properties) ? node.properties[property] : undefined;
      node = isObject(child) ? child : undefined;
      name = `“${typeof node?.title === 'string' ? node.title : fieldInWords(property)}” of ${name}`;
    }
  }
  const subject = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  if (keyword === 'required') {
    const part = required ? `“${fieldInWords(required[1]!)}”` : 'an answer';
    return `${subject} requires ${part} but has no message to show when it is missing. Add its message.`;
  }
  return `${subject} has a limit (${LIMIT_WORDS[keyword] ?? keyword}) with no message to show when it is broken. Add its message.`;
}
