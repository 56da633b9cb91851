import type { Random } from './random';

/** The parts of JSON Schema the generator reads; anything else is ignored. */
export type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function uuid(random: Random): string {
  const hex = random.text(32, '0123456789abcdef');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Strings that a field's name says the route will check for form (e-mail, password rules, phone, ZIP...). */
function stringByName(name: string, random: Random): string | undefined {
  if (/email/i.test(name)) return `fuzz.${random.text(8)}@school.example.org`;
  if (/password/i.test(name)) return `Fuzz9${random.text(8)}Horse`;
  if (/phone/i.test(name)) return `212555${random.int(1000, 9999)}`;
  if (/zip/i.test(name)) return String(random.int(10000, 99999));
  if (/(^|_)state$/i.test(name)) return random.pick(['NY', 'CA', 'TX']);
  if (/(url|link|website)$/i.test(name)) return `https://${random.text(6)}.example.org/`;
  if (/uuid/i.test(name)) return uuid(random);
  if (/date$/i.test(name)) return `20${random.int(10, 25)}-0${random.int(1, 9)}-01`;
  return undefined;
}

function stringFor(schema: Schema, random: Random, name: string): string {
  const byName = schema.format === undefined && schema.pattern === undefined ? stringByName(name, random) : undefined;
  if (byName !== undefined && random.chance(0.8)) return byName;
  switch (schema.format) {
    case 'email':
      return `${random.text(8)}@school.example.org`;
    case 'date':
      return `20${random.int(10, 30)}-0${random.int(1, 9)}-1${random.int(0, 9)}`;
    case 'date-time':
      return new Date(Date.UTC(2020 + random.int(0, 9), random.int(0, 11), random.int(1, 28))).toISOString();
    case 'uri':
    case 'url':
      return `https://${random.text(6)}.example.org/${random.text(4)}`;
    case 'uuid':
      return uuid(random);
    default:
      break;
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, min + 40) : min + 20;
  // Passwords and the like often need letters of both cases and a digit.
  const body = random.text(random.int(min, Math.max(min, max)), 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ');
  return body.length >= 3 ? `A1${body.slice(2)}` : body;
}

function numberFor(schema: Schema, random: Random, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : min + 100;
  const low = Math.max(min, -1e6);
  const high = Math.min(max, low + 1e6);
  return integer ? random.int(Math.ceil(low), Math.floor(high)) : low + random.next() * (high - low);
}

/**
 * A value that the schema probably accepts: the right type, an enum member, lengths and ranges within their
 * limits, required properties present. Good enough to get past validation often, which is where the deeper
 * code (and its bugs) starts; the mutations then break it. `name` is the field's (it hints at e-mails,
 * passwords, phone numbers); `sparse` sends only a few of an object's optional properties.
 */
export function generateValue(schema: unknown, random: Random, depth = 0, name = '', sparse = false): unknown {
  if (!isSchema(schema) || depth > 6) return random.pick(['text', 1, true, null]);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return random.pick(schema.enum);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return generateValue({ ...schema, [key]: undefined, ...random.pick(options) }, random, depth + 1, name);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return generateValue(Object.assign({}, ...schema.allOf.filter(isSchema), { ...schema, allOf: undefined }), random, depth + 1, name);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const type =
    types.length > 0
      ? random.pick(types.filter((t) => t !== 'null').length > 0 ? types.filter((t) => t !== 'null') : types)
      : isSchema(schema.properties)
        ? 'object'
        : isSchema(schema.items)
          ? 'array'
          : undefined;
  switch (type) {
    case 'string':
      return stringFor(schema, random, name);
    case 'integer':
      return numberFor(schema, random, true);
    case 'number':
      return numberFor(schema, random, false);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, min + 3) : min + 3;
      const items = Array.from({ length: random.int(min, max) }, () => generateValue(schema.items, random, depth + 1, name));
      return schema.uniqueItems ? [...new Map(items.map((item) => [JSON.stringify(item), item])).values()] : items;
    }
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      const out: Record<string, unknown> = {};
      // A sparse object (the many questions saved to one resource) sends a few of them, as a form step does.
      const names = Object.keys(properties);
      const chosen = new Set(
        sparse ? Array.from({ length: random.int(1, 3) }, () => random.pick(names.length > 0 ? names : [''])) : names.filter(() => random.chance(0.6)),
      );
      for (const [field, sub] of Object.entries(properties)) {
        if (required.has(field) || chosen.has(field)) out[field] = generateValue(sub, random, depth + 1, field);
      }
      return out;
    }
    default:
      return random.pick(['text', 12, true, null, { a: 1 }, [1]]);
  }
}
