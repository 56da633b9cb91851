import type { JsonSchema } from './types';
import { isPlainObject } from '../shared/plain-object';

export interface SchemaNode {
  node: JsonSchema;
  /** JSON pointer of the node from where the walk started. */
  pointer: string;
}

/** Subschemas whose errors reach a person: their limits need messages. */
const SINGLE = ['additionalProperties', 'additionalItems', 'then', 'else', 'items'];
const MAPS = ['properties', 'patternProperties', 'dependencies'];
const LISTS = ['allOf', 'items'];

const isObject = isPlainObject<JsonSchema>;

/**
 * Every node of a schema whose failures are reported as themselves, depth first, from the root. Branches of
 * oneOf/anyOf/not/contains/if are predicates: their failures are reported as the composite keyword's one
 * message, so the walk does not enter them.
 */
export function reportedSchemaNodes(schema: JsonSchema, pointer = ''): SchemaNode[] {
  const nodes: SchemaNode[] = [{ node: schema, pointer }];
  for (const keyword of SINGLE) {
    const child = schema[keyword];
    if (isObject(child)) nodes.push(...reportedSchemaNodes(child, `${pointer}/${keyword}`));
  }
  for (const keyword of MAPS) {
    const children = schema[keyword];
    if (!isObject(children)) continue;
    for (const [name, child] of Object.entries(children)) {
      if (isObject(child)) nodes.push(...reportedSchemaNodes(child, `${pointer}/${keyword}/${name}`));
    }
  }
  for (const keyword of LISTS) {
    const children = schema[keyword];
    if (!Array.isArray(children)) continue;
    children.forEach((child, index) => {
      if (isObject(child)) nodes.push(...reportedSchemaNodes(child, `${pointer}/${keyword}/${index}`));
    });
  }
  return nodes;
}
