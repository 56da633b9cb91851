import type { JsonSchema } from './types';
import { isPlainObject } from '../shared/plain-object';

/** What a condition may say about an answer: its kind and, when the schema closes it, its possible values. */
export interface AnswerShape {
  kind: 'boolean' | 'list' | 'single';
  /** Possible values (of the items, for a list); undefined when the schema leaves them open. */
  values?: unknown[];
}

const isObject = isPlainObject<JsonSchema>;

/** The finite set of values a schema allows, or undefined when it allows open text, numbers or records. */
export function closedValues(schema: JsonSchema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  for (const keyword of ['oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    const values: unknown[] = [];
    for (const branch of branches) {
      const inner = isObject(branch) ? closedValues({ type: schema.type, ...branch }) : undefined;
      if (!inner) return undefined;
      values.push(...inner);
    }
    return values;
  }
  if (schema.type === 'boolean') return [true, false];
  return undefined;
}

export function answerShape(schema: JsonSchema): AnswerShape {
  if (schema.type === 'array') {
    const items = isObject(schema.items) ? closedValues(schema.items) : undefined;
    return items ? { kind: 'list', values: items } : { kind: 'list' };
  }
  const values = closedValues(schema);
  if (values && values.length > 0 && values.every((value) => typeof value === 'boolean')) return { kind: 'boolean', values };
  return values ? { kind: 'single', values } : { kind: 'single' };
}
