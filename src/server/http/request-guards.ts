import type { ApiServer } from './api-server';
import type { FastifyServerOptions } from 'fastify';
import { answerClientError, answerFrameworkError } from '../errors/framework-errors';
import { registerIntegerBounds } from './integer-bounds';
import { registerJsonBodyParser } from './json-body-parser';
import { registerQueryShapeGuard } from './query-shape';
import { registerRouteCatalog } from './route-catalog';
import { registerUnstorableTextGuard } from './unstorable-text';

/**
 * Fastify options for the errors raised before a request reaches any hook: malformed percent-encoding and
 * over-long path parameters (router), and what Node's HTTP parser refuses (too long a request line or headers).
 */
export const guardedServerOptions = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/**
 * What every route gets before its handler, however it was written: JSON no deeper than MAX_JSON_DEPTH, no text
 * the database cannot store, integers within the database's range, a query string of the shape the route declares;
 * and the catalog of every route declared.
 * Call before any route is registered.
 */
export function registerRequestGuards(app: ApiServer): void {
  registerIntegerBounds(app);
  registerRouteCatalog(app);
  registerJsonBodyParser(app);
  registerUnstorableTextGuard(app);
  registerQueryShapeGuard(app);
}
