import { MarkerType, type Edge, type Node } from '@xyflow/react';
import type { FixturePath } from './fixture-path';
import { moveKey } from './fixture-path';
import { sectionNodeId, type LaidEdge, type Point } from './flow-map-layout';
import { deadEndSteps, stepText, type StepText } from './flow-map-text';
import type { LaidGraph } from './use-map-layout';

/** One tint per section, in order, so a section's steps read as one group on the map and in its legend. */
export const SECTION_TINTS = ['#e3f2fd', '#e8f5e9', '#fff3e0', '#f3e5f5', '#e0f7fa', '#fce4ec', '#f1f8e9', '#ede7f6'];
/** A chosen QA fixture's walk: its steps and moves drawn in this colour, the rest of the map faded. */
export const PATH_COLOUR = '#2e7d32';

export const sectionTint = (index: number) => SECTION_TINTS[index % SECTION_TINTS.length]!;

/** Whether a step, end or move is on the chosen fixture's walk; undefined when no fixture is chosen. */
type OnPath = boolean | undefined;

export type StepNode = Node<{ text: StepText; tint: string; problem: boolean; chosen: boolean; onPath: OnPath }, 'step'>;
export type PillNode = Node<{ text: string; onPath: OnPath; target?: string }, 'end' | 'exit'>;
export type SectionNode = Node<{ name: string; steps: number; tint: string; inset: number }, 'section'>;
export type CaptionNode = Node<{ name: string; steps: number }, 'caption'>;
export type MapNode = StepNode | PillNode | SectionNode | CaptionNode;
export type MapEdge = Edge<{ points: Point[]; label: LaidEdge['label']; onPath: OnPath }, 'routed'>;

/** The canvas's nodes and edges for a laid-out graph: each section's box first, then its steps, so Tab reads in order. */
export function mapElements(laid: LaidGraph, selected: string | null, path: FixturePath | null): { nodes: MapNode[]; edges: MapEdge[] } {
  const { graph, layout } = laid;
  const deadEnds = deadEndSteps(graph);
  const steps = new Map(graph.nodes.map((node) => [node.id, node] as const));
  const stepOnPath = (id: string): OnPath => (path === null ? undefined : path.steps.has(id) || path.end === id);
  const fade = (onPath: OnPath) => (onPath === false ? { opacity: 0.45 } : {});

  const nodes: MapNode[] = [];
  layout.sections.forEach((section, index) => {
    nodes.push({
      id: sectionNodeId(section.name),
      type: 'section',
      position: { x: section.x, y: section.y },
      width: section.width,
      height: section.height,
      zIndex: -1,
      ariaLabel: `Section ${section.name}, ${section.steps} ${section.steps === 1 ? 'step' : 'steps'}: press Enter to open it`,
      data: { name: section.name, steps: section.steps, tint: sectionTint(index), inset: section.inset },
    });
    // The overview's caption lies over the section's steps (a node drawn above them), and lets clicks through.
    nodes.push({
      id: `caption:${section.name}`,
      type: 'caption',
      position: { x: section.x, y: section.y },
      width: section.width,
      height: section.height,
      zIndex: 5,
      focusable: false,
      selectable: false,
      style: { pointerEvents: 'none' },
      data: { name: section.name, steps: section.steps },
    });
    for (const laidNode of layout.nodes.filter((candidate) => candidate.section === section.name)) {
      const box = { position: { x: laidNode.x, y: laidNode.y }, width: laidNode.width, height: laidNode.height };
      const step = steps.get(laidNode.id);
      if (laidNode.kind === 'step' && step) {
        const onPath = stepOnPath(step.id);
        nodes.push({
          id: step.id,
          type: 'step',
          ...box,
          className: [onPath ? 'on-fixture-path' : '', step.id === selected ? 'chosen-step' : ''].join(' ').trim() || undefined,
          style: fade(onPath),
          ariaLabel: `Step ${step.id}: ${step.label}, ${step.section}${step.subsection ? `, ${step.subsection}` : ''}${step.reachable ? '' : ', never shown'}${onPath ? ", on the fixture's path" : ''}`,
          data: {
            text: stepText(step, deadEnds.has(step.id)),
            tint: sectionTint(index),
            problem: !step.reachable || deadEnds.has(step.id),
            chosen: step.id === selected,
            onPath,
          },
        });
      } else if (laidNode.kind !== 'step') {
        const target = laidNode.target ?? laidNode.id;
        const onPath = laidNode.kind === 'end' ? stepOnPath(target) : undefined;
        const text = laidNode.kind === 'end' ? `End: ${target}` : `Continues in ${steps.get(target)?.section ?? `End: ${target}`}`;
        nodes.push({
          id: laidNode.id,
          type: laidNode.kind,
          ...box,
          className: onPath ? 'on-fixture-path' : undefined,
          style: fade(onPath),
          ariaLabel: laidNode.kind === 'end' ? text : `${text}, at step ${steps.get(target)?.label ?? target}`,
          data: { text, onPath, target },
        });
      }
    }
  });

  const sectionOf = (id: string) => steps.get(id)?.section;
  const edges: MapEdge[] = layout.edges.map((edge) => {
    const onPath: OnPath =
      path === null
        ? undefined
        : edge.move
          ? path.moves.has(moveKey(edge.move.from, edge.move.to))
          : [...path.moves].some((move) => {
              const [from = '', to = ''] = move.split(' -> ');
              return `section:${sectionOf(from)}` === edge.source && `section:${sectionOf(to) ?? ''}` === edge.target;
            });
    return {
      id: edge.id,
      type: 'routed',
      source: edge.source,
      target: edge.target,
      className: onPath ? 'on-fixture-path' : undefined,
      markerEnd: { type: MarkerType.ArrowClosed, ...(onPath ? { color: PATH_COLOUR } : {}) },
      style: onPath ? { stroke: PATH_COLOUR, strokeWidth: 3 } : { ...(onPath === false ? { opacity: 0.35 } : {}), strokeWidth: edge.move ? 1.5 : 3 },
      zIndex: onPath ? 1 : 0,
      data: { points: edge.points, label: edge.label, onPath },
    };
  });
  return { nodes, edges };
}
