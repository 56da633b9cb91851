import type { ApiServer } from './api-server';
import type { FastifyRequest } from 'fastify';
import { AppError, type FieldErrors } from '../errors/app-error';
import { isPlainObject } from '../../shared/plain-object';

type Schema = Record<string, unknown>;

const isSchema = isPlainObject<Schema>;

/** What a route's querystring schema allows: the parameters it takes as lists, and whether it takes any at all. */
export interface QueryShape {
  /** Parameters declared with `type: 'array'`: the only ones that may be repeated. */
  lists: ReadonlySet<string>;
  /** False for a route with no querystring schema: it reads no query, so any parameter is one it does not know. */
  takesQuery: boolean;
}

function typesOf(schema: unknown): unknown[] {
  if (!isSchema(schema)) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** The shape a route's querystring schema declares (none declared: the route takes no query parameters). */
export function queryShapeOf(querystring: unknown): QueryShape {
  if (!isSchema(querystring)) return { lists: new Set(), takesQuery: false };
  const properties = isSchema(querystring.properties) ? querystring.properties : {};
  const lists = Object.entries(properties)
    .filter(([, property]) => typesOf(property).includes('array'))
    .map(([name]) => name);
  return { lists: new Set(lists), takesQuery: true };
}

const shapes = new WeakMap<object, QueryShape>();

function shapeOfRequest(request: FastifyRequest): QueryShape {
  const schema = request.routeOptions.schema;
  if (!schema) return queryShapeOf(undefined);
  let shape = shapes.get(schema);
  if (!shape) {
    shape = queryShapeOf(schema.querystring);
    shapes.set(schema, shape);
  }
  return shape;
}

/**
 * A repeated parameter the route does not take as a list arrives as an array, which a handler expecting text
 * would crash on (issue 24: `?search=a&search=b` was a 500); and a parameter on a route that declares no query
 * is one it would silently ignore. Both are refused here, for every route at once, naming the parameter.
 * Routes with a wildcard (static files, CORS preflight) take any query: a cache-busting `?v=` must still work.
 */
export function refuseQueryShape(request: FastifyRequest): void {
  const url = request.routeOptions.url;
  if (url === undefined || url.includes('*')) return;
  const query = request.query;
  if (!isSchema(query)) return;
  const names = Object.keys(query);
  if (names.length === 0) return;
  const shape = shapeOfRequest(request);
  for (const name of names) {
    const value = query[name];
    if (Array.isArray(value) && !shape.lists.has(name)) {
      throw AppError.detail(400, `The query parameter "${name}" is given ${value.length} times; this address takes it once. Send it once.`);
    }
  }
  if (!shape.takesQuery) {
    // The same answer a schema's additionalProperties: false gives, so an unknown parameter reads alike everywhere.
    const errors = Object.create(null) as FieldErrors;
    for (const name of names) errors[name] = ['This address takes no query parameters; remove it from the request.'];
    throw AppError.fields({ ...errors });
  }
}

/** Checks the query of every request before validation, so no route, present or added later, can forget it. */
export function registerQueryShapeGuard(app: ApiServer): void {
  app.addHook('preValidation', async (request) => refuseQueryShape(request));
}
