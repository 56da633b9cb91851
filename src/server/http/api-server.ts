import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/**
 * The application as route modules see it. Its type provider reads each route's JSON schemas (src/shared/wire),
 * so a handler's body, query, params and reply take their types from the schema that validates or serialises
 * them: no type is written beside a schema to drift from it.
 */
export type ApiServer = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, JsonSchemaToTsProvider>;
