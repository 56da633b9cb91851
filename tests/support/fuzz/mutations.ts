import crypto from 'node:crypto';
import type { Random } from './random';

/** A request body as sent: raw bytes or text with its Content-Type (none: no body at all). */
export interface WireBody {
  label: string;
  payload?: string | Buffer;
  contentType?: string;
}

type Json = unknown;
type Path = (string | number)[];

const NUL = 'a\u0000b';
const HIGH_SURROGATE = 'x\ud800y';
const LOW_SURROGATE = '\udc00';
const HUGE_NUMBERS = [1e20, -1e20, 2147483648, -2147483649, 2 ** 53, 1e308, -1e308, 0.5, -1, 0, 4294967296];
const WRONG_TYPES: Json[] = [123, -7, 1.5, true, false, null, 'text', '', [], {}, [1, 'a'], { a: { b: 1 } }, '123', 'true', 'null'];
const ODD_STRINGS = [
  '',
  ' ',
  '\t\n',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '\\u0000',
  'null',
  'undefined',
  '2024-02-30',
  '0000-00-00',
  '-001-01-01',
  '9999-12-31T23:59:59Z',
  '1e20',
  '99999999999999999999',
  '-0',
  'NaN',
  'Infinity',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '😀'.repeat(20),
  'a@b',
  `${'x'.repeat(300)}@example.org`,
  'x\r\nSet-Cookie: a=b',
  '00000000-0000-0000-0000-000000000000',
  '{"a":1}',
  '__proto__',
  'constructor',
];

/** Every place in a JSON value where a value sits: [] is the whole value. */
function pathsOf(value: Json, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], out));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

function getAt(value: Json, path: Path): Json {
  return path.reduce<Json>((current, key) => (current as Record<string | number, Json> | undefined)?.[key], value);
}

function setAt(value: Json, path: Path, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let current = copy;
  for (const key of path.slice(0, -1)) current = current[key] as Record<string | number, Json>;
  current[path.at(-1)!] = replacement;
  return copy;
}

