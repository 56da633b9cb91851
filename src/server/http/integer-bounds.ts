import type { ApiServer } from './api-server';
import { isPlainObject } from '../../shared/plain-object';

/** PostgreSQL `integer`, the type of every id and count column here. */
export const MAX_INTEGER = 2147483647;
export const MIN_INTEGER = -2147483648;

type Schema = Record<string, unknown>;

const isSchema = isPlainObject<Schema>;

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'additionalItems'] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;

/**
 * A copy of a route schema in which every `integer` without bounds of its own gets PostgreSQL's integer range,
 * so that an id like 1e20 is a 400 from validation rather than a database error. Bounds a schema states itself
 * are kept.
 */
export function withIntegerBounds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withIntegerBounds(item)) as T;
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  const types = Array.isArray(copy.type) ? copy.type : [copy.type];
  if (types.includes('integer')) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = MAX_INTEGER;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = MIN_INTEGER;
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = copy[key];
    if (isSchema(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, withIntegerBounds(sub)]));
  }
  for (const key of SUBSCHEMAS) if (isSchema(copy[key]) || Array.isArray(copy[key])) copy[key] = withIntegerBounds(copy[key]);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = withIntegerBounds(copy[key]);
  return copy as T;
}

/** Gives the integers of every route's body, query and params schemas the database's range, as routes are added. */
export function registerIntegerBounds(app: ApiServer): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema) return;
    route.schema = {
      ...schema,
      ...(schema.body ? { body: withIntegerBounds(schema.body) } : {}),
      ...(schema.querystring ? { querystring: withIntegerBounds(schema.querystring) } : {}),
      ...(schema.params ? { params: withIntegerBounds(schema.params) } : {}),
    };
  });
}
