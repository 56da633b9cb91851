import type { ELK, ElkExtendedEdge, ElkNode, ElkShape } from 'elkjs/lib/elk-api';
import type { FlowGraph } from '../../api/staff/flow-studio-api';
import { labelSize, pillSize, SECTION_HEADER, STEP_WIDTH, stepHeight } from './flow-map-sizes';
import { deadEndSteps, stepText } from './flow-map-text';
import { packSections, type Point, type Box, linkPoints } from './flow-map-packing';

export type { Box, Point } from './flow-map-packing';

/** A box the map draws: a step, one of the flow's ends, or a marker saying the flow continues in another section. */
export interface LaidNode extends Box {
  id: string;
  kind: 'step' | 'end' | 'exit';
  section: string;
  /** For a marker: the step or end it stands for. */
  target?: string;
}

export interface LaidEdge {
  id: string;
  /** The move it draws (a graph edge's from and to), or null for the arrow between two sections. */
  move: { from: string; to: string } | null;
  source: string;
  target: string;
  points: Point[];
  label: (Box & { text: string }) | null;
}

export interface LaidSection extends Box {
  name: string;
  steps: number;
  /** How far in from the box's left its steps begin (a box enlarged for its overview caption keeps them centred). */
  inset: number;
}

export interface MapLayout {
  sections: LaidSection[];
  nodes: LaidNode[];
  edges: LaidEdge[];
  /** The zoom at which the whole map fits the view it was laid out for. */
  overviewZoom: number;
}

export const sectionNodeId = (section: string) => `section:${section}`;
export const exitNodeId = (section: string, target: string) => `exit:${section}:${target}`;

/** Each section is laid out on its own, top to bottom, edge labels placed by elk beside their edges, none overlapping. */
const SECTION_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '20',
  'elk.spacing.nodeNode': '36',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '20',

  'elk.padding': `[top=${SECTION_HEADER},left=24,bottom=24,right=24]`,
} as const;

/** Which section holds each box: a step its own; an end the section of the first move that reaches it. */
function groupOf(graph: FlowGraph): Map<string, string> {
  const group = new Map(graph.nodes.map((node) => [node.id, node.section] as const));
  for (const edge of graph.edges) {
    if (!group.has(edge.to)) group.set(edge.to, group.get(edge.from)!);
  }
  const last = graph.nodes.at(-1)?.section ?? '';
  for (const end of graph.ends) if (!group.has(end)) group.set(end, last);
  return group;
}

function placed(element: ElkShape): Box {
  return { x: element.x ?? 0, y: element.y ?? 0, width: element.width ?? 0, height: element.height ?? 0 };
}

/**
 * The flow map laid out (pure, given elk; the map runs it in a web worker): each section's steps by elk's layered
 * algorithm with the moves' conditions as labels elk places clear of boxes and of each other; a move into another
 * section ends at a marker naming it; the sections packed in reading order into rows that best fit `view`, with an
 * arrow from each section to the next ones.
 */
export async function layoutFlowMap(graph: FlowGraph, view: { width: number; height: number }, elk: Pick<ELK, 'layout'>): Promise<MapLayout> {
  const group = groupOf(graph);
  const deadEnds = deadEndSteps(graph);
  const sectionNames = [...new Set(graph.nodes.map((node) => node.section))];
  const targetName = (id: string) => graph.nodes.find((node) => node.id === id)?.section ?? `End: ${id}`;

  const laidOut = await Promise.all(
    sectionNames.map(async (section) => {
      const children: ElkNode[] = [];
      const kinds = new Map<string, Pick<LaidNode, 'kind' | 'target'>>();
      for (const node of graph.nodes.filter((candidate) => candidate.section === section)) {
        children.push({ id: node.id, width: STEP_WIDTH, height: stepHeight(stepText(node, deadEnds.has(node.id))) });
        kinds.set(node.id, { kind: 'step' });
      }
      for (const end of graph.ends.filter((candidate) => group.get(candidate) === section)) {
        children.push({ id: end, ...pillSize(`End: ${end}`) });
        kinds.set(end, { kind: 'end' });
      }
      const edges: ElkExtendedEdge[] = [];
      graph.edges.forEach((edge, index) => {
        if (group.get(edge.from) !== section) return;
        let target = edge.to;
        if (group.get(edge.to) !== section) {
          target = exitNodeId(section, edge.to);
          if (!kinds.has(target)) {
            children.push({ id: target, ...pillSize(`Continues in ${targetName(edge.to)}`) });
            kinds.set(target, { kind: 'exit', target: edge.to });
          }
        }
        const labels = edge.condition === null ? [] : [{ text: edge.condition, ...labelSize(edge.condition) }];
        edges.push({ id: `m${index}`, sources: [edge.from], targets: [target], labels });
      });
      const root: ElkNode = { id: section, layoutOptions: { ...SECTION_OPTIONS }, children, edges };
      const laid: ElkNode = await elk.layout(root);
      return { section, laid, kinds };
    }),
  );

  const packed = packSections(
    laidOut.map(({ laid }) => ({ width: laid.width ?? 0, height: laid.height ?? 0 })),
    view,
  );
  const sections: LaidSection[] = [];
  const nodes: LaidNode[] = [];
  const edges: LaidEdge[] = [];
  laidOut.forEach(({ section, laid, kinds }, index) => {
    const at = packed.boxes[index]!;
    // A section widened to hold its overview caption keeps its steps in the middle.
    const inset = (at.width - (laid.width ?? 0)) / 2;
    const shift = (point: Point): Point => ({ x: point.x + at.x + inset, y: point.y + at.y });
    sections.push({ name: section, steps: graph.nodes.filter((node) => node.section === section).length, inset, ...at });
    for (const child of laid.children ?? []) {
      const box = placed(child);
      nodes.push({ id: child.id, section, ...kinds.get(child.id)!, ...box, ...shift(box) });
    }
    for (const edge of laid.edges ?? []) {
      const move = graph.edges[Number(edge.id.slice(1))]!;
      const route = edge.sections?.[0];
      const label = edge.labels?.[0];
      edges.push({
        id: edge.id,
        move: { from: move.from, to: move.to },
        source: edge.sources[0]!,
        target: edge.targets[0]!,
        points: route ? [route.startPoint, ...(route.bendPoints ?? []), route.endPoint].map(shift) : [],
        label: label && move.condition !== null ? { text: move.condition, ...placed(label), ...shift(placed(label)) } : null,
      });
    }
  });

  // One arrow from a section to each section a move of it continues in, drawn between the sections' boxes.
  const links = new Set<string>();
  for (const edge of graph.edges) {
    const from = group.get(edge.from)!;
    const to = group.get(edge.to)!;
    if (from === to || links.has(`${from}\n${to}`)) continue;
    links.add(`${from}\n${to}`);
    const source = sections.findIndex((section) => section.name === from);
    const target = sections.findIndex((section) => section.name === to);
    edges.push({
      id: `s:${from}->${to}`,
      move: null,
      source: sectionNodeId(from),
      target: sectionNodeId(to),
      points: linkPoints(sections[source]!, sections[target]!, packed.gap),
      label: null,
    });
  }
  return { sections, nodes, edges, overviewZoom: packed.zoom };
}
