import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutFlowMap } from './flow-map-layout';
import type { LayoutReply, LayoutRequest } from './flow-map-layout-client';

const elk = new ELK();
// elk's first layout also sets its code up (a third of a second on a busy machine): done now, while the page is
// still fetching the flow, the map's own layout starts warm.
void elk.layout({
  id: 'warm-up',
  children: [
    { id: 'a', width: 10, height: 10 },
    { id: 'b', width: 10, height: 10 },
  ],
  edges: [{ id: 'e', sources: ['a'], targets: ['b'], labels: [{ text: 'x', width: 5, height: 5 }] }],
});

// elk's bundle, evaluated inside a worker, claims the worker's onmessage for its own protocol; assigned after the
// import, this handler is the worker's, and elk runs in this thread through its in-process fake worker.
self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const { id, graph, view } = event.data;
  layoutFlowMap(graph, view, elk).then(
    (layout) => self.postMessage({ id, layout } satisfies LayoutReply),
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LayoutReply),
  );
};