function removeAt(value: Json, path: Path): Json {
  if (path.length === 0) return value;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let current = copy;
  for (const key of path.slice(0, -1)) current = current[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (Array.isArray(current)) current.splice(Number(last), 1);
  else delete current[last];
  return copy;
}

function nested(depth: number, random: Random): Json {
  let value: Json = random.pick(['leaf', 1, null]);
  for (let i = 0; i < depth; i += 1) value = random.chance(0.5) ? [value] : { a: value };
  return value;
}

/** A path to a string somewhere in the value, else any path (the value there becomes a string). */
function stringPath(value: Json, random: Random): Path {
  const paths = pathsOf(value).filter((path) => path.length > 0);
  const strings = paths.filter((path) => typeof getAt(value, path) === 'string');
  return strings.length > 0 ? random.pick(strings) : paths.length > 0 ? random.pick(paths) : ['field'];
}

function anyPath(value: Json, random: Random): Path {
  const paths = pathsOf(value).filter((path) => path.length > 0);
  return paths.length > 0 ? random.pick(paths) : ['field'];
}

function multipart(parts: { name: string; value: Buffer | string; fileName?: string }[]): WireBody {
  const boundary = `----fuzz${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { label: 'multipart', payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const FILE_HEADS = [
  Buffer.from('%PDF-1.4\n%garbage'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '),
  Buffer.from('PK\x03\x04 truncated zip'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(0),
];

function multipartBody(random: Random): WireBody {
  const file = () => ({
    name: random.pick(['file', 'logo', 'upload', 'image']),
    value: Buffer.concat([random.pick(FILE_HEADS), crypto.randomBytes(random.int(0, 2000))]),
    fileName: random.pick(['a.pdf', 'b.png', 'c.docx', '', '../x', 'n\u0000.pdf']),
  });
  switch (random.int(0, 4)) {
    case 0:
      return multipart([file(), file()]);
    case 1:
      return multipart([{ name: 'note', value: random.pick(ODD_STRINGS) }]);
    case 2: {
      const body = multipart([file()]);
      // Cut short: the closing boundary never comes.
      return { ...body, label: 'multipart-truncated', payload: (body.payload as Buffer).subarray(0, Math.max(10, (body.payload as Buffer).length - 30)) };
    }
    case 3:
      return { label: 'multipart-no-boundary', payload: 'x', contentType: 'multipart/form-data' };
    default:
      return multipart([file()]);
  }
}

const json = (label: string, value: Json): WireBody => ({ label, payload: JSON.stringify(value), contentType: 'application/json' });

/**
 * The body of one case: the generated valid value, or that value broken in one way (wrong type, NUL, lone
 * surrogate, huge number, huge or deep value, unknown or missing field), or not JSON at all.
 */
export function mutateBody(valid: Json, random: Random): WireBody {
  const kind = random.int(0, 21);
  switch (kind) {
    case 0:
    case 1:
    case 2:
      return json('valid', valid);
    case 3:
      return json('wrong-type', setAt(valid, anyPath(valid, random), random.pick(WRONG_TYPES)));
    case 4:
      return json('nul', setAt(valid, stringPath(valid, random), NUL));
    case 5:
      return json('surrogate', setAt(valid, stringPath(valid, random), random.chance(0.5) ? HIGH_SURROGATE : LOW_SURROGATE));
    case 6:
      return json('huge-number', setAt(valid, anyPath(valid, random), random.pick(HUGE_NUMBERS)));
    case 7:
      return json('huge-string', setAt(valid, stringPath(valid, random), random.pick(['x', 'é', '😀', '<']).repeat(random.int(10_000, 200_000))));
    case 8:
      return json('deep', setAt(valid, anyPath(valid, random), nested(random.pick([20, 40, 63, 200, 3000]), random)));
    case 9:
      return json(
        'big-array',
        setAt(
          valid,
          anyPath(valid, random),
          Array.from({ length: random.int(1000, 20_000) }, (_, i) => (random.chance(0.5) ? i : { id: i })),
        ),
      );
    case 10: {
      const key = random.pick(['unexpected', 'id', 'user_id', 'is_staff', 'user_type', 'employer_id', '__proto__', 'constructor', 'a'.repeat(500), '']);
      return json('unknown-field', setAt(valid, [...anyPath(valid, random).slice(0, -1), key], random.pick(WRONG_TYPES)));
    }
    case 11:
      return json('missing-field', removeAt(valid, anyPath(valid, random)));
    case 12:
      return json('odd-string', setAt(valid, stringPath(valid, random), random.pick(ODD_STRINGS)));
    case 13:
      return json('whole-body', random.pick<Json>([[], [{}], 'text', 42, null, true, {}, [valid]]));
    case 14:
      return random.pick<WireBody>([
        { label: 'bad-json', payload: '{"a": ', contentType: 'application/json' },
        { label: 'empty-json', payload: '', contentType: 'application/json' },
        { label: 'proto-json', payload: '{"__proto__": {"is_staff": true}}', contentType: 'application/json' },
        { label: 'constructor-json', payload: '{"constructor": {"prototype": {"x": 1}}}', contentType: 'application/json' },
        { label: 'json-charset', payload: JSON.stringify(valid), contentType: 'application/json; charset=latin1' },
        { label: 'json-suffix', payload: JSON.stringify(valid), contentType: 'application/vnd.api+json' },
      ]);
    case 15:
      return random.pick<WireBody>([
        { label: 'text', payload: JSON.stringify(valid), contentType: 'text/plain' },
        { label: 'form', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        { label: 'xml', payload: '<a/>', contentType: 'application/xml' },
        { label: 'no-content-type', payload: JSON.stringify(valid) },
        { label: 'no-body' },
        { label: 'octet', payload: crypto.randomBytes(64), contentType: 'application/octet-stream' },
      ]);
    case 16:
      return multipartBody(random);
    case 17:
      return json('string-number', setAt(valid, anyPath(valid, random), random.pick(['1', '1e20', '-1', '0x10', '1.0', ' 2 '])));
    case 18: {
      // A lone surrogate in a key, and a NUL in a nested array.
      return json('bad-key', setAt(valid, [random.pick(['k\ud800', 'n\u0000'])], 1));
    }
    case 19:
      return json('null-everywhere', Object.fromEntries(Object.keys((typeof valid === 'object' && valid) || {}).map((key) => [key, null])));
    case 20:
      return json('empty-strings', Object.fromEntries(Object.keys((typeof valid === 'object' && valid) || {}).map((key) => [key, ''])));
    default:
      return json('valid-again', valid);
  }
}

/** Query strings: generated from the route's schema, then broken in the same ways, as URL-encoded text. */
export function mutateQuery(valid: Record<string, unknown>, random: Random, broken = true): string {
  const entries: [string, string][] = Object.entries(valid).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  const kind = broken ? random.int(0, 9) : 9;
  const key =
    entries.length > 0 && random.chance(0.7)
      ? random.pick(entries)[0]
      : random.pick(['search', 'page', 'status', 'version', 'q', 'page_size', 'token', 'email', 'ordering', 'limit', 'offset', 'id']);
  const set = (value: string) => {
    const index = entries.findIndex(([name]) => name === key);
    if (index >= 0) entries[index] = [key, value];
    else entries.push([key, value]);
  };
  switch (kind) {
    case 0:
      set(NUL);
      break;
    case 1:
      set(random.pick(['1e20', '99999999999999999999', '-1', '0', '2147483648', '1.5', 'NaN']));
      break;
    case 2:
      set('x'.repeat(random.int(1000, 6000)));
      break;
    case 3:
      set(random.pick(ODD_STRINGS));
      break;
    case 4:
      entries.push([key, 'one'], [key, 'two']);
      break;
    case 5:
      // Raw bytes that are not UTF-8 and a half-escaped sequence.
      return `${new URLSearchParams(entries).toString()}&${key}=%ED%A0%80%FF%&x=%zz`;
    case 6:
      set(HIGH_SURROGATE);
      break;
    default:
      break;
  }
  return entries.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`).join('&');
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes WTF-8 gives it. */
function encodeComponent(text: string): string {
  return text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part) =>
      part.length === 1 && part >= '\ud800' && part <= '\udfff'
        ? `%ED%${(0xa0 + ((part.charCodeAt(0) - 0xd800) >> 6)).toString(16).toUpperCase()}%${(0x80 + (part.charCodeAt(0) & 0x3f)).toString(16).toUpperCase()}`
        : encodeURIComponent(part),
    )
    .join('');
}

