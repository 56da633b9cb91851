import type { JsonSchema } from '../types';
import { reportedSchemaNodes } from '../schema-nodes';

/** Keywords whose failure a person sees, each of which needs its own message in `errorMessage`. */
export const LIMIT_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'contains',
  'minProperties',
  'maxProperties',
  'required',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'not',
] as const;

function isLimit(node: JsonSchema, keyword: string): boolean {
  if (!(keyword in node)) return false;
  if (keyword === 'uniqueItems') return node.uniqueItems === true;
  if (keyword === 'required') return Array.isArray(node.required) && node.required.length > 0;
  return true;
}

/** Pointers (with the keyword) of limits in a schema that have no message. */
export function limitsWithoutMessage(schema: JsonSchema, pointer = ''): string[] {
  const missing: string[] = [];
  for (const { node, pointer: at } of reportedSchemaNodes(schema, pointer)) {
    const messages = (node.errorMessage ?? {}) as Record<string, unknown>;
    for (const keyword of LIMIT_KEYWORDS) {
      if (!isLimit(node, keyword)) continue;
      const message = messages[keyword];
      if (keyword === 'required' && typeof message === 'object' && message !== null) {
        for (const property of node.required as string[]) {
          if (typeof (message as Record<string, unknown>)[property] !== 'string') missing.push(`${at}/required (${property})`);
        }
      } else if (typeof message !== 'string' || message === '') {
        missing.push(`${at}/${keyword}`);
      }
    }
  }
  return missing;
}
