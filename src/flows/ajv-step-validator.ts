import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './types';
import type { SchemaIssue, StepValidator } from './step-validator';

type Messages = Record<string, string | Record<string, string>>;

/** Annotation keywords of flow files: Ajv must know them (strict mode) but they validate nothing. */
const ANNOTATIONS = ['errorMessage', 'x-group'];

function messageFor(error: ErrorObject): string | undefined {
  const messages = (error.parentSchema as { errorMessage?: Messages } | undefined)?.errorMessage;
  const entry = messages?.[error.keyword];
  if (typeof entry === 'string') return entry;
  if (entry && error.keyword === 'required') return entry[(error.params as { missingProperty: string }).missingProperty];
  return undefined;
}

/**
 * Ajv reports a failing oneOf/anyOf/contains/not both as itself and as the failures of each branch tried; only
 * the composite one means something to a person, so branch failures are dropped when it is present.
 */
function withoutBranchNoise(errors: ErrorObject[]): ErrorObject[] {
  const composites = errors
    .filter((error) => ['oneOf', 'anyOf', 'contains', 'not'].includes(error.keyword))
    .map((error) => `${error.schemaPath}/`);
  return errors.filter((error) => !composites.some((prefix) => error.schemaPath.startsWith(prefix)));
}

function toIssues(errors: ErrorObject[]): SchemaIssue[] {
  // "must match then schema" only repeats the failures of `then`, which are reported themselves.
  const described = withoutBranchNoise(errors.filter((error) => error.keyword !== 'if')).map((error) => {
    const own = messageFor(error);
    // A missing record field is reported at the field, where the form shows it.
    const path = error.keyword === 'required' ? `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}` : error.instancePath;
    return { path, message: own ?? error.message ?? 'is not valid', own: own !== undefined };
  });
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
 * The one Ajv adapter: draft-07, every error at once, no coercion, no defaults, no removal, formats from
 * ajv-formats, the discriminator keyword for tagged unions, and the flow files' annotation keywords.
 * Compiled validators are cached per schema object.
 *
 * Ajv compiles schemas to functions with `new Function`, which a Content-Security-Policy without
 * 'unsafe-eval' forbids in the browser.
 */
export function createAjvStepValidator(): StepValidator {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
    discriminator: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
  });
  addFormats(ajv);
  for (const keyword of ANNOTATIONS) ajv.addKeyword({ keyword });
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();

  return {
    validate(schema, value) {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(schema);
        compiled.set(schema, validate);
      }
      if (validate(value)) return [];
      const issues = toIssues(validate.errors ?? []);
      return issues.length > 0 ? issues : [{ path: '', message: 'is not valid' }];
    },
  };
}
