import type { ApiServer } from '../http/api-server';
import { REQUEST_ID_HEADER, withRequestId } from './request-id';

/**
 * Every request answers with its id (X-Request-Id) and runs in its context, so every log line it writes and every
 * job it enqueues names it. A callback hook: Fastify runs the later hooks and the handler from `done`, inside
 * the context, which an async hook could not arrange.
 */
export function registerRequestIds(app: ApiServer): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    withRequestId(request.id, done);
  });
}
