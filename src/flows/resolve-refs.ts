import type { JsonSchema } from './types';
import { isPlainObject } from '../shared/plain-object';

export interface RefSources {
  /** The flow file's own `$defs`, reached as `#/$defs/<name>`. */
  defs: Readonly<Record<string, unknown>>;
  /** Enumeration files by name (schemas/enums/<name>.json), reached as `../../enums/<name>.json`. */
  enums: Readonly<Record<string, unknown>>;
  /** Leave `#/$defs/...` references in place (type generation names the records after them). */
  keepDefRefs?: boolean;
}

const DEF_REF = /^#\/\$defs\/([A-Za-z0-9_-]+)$/;
const ENUM_REF = /^\.\.\/\.\.\/enums\/([a-z0-9-]+)\.json$/;
/** Keywords that describe a file, not a value; dropped when the file is inlined. */
const FILE_KEYWORDS = ['$schema', '$id', '$comment'];

const isObject = isPlainObject;

function target(ref: string, sources: RefSources): unknown {
  const def = DEF_REF.exec(ref);
  if (def) return Object.hasOwn(sources.defs, def[1]!) ? sources.defs[def[1]!] : undefined;
  const enumFile = ENUM_REF.exec(ref);
  if (enumFile) return Object.hasOwn(sources.enums, enumFile[1]!) ? sources.enums[enumFile[1]!] : undefined;
  return undefined;
}

/**
 * A copy of `schema` with every `$ref` replaced by what it names, so the result stands alone (for the validator, for
 * the browser, for type generation). Keywords beside a `$ref` refine the target: they win, and their
 * `errorMessage` entries are merged over the target's. Throws, naming the JSON pointer, for a `$ref` that
 * resolves nowhere or refers to itself.
 */
export function resolveRefs(schema: JsonSchema, sources: RefSources, at = ''): JsonSchema {
  const visit = (node: unknown, pointer: string, trail: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => visit(item, `${pointer}/${index}`, trail));
    if (!isObject(node)) return node;
    const { $ref, ...siblings } = node;
    const own = Object.fromEntries(Object.entries(siblings).map(([key, value]) => [key, visit(value, `${pointer}/${key}`, trail)]));
    if ($ref === undefined) return own;
    if (typeof $ref !== 'string') throw new Error(`$ref at ${pointer} is not a string`);
    if (sources.keepDefRefs && DEF_REF.test($ref)) {
      if (target($ref, sources) === undefined) throw new Error(`$ref "${$ref}" at ${pointer} resolves nowhere`);
      return { $ref, ...own };
    }
    if (trail.includes($ref)) throw new Error(`$ref "${$ref}" at ${pointer} refers to itself`);
    const found = target($ref, sources);
    if (!isObject(found)) throw new Error(`$ref "${$ref}" at ${pointer} resolves nowhere`);
    const resolved = visit(found, pointer, [...trail, $ref]) as Record<string, unknown>;
    for (const keyword of FILE_KEYWORDS) delete resolved[keyword];
    const merged: Record<string, unknown> = { ...resolved, ...own };
    if (isObject(resolved.errorMessage) || isObject(own.errorMessage)) {
      merged.errorMessage = { ...(resolved.errorMessage as object | undefined), ...(own.errorMessage as object | undefined) };
    }
    return merged;
  };
  return visit(schema, at, []) as JsonSchema;
}
