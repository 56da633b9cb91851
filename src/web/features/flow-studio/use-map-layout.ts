import { useEffect, useState } from 'react';
import type { FlowGraph } from '../../api/staff/flow-studio-api';
import type { MapLayout } from './flow-map-layout';
import { requestLayout } from './flow-map-layout-client';

/** A layout with the graph it was made from: while a changed draft is laid out, the map keeps drawing the pair before. */
export interface LaidGraph {
  graph: FlowGraph;
  layout: MapLayout;
}

/** The graph laid out off the page's thread for a view of `view`'s size (null until measured), or why it failed. */
export function useMapLayout(graph: FlowGraph, view: { width: number; height: number } | null) {
  const [state, setState] = useState<{ laid: LaidGraph | null; error: string | null }>({ laid: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!view) return;
    let current = true;
    requestLayout(graph, view).then(
      (layout) => current && setState({ laid: { graph, layout }, error: null }),
      (error: Error) => current && setState({ laid: null, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [graph, view, attempt]);
  const retry = () => {
    setState({ laid: null, error: null });
    setAttempt((count) => count + 1);
  };
  return { ...state, retry };
}
