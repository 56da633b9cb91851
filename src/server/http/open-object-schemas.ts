type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;
const SUBSCHEMAS = ['items', 'contains', 'not', 'if', 'then', 'else', 'additionalItems'] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;

function describesObject(schema: Schema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('object') || isSchema(schema.properties);
}

/**
 * Whether an object schema says what it takes beyond its properties: nothing (`false`), values of one schema
 * (a map keyed by data, e.g. a staff list's filters), or anything (`true`) with a `$comment` saying what checks
 * it instead (a flow document, checked against the flow meta-schema). Left out, it takes any field, which is how
 * a misspelt or forged field slips through unnoticed.
 */
function refusesUnknownFields(schema: Schema): boolean {
  const extra = schema.additionalProperties;
  if (extra === true) return typeof schema.$comment === 'string' && schema.$comment.trim() !== '';
  return extra === false || (isSchema(extra) && Object.keys(extra).length > 0);
}

/**
 * Where in a request schema an object takes fields it does not declare, as JSON pointers ("" the whole schema,
 * "/properties/address" a nested object): every object must state `additionalProperties` as above, nested
 * objects and list items too.
 */
export function openObjectPaths(schema: unknown, at = ''): string[] {
  if (!isSchema(schema)) return [];
  const found: string[] = [];
  if (describesObject(schema) && !refusesUnknownFields(schema)) found.push(at);
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (isSchema(map)) for (const [name, sub] of Object.entries(map)) found.push(...openObjectPaths(sub, `${at}/${key}/${name}`));
  }
  for (const key of SUBSCHEMAS) found.push(...openObjectPaths(schema[key], `${at}/${key}`));
  if (isSchema(schema.additionalProperties)) found.push(...openObjectPaths(schema.additionalProperties, `${at}/additionalProperties`));
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((sub, index) => found.push(...openObjectPaths(sub, `${at}/${key}/${index}`)));
  }
  return found;
}