/** A query name no route declares. */
export const UNKNOWN_QUERY_NAME = 'fuzz_unknown';

/**
 * The valid query with one parameter given twice (one the route declares when it has any, else a common name),
 * as issue 24's `?search=a&search=b`: a route must answer it with a 4xx unless it declares that parameter a list.
 */
export function repeatQueryParameter(valid: Record<string, unknown>, random: Random): { query: string; name: string } {
  const entries: [string, string][] = Object.entries(valid).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  const name = entries.length > 0 ? random.pick(entries)[0] : random.pick(['search', 'page', 'status', 'ordering', 'id']);
  const rest = entries.filter(([key]) => key !== name);
  const values = [random.pick(['a', '1', 'open', '-id']), random.pick(['b', '2', 'draft', 'id'])];
  return {
    query: [...rest, ...values.map((value): [string, string] => [name, value])]
      .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
      .join('&'),
    name,
  };
}

/** The valid query and one parameter the route does not declare. */
export function unknownQueryParameter(valid: Record<string, unknown>, random: Random): { query: string; name: string } {
  const entries: [string, string][] = Object.entries(valid).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  entries.push([UNKNOWN_QUERY_NAME, random.pick(['1', 'true', 'x'])]);
  return { query: entries.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).join('&'), name: UNKNOWN_QUERY_NAME };
}

/** A name no body declares. */
const UNKNOWN_FIELD_NAME = 'fuzz_unknown_field';

/** The valid body with one field at its top that no route declares; none when the body is not an object. */
export function withUnknownField(valid: Json, random: Random): WireBody | undefined {
  if (typeof valid !== 'object' || valid === null || Array.isArray(valid)) return undefined;
  return json('unknown-top-field', { ...valid, [UNKNOWN_FIELD_NAME]: random.pick(WRONG_TYPES) });
}
