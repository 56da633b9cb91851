import Box from '@mui/material/Box';
import { Background, Controls, ReactFlow, useReactFlow, useStore, type NodeMouseHandler } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { FixturePath } from './fixture-path';
import { mapEdgeTypes } from './flow-map-edge';
import { mapElements, type MapNode } from './flow-map-elements';
import { mapNodeTypes } from './flow-map-nodes';
import { centreOn, DETAIL_ZOOM, openSection } from './flow-map-view';
import type { LaidGraph } from './use-map-layout';
import { sectionNodeId, type LaidSection } from './flow-map-layout';

/**
 * Tells the map's styles the zoom without re-rendering it: `--map-zoom` keeps the overview captions at a steady size
 * on screen, and `data-detail` shows the words only where they are read (at DETAIL_ZOOM and closer).
 */
function ZoomVariables({ target }: { target: RefObject<HTMLDivElement | null> }) {
  const zoom = useStore((state) => state.transform[2]);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    element.style.setProperty('--map-zoom', String(zoom));
    element.setAttribute('data-detail', zoom >= DETAIL_ZOOM ? 'near' : 'far');
  }, [target, zoom]);
  return null;
}

const zoomStyles = {
  height: '100%',
  '&:not([data-detail="near"]) .map-text': { visibility: 'hidden' },
  '&[data-detail="near"] .map-caption': { display: 'none' },
  '& .react-flow__node:focus-visible': { outline: '3px solid #1565c0', outlineOffset: '3px', borderRadius: '6px' },
} as const;

interface FlowCanvasProps {
  laid: LaidGraph;
  view: { width: number; height: number };
  selected: string | null;
  onSelect: (step: string) => void;
  path: FixturePath | null;
}

/** The canvas: draws the laid-out map, and opens a section or chooses a step on a click, Enter or Space. */
export function FlowCanvas({ laid, view, selected, onSelect, path }: FlowCanvasProps) {
  const flow = useReactFlow();
  const wrapper = useRef<HTMLDivElement>(null);
  const { nodes, edges } = useMemo(() => mapElements(laid, selected, path), [laid, selected, path]);
  const boxes = useMemo(() => new Map(laid.layout.nodes.map((node) => [node.id, node] as const)), [laid]);
  const sections = useMemo(() => new Map<string, LaidSection>(laid.layout.sections.map((section) => [sectionNodeId(section.name), section])), [laid]);

  const act = (node: MapNode, byKeyboard: boolean) => {
    if (node.type === 'step') {
      onSelect(node.id);
      const box = boxes.get(node.id);
      if (box && (byKeyboard || flow.getZoom() < DETAIL_ZOOM)) centreOn(flow, box);
    } else if (node.type === 'section') {
      const section = sections.get(node.id);
      if (section) openSection(flow, laid.layout, section, view);
    } else if (node.type === 'exit' && 'target' in node.data && node.data.target) {
      const box = boxes.get(node.data.target);
      if (box) centreOn(flow, box);
    }
  };
  const onNodeClick: NodeMouseHandler<MapNode> = (_event, node) => act(node, false);
  const nodeOf = (element: EventTarget) => {
    const id = element instanceof HTMLElement && element.classList.contains('react-flow__node') ? element.dataset.id : undefined;
    return nodes.find((node) => node.id === id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const node = nodeOf(event.target);
    if (!node || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    act(node, true);
  };
  /** Brings a step close enough to read when the map is an overview or the step is off screen. */
  const bringIntoView = (id: string) => {
    const box = boxes.get(id);
    if (!box) return;
    const { x, y, zoom } = flow.getViewport();
    const left = box.x * zoom + x;
    const top = box.y * zoom + y;
    if (zoom < DETAIL_ZOOM || left < 0 || top < 0 || left + box.width * zoom > view.width || top + box.height * zoom > view.height) centreOn(flow, box);
  };
  // A step reached by Tab is shown.
  const onFocus = (event: FocusEvent) => {
    const node = nodeOf(event.target);
    if (node?.type === 'step' && event.target.matches(':focus-visible')) bringIntoView(node.id);
  };
  // A step chosen elsewhere on the screen (the editor's list) is shown too; the first one chosen (the screen picks one
  // as it opens) is not, so the map still opens on the whole flow.
  const shown = useRef(selected);
  useEffect(() => {
    const before = shown.current;
    shown.current = selected;
    if (selected !== null && before !== null && selected !== before) bringIntoView(selected);
  });

  return (
    <Box ref={wrapper} sx={zoomStyles} onKeyDown={onKeyDown} onFocus={onFocus}>
      <ReactFlow<MapNode>
        nodes={nodes}
        edges={edges}
        nodeTypes={mapNodeTypes}
        edgeTypes={mapEdgeTypes}
        fitView
        fitViewOptions={{ padding: 0.03 }}
        minZoom={0.05}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        zoomOnDoubleClick={false}
        panOnScroll
        onNodeClick={onNodeClick}
        aria-label="Flow map"
      >
        <ZoomVariables target={wrapper} />
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
