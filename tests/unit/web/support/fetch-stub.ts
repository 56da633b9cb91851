import { vi } from 'vitest';

export interface StubCall {
  method: string;
  /** Path and query, as the app asked for them. */
  url: string;
  /** Parsed JSON body, or null without one. */
  body: unknown;
  authorization: string | null;
}

/** An answer, or `network` for a call that gets none (the browser's "Failed to fetch"). */
export type StubReply = { status: number; body?: unknown } | 'network';
export type StubHandler = (call: StubCall) => StubReply | Promise<StubReply>;

export interface FetchStub {
  calls: StubCall[];
  /** Replaces how calls are answered; by default every call gets 404 {"detail": "Not found."}. */
  reply: (handler: StubHandler) => void;
  /** The calls whose path (without query) is `path`, optionally of one method. */
  callsTo: (path: string, method?: string) => StubCall[];
}

/**
 * Replaces fetch with an in-memory answerer, so timer-driven tests run on fake timers without real sockets.
 * Undo with vi.unstubAllGlobals().
 */
export function stubFetch(): FetchStub {
  const calls: StubCall[] = [];
  let handler: StubHandler = () => ({ status: 404, body: { detail: 'Not found.' } });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const text = typeof init.body === 'string' ? init.body : '';
    const call: StubCall = {
      method: init.method ?? 'GET',
      url: input,
      body: text === '' ? null : (JSON.parse(text) as unknown),
      authorization: new Headers(init.headers).get('authorization'),
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    reply: (next) => {
      handler = next;
    },
    callsTo: (path, method) => calls.filter((call) => call.url.split('?')[0] === path && (method === undefined || call.method === method)),
  };
}

/** A promise with its resolve function, for answers a test releases when it chooses. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
