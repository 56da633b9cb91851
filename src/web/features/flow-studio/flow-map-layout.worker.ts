import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutFlowMap } from './flow-map-layout';
import type { LayoutReply, LayoutRequest } from './flow-map-layout-client';

const elk = new ELK();

// elk's bundle, evaluated inside a worker, claims the worker's onmessage for its own protocol; assigned after the
// import, this handler is the worker's, and elk runs in this thread through its in-process fake worker.
self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const { id, graph, view } = event.data;
  const started = performance.now();
  layoutFlowMap(graph, view, elk).then(
    (layout) => self.postMessage({ id, layout, took: performance.now() - started } satisfies LayoutReply),
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LayoutReply),
  );
};
