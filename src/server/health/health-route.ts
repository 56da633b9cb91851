import type { ApiServer } from '../http/api-server';
import { sql } from 'drizzle-orm';
import { AppError } from '../errors/app-error';
import { healthWireSchema } from '../../shared/wire/platform-wire';

/** GET /api/health/: whether the API and its database answer; the client's reconnect probe and a load balancer's. */
export async function healthRoute(app: ApiServer): Promise<void> {
  app.get('/api/health/', { schema: { response: { 200: healthWireSchema } } }, async (request, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw AppError.detail(503, 'The database is not answering. Please try again in a few moments.');
    }
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
}
