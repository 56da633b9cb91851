import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id comes in on (from a proxy that set one) and goes back out on. */
export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is kept only when it looks like one: it lands in every log line and in the job queue.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const current = new AsyncLocalStorage<{ requestId: string }>();

/** Fastify's genReqId: the id a proxy sent, when it is a plain token, or a new random one. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** Runs `work` as part of the request (or job) with this id: jobs it enqueues carry the id on. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return current.run({ requestId }, work);
}

/** The id of the request (or job) this code runs for; undefined outside one (a start-up task, a test calling directly). */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}
