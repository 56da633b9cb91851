import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or null without one. */
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

export type Handler = (request: RecordedRequest) => Reply;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Replaces how the server answers; by default it answers 200 `{"ok": true}`. */
  reply: (handler: Handler) => void;
  close: () => Promise<void>;
}

/**
 * A real HTTP server on a free local port. The happy-dom window is moved to its origin, so the app's relative
 * paths reach it exactly as they reach the real server in production (same origin).
 */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = () => ({ status: 200, body: { ok: true } });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text === '' ? null : (JSON.parse(text) as unknown) };
      requests.push(recorded);
      const { status, body } = handler(recorded);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${origin}/`);
  return {
    origin,
    requests,
    reply: (next) => {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A route's answer, keyed "METHOD /path/" (query included, as the server receives it): fixed or computed. */
export type RouteAnswer = Reply | ((request: RecordedRequest) => Reply);

/** The test server answers these routes and 404 {"detail": "Not found."} to anything else. */
export function answer(server: TestServer, routes: Record<string, RouteAnswer>): void {
  server.reply((request) => {
    const found = routes[`${request.method} ${request.url}`];
    if (found === undefined) return { status: 404, body: { detail: 'Not found.' } };
    return typeof found === 'function' ? found(request) : found;
  });
}

/** Requests the server received for one "METHOD /path/" (query included). */
export function received(server: TestServer, route: string): RecordedRequest[] {
  return server.requests.filter((request) => `${request.method} ${request.url}` === route);
}
