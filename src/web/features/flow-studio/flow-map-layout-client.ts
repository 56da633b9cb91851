import type { FlowGraph } from '../../api/staff/flow-studio-api';
import type { MapLayout } from './flow-map-layout';

export interface LayoutRequest {
  id: number;
  graph: FlowGraph;
  view: { width: number; height: number };
}

/** `took`: the layout's own time in the worker, without the worker's start or the wait for it. */
export type LayoutReply = { id: number; layout: MapLayout; took: number } | { id: number; error: string };

/** Longer than any flow takes on a slow machine: past it the map says the layout failed rather than spin forever. */
const LAYOUT_TIMEOUT_MS = 20_000;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (layout: MapLayout) => void; reject: (error: Error) => void }>();
const done = new Map<string, MapLayout>();

function failAll(message: string) {
  for (const waiting of pending.values()) waiting.reject(new Error(message));
  pending.clear();
}

/** The layout worker, started once: elk (1.6 MB) is fetched and compiled inside it, never on the page's thread. */
export function layoutWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./flow-map-layout.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<LayoutReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('layout' in reply) {
      // Read by `npm run bench` beside the time to the map's words.
      performance.measure('flow-map-layout-in-worker', { start: performance.now() - reply.took, duration: reply.took });
      waiting?.resolve(reply.layout);
    } else waiting?.reject(new Error(reply.error));
  };
  // A worker whose script does not load or throws is dropped: the next request (a retry) starts a new one.
  started.onerror = (event) => {
    event.preventDefault();
    worker = null;
    started.terminate();
    failAll(event.message || 'the layout worker did not start');
  };
  worker = started;
  return started;
}

const inFlight = new Map<string, Promise<MapLayout>>();

/**
 * The map laid out for a view of this size, by the worker. The same graph and size again answer the layout already
 * made or being made: the screen hands the map the published graph, then the draft's, often the same.
 */
export function requestLayout(graph: FlowGraph, view: { width: number; height: number }): Promise<MapLayout> {
  const key = `${view.width}x${view.height}\n${JSON.stringify(graph)}`;
  const known = done.get(key);
  if (known) return Promise.resolve(known);
  const running = inFlight.get(key);
  if (running) return running;
  const id = nextId++;
  const started = performance.now();
  const request = new Promise<MapLayout>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the layout took too long'));
    }, LAYOUT_TIMEOUT_MS);
    pending.set(id, {
      resolve: (layout) => {
        clearTimeout(timer);
        if (done.size > 20) done.clear();
        done.set(key, layout);
        // Read by `npm run bench` beside the time to the map's words.
        performance.measure('flow-map-layout', { start: started });
        resolve(layout);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    layoutWorker().postMessage({ id, graph, view } satisfies LayoutRequest);
  }).finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}
