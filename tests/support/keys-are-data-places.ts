import { KEYS_ARE_DATA_KEYWORD, itemsPath, propertyPath } from '../../src/shared/wire/keys-are-data';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a schema can hold an object, in the path form of KEYS_ARE_DATA_PATHS, and whether it is marked keysAreData. */
export interface ObjectPlace {
  path: string;
  marked: boolean;
}

const holdsObject = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.includes('object') : schema.type === 'object') || isSchema(schema.properties);

/**
 * Every place of a wire schema (a body or an answer) that can hold an object, with its mark. A mark inside a map's
 * values (`additionalProperties`) has no path the browser's converter could follow: it is reported at `<path>.*`,
 * which no list holds, so a test comparing the marks with KEYS_ARE_DATA_PATHS names it.
 */
export function objectPlaces(schema: unknown, path = ''): ObjectPlace[] {
  if (!isSchema(schema)) return [];
  const marked = schema[KEYS_ARE_DATA_KEYWORD] === true;
  const here: ObjectPlace[] = holdsObject(schema) || marked ? [{ path, marked }] : [];
  if (marked) return here;
  const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
  const alternatives = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []));
  return [
    ...here,
    ...properties.flatMap(([name, property]) => objectPlaces(property, propertyPath(path, name))),
    ...objectPlaces(schema.items, itemsPath(path)),
    ...objectPlaces(schema.additionalProperties, propertyPath(path, '*')).filter((place) => place.marked),
    ...alternatives.flatMap((alternative) => objectPlaces(alternative, path)),
  ];
}
