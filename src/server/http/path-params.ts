import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ID_PATTERN, UUID_PATTERN } from './ids';
import { isPlainObject } from '../../shared/plain-object';

/**
 * What a path parameter that does not fit its schema answers, instead of a 400 naming the field: the path names
 * nothing (404, or 400 where a route answers a link's every fault so). An annotation: Ajv knows the keyword
 * (`PATH_REFUSAL_KEYWORD`) but checks nothing with it; the error handler reads it.
 */
export interface PathRefusal {
  status: 400 | 404;
  detail: string;
}
export const PATH_REFUSAL_KEYWORD = 'refusal';

/** A row id in a path; one that is malformed or past the database's range answers `refusal` (by default a 404). */
export function idPath<const Detail extends string>(notFound: Detail, status: PathRefusal['status'] = 404) {
  return { type: 'string', pattern: ID_PATTERN, refusal: { status, detail: notFound } } as const;
}

/** A uuid in a path; a malformed one answers 404 with `notFound`. */
export function uuidPath<const Detail extends string>(notFound: Detail) {
  return { type: 'string', pattern: UUID_PATTERN, refusal: { status: 404, detail: notFound } } as const;
}

/** Any other path parameter (a flow's id, a list's name): text, which the route looks up itself. */
export const textPath = { type: 'string' } as const;

/**
 * The schema of a route's path parameters, each named with its schema (`idPath`, `uuidPath`, `textPath`):
 * Fastify checks them before the handler, and the handler's `request.params` takes its type from them.
 */
export function pathParams<const Params extends Record<string, unknown>>(params: Params) {
  return { type: 'object', additionalProperties: false, required: Object.keys(params) as (keyof Params & string)[], properties: params } as const;
}

const isRecord = isPlainObject<Record<string, unknown>>;

function isPathRefusal(value: unknown): value is PathRefusal {
  return isRecord(value) && (value.status === 400 || value.status === 404) && typeof value.detail === 'string';
}

/** The refusal the first path parameter that failed its schema declares, if it declares one. */
export function pathRefusalOf(paramsSchema: unknown, errors: readonly FastifySchemaValidationError[]): PathRefusal | undefined {
  if (!isRecord(paramsSchema) || !isRecord(paramsSchema.properties)) return undefined;
  const properties = paramsSchema.properties;
  for (const error of errors) {
    const name = error.instancePath.replace(/^\//, '');
    const schema = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (isRecord(schema) && isPathRefusal(schema[PATH_REFUSAL_KEYWORD])) return schema[PATH_REFUSAL_KEYWORD];
  }
  return undefined;
}
