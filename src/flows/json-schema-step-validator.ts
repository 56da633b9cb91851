import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { JsonSchema } from './types';
import type { SchemaIssue, StepValidator } from './step-validator';

type Messages = Record<string, string | Record<string, string>>;

/** Keywords whose failure only says "something inside failed"; the failures inside are reported themselves. */
const WRAPPERS = new Set([
  'items',
  'prefixItems',
  'additionalItems',
  'properties',
  'patternProperties',
  'additionalProperties',
  'allOf',
  '$ref',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'dependencies',
  'unevaluatedItems',
  'unevaluatedProperties',
]);
/** Keywords whose failure is the one a person can act on; the failures of the branches they tried are noise. */
const COMPOSITES = new Set(['anyOf', 'oneOf', 'not', 'contains']);

function segments(location: string): string[] {
  return location
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function nodeAt(root: unknown, path: string[]): unknown {
  let node = root;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The schema node a keyword location points into; its `$ref` steps are followed to their (local) targets. */
function schemaNodeAt(root: JsonSchema, path: string[]): unknown {
  let node: unknown = root;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    const next = (node as Record<string, unknown>)[part];
    node = part === '$ref' && typeof next === 'string' && next.startsWith('#') ? nodeAt(root, segments(next)) : next;
  }
  return node;
}

function pointer(path: string[]): string {
  return path.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

interface Described {
  path: string;
  message: string;
  own: boolean;
}

/** One failure as a person reads it: at the field it concerns, in the schema's own words when it has some. */
function describe(schema: JsonSchema, value: unknown, unit: OutputUnit): Described[] {
  const schemaPath = segments(unit.keywordLocation);
  const node = schemaNodeAt(schema, schemaPath.slice(0, -1)) as
    { errorMessage?: Messages; required?: string[]; properties?: Record<string, unknown> } | undefined;
  const entry = node?.errorMessage?.[unit.keyword];
  const instancePath = segments(unit.instanceLocation);
  if (unit.keyword === 'required') {
    // A missing record field is reported at the field, where the form shows it.
    const instance = nodeAt(value, instancePath);
    const present = typeof instance === 'object' && instance !== null ? instance : {};
    const missing = (node?.required ?? []).filter((name) => !(name in present));
    return missing.map((name) => {
      const own = typeof entry === 'string' ? entry : entry?.[name];
      return { path: pointer([...instancePath, name]), message: own ?? `${name} is required`, own: own !== undefined };
    });
  }
  if (unit.keyword === 'additionalProperties') {
    const instance = nodeAt(value, instancePath);
    const known = new Set(Object.keys(node?.properties ?? {}));
    const extra = typeof instance === 'object' && instance !== null ? Object.keys(instance).filter((name) => !known.has(name)) : [];
    const own = typeof entry === 'string' ? entry : undefined;
    return [{ path: pointer(instancePath), message: own ?? `${extra.join(', ')} is not allowed here`, own: own !== undefined }];
  }
  const own = typeof entry === 'string' ? entry : undefined;
  return [{ path: pointer(instancePath), message: own ?? unit.error, own: own !== undefined }];
}

/** Whether a unit reports a refusal itself rather than a failure found inside it. */
function isReportable(schema: JsonSchema, unit: OutputUnit): boolean {
  // A `false` schema's own unit repeats its parent's, and names a location the schema does not have.
  if (unit.keyword === 'false') return false;
  if (unit.keyword === 'additionalProperties') {
    // Extra properties refused outright (`additionalProperties: false`) are the problem; a schema for them only wraps.
    return schemaNodeAt(schema, segments(unit.keywordLocation)) === false;
  }
  return !WRAPPERS.has(unit.keyword);
}

function toIssues(schema: JsonSchema, value: unknown, units: OutputUnit[]): SchemaIssue[] {
  const composites = units.filter((unit) => COMPOSITES.has(unit.keyword)).map((unit) => `${unit.keywordLocation}/`);
  const described = units
    .filter((unit) => isReportable(schema, unit))
    .filter((unit) => !composites.some((prefix) => unit.keywordLocation.startsWith(prefix)))
    .flatMap((unit) => describe(schema, value, unit));
  // Where the schema has its own message for a path, the validator's generic wording for it is noise.
  const withOwn = new Set(described.filter((issue) => issue.own).map((issue) => issue.path));
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  for (const issue of described) {
    if (!issue.own && withOwn.has(issue.path)) continue;
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ path: issue.path, message: issue.message });
  }
  return issues;
}

/**
 * The value as JSON would carry it: a key whose value is undefined is absent (a form field cleared after typing),
 * and an undefined list item is null. The validator refuses undefined outright, so a cleared optional field would
 * otherwise break the check instead of counting as never filled.
 */
function asJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : asJson(item)));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, asJson(item)]),
  );
}

/**
 * The one validator of answers, in the browser and on the server: @cfworker/json-schema interprets the schema
 * instead of compiling it to code, so it runs under a Content-Security-Policy without 'unsafe-eval'. Every
 * failure is collected (no short-circuit); the flow files' `errorMessage` annotations supply the words.
 * Validators are cached per schema object. `knownSchemas` are schemas that `$ref`s may name by their `$id`
 * (the draft-07 meta-schema, which the flow meta-schema refers to).
 */
export function createJsonSchemaStepValidator(options: { knownSchemas?: JsonSchema[] } = {}): StepValidator {
  const compiled = new WeakMap<JsonSchema, Validator>();
  return {
    validate(schema, value) {
      let validator = compiled.get(schema);
      if (!validator) {
        validator = new Validator(schema as Schema, '7', false);
        for (const known of options.knownSchemas ?? []) validator.addSchema(known as Schema);
        compiled.set(schema, validator);
      }
      const json = asJson(value);
      // Nothing given at all: whether an answer is needed is the caller's question (a question's `required`).
      if (json === undefined) return [];
      const result = validator.validate(json);
      if (result.valid) return [];
      const issues = toIssues(schema, json, result.errors);
      return issues.length > 0 ? issues : [{ path: '', message: 'is not valid' }];
    },
  };
}
