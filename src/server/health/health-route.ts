import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { healthWireSchema } from '../../shared/wire/platform-wire';
import { newestShippedMigration, pingDatabase, readiness } from './readiness';

const aliveSchema = { type: 'object', additionalProperties: false, required: ['status'], properties: { status: { const: 'alive' } } } as const;
const readySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { enum: ['ready', 'not ready'] }, detail: { type: 'string' } },
} as const;

/**
 * GET /api/health/: whether the API and its database answer; the client's reconnect probe.
 * GET /healthz: the process is alive and serving HTTP (a supervisor restarts it when this fails); no database.
 * GET /readyz: the instance can take traffic: its database answers and has every migration this code ships;
 * 503 otherwise, with the reason, so a load balancer sends requests elsewhere meanwhile.
 */
export async function healthRoute(app: ApiServer): Promise<void> {
  app.get('/api/health/', { schema: { response: { 200: healthWireSchema } } }, async (request, reply) => {
    try {
      await pingDatabase(app.ctx.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw AppError.detail(503, 'The database is not answering. Please try again in a few moments.');
    }
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });

  app.get('/healthz', { schema: { response: { 200: aliveSchema } } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'alive' as const }),
  );

  const newest = newestShippedMigration();
  app.get('/readyz', { schema: { response: { 200: readySchema, 503: readySchema } } }, async (request, reply) => {
    const state = await readiness(app.ctx.db, newest);
    void reply.header('Cache-Control', 'no-store');
    if (state.ready) return reply.send({ status: 'ready' as const });
    request.log.warn({ reason: state.reason }, 'not ready');
    return reply.code(503).send({ status: 'not ready' as const, detail: state.reason });
  });
}
