import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { Background, Controls, MarkerType, ReactFlow, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { FlowGraph } from '../../api/staff/flow-studio-api';
import { moveKey, type FixturePath } from './fixture-path';

const NODE_WIDTH = 220;
const NODE_HEIGHT = 64;
/** One tint per section, in order, so a section's steps read as one group on the map. */
/** A chosen QA fixture's walk: its steps and moves drawn in this colour, the rest of the map faded. */
const PATH_COLOUR = '#2e7d32';
const SECTION_TINTS = ['#e3f2fd', '#e8f5e9', '#fff3e0', '#f3e5f5', '#e0f7fa', '#fce4ec', '#f1f8e9', '#ede7f6'];

const elk = new ELK();

interface FlowMapProps {
  graph: FlowGraph;
  selected: string | null;
  onSelect: (step: string) => void;
  /** The chosen QA fixture's walk, highlighted; null when none is chosen. */
  path?: FixturePath | null;
}

/** Laid out by elk's layered algorithm, top to bottom: steps, the ends, and every move between them. */
async function layout(graph: FlowGraph): Promise<Map<string, { x: number; y: number }>> {
  const ids = [...graph.nodes.map((node) => node.id), ...graph.ends];
  const laid = await elk.layout({
    id: 'flow',
    layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'DOWN', 'elk.layered.spacing.nodeNodeBetweenLayers': '60', 'elk.spacing.nodeNode': '40' },
    children: ids.map((id) => ({ id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: graph.edges.map((edge, index) => ({ id: `e${index}`, sources: [edge.from], targets: [edge.to] })),
  });
  return new Map((laid.children ?? []).map((child) => [child.id, { x: child.x ?? 0, y: child.y ?? 0 }]));
}

/** The flow map (issue 26 item 1): a node per step tinted by section, unreachable steps and dead ends marked. */
export function FlowMap({ graph, selected, onSelect, path = null }: FlowMapProps) {
  const [positions, setPositions] = useState<Map<string, { x: number; y: number }> | null>(null);
  useEffect(() => {
    let current = true;
    void layout(graph).then((laid) => current && setPositions(laid));
    return () => {
      current = false;
    };
  }, [graph]);

  const sections = [...new Set(graph.nodes.map((node) => node.section))];
  const deadEnds = new Set(graph.problems.filter((problem) => problem.kind === 'dead-end').map((problem) => problem.step));
  const onPath = (id: string) => (path === null ? undefined : path.steps.has(id) || path.end === id);
  const pathStyle = (id: string) =>
    onPath(id) === undefined ? {} : onPath(id) ? { outline: `3px solid ${PATH_COLOUR}`, outlineOffset: 2 } : { opacity: 0.45 };
  const nodes: Node[] = [
    ...graph.nodes.map((node) => ({
      id: node.id,
      className: onPath(node.id) ? 'on-fixture-path' : undefined,
      position: positions?.get(node.id) ?? { x: 0, y: 0 },
      data: { label: `${node.label}${node.reachable ? '' : ' (never shown)'}${deadEnds.has(node.id) ? ' (dead end)' : ''}` },
      ariaLabel: `Step ${node.id}: ${node.label}, ${node.section}${node.subsection ? `, ${node.subsection}` : ''}${node.reachable ? '' : ', never shown'}${onPath(node.id) ? ", on the fixture's path" : ''}`,
      style: {
        width: NODE_WIDTH,
        background: SECTION_TINTS[sections.indexOf(node.section) % SECTION_TINTS.length],
        border: `2px solid ${!node.reachable || deadEnds.has(node.id) ? '#c62828' : node.id === selected ? '#1565c0' : '#90a4ae'}`,
        fontSize: 12,
        ...pathStyle(node.id),
      },
    })),
    ...graph.ends.map((end) => ({
      id: end,
      className: onPath(end) ? 'on-fixture-path' : undefined,
      position: positions?.get(end) ?? { x: 0, y: 0 },
      data: { label: `End: ${end}` },
      style: { width: NODE_WIDTH, background: '#eceff1', fontSize: 12, ...pathStyle(end) },
    })),
  ];
  const edges: Edge[] = graph.edges.map((edge, index) => {
    const taken = path?.moves.has(moveKey(edge.from, edge.to)) ?? false;
    return {
      id: `e${index}`,
      source: edge.from,
      target: edge.to,
      label: edge.condition ?? undefined,
      labelStyle: { fontSize: 10 },
      markerEnd: { type: MarkerType.ArrowClosed, ...(taken ? { color: PATH_COLOUR } : {}) },
      ...(taken ? { className: 'on-fixture-path', animated: true, style: { stroke: PATH_COLOUR, strokeWidth: 3 }, zIndex: 1 } : {}),
      ...(path !== null && !taken ? { style: { opacity: 0.35 } } : {}),
    };
  });

  return (
    <Box sx={{ height: 640, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="flow-map">
      {positions && (
        <ReactFlow
          nodes={nodes}
          edges={edges}
          fitView
          nodesDraggable={false}
          onNodeClick={(_event, node) => graph.nodes.some((step) => step.id === node.id) && onSelect(node.id)}
          minZoom={0.05}
        >
          <Background />
          <Controls />
        </ReactFlow>
      )}
    </Box>
  );
}
