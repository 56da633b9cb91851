import { describe, expect, it } from 'vitest';
import ELK from 'elkjs/lib/elk.bundled.js';
import { flowGraph } from '../../../../../src/flows/studio/flow-graph';
import { layoutFlowMap, type Box } from '../../../../../src/web/features/flow-studio/flow-map-layout';
import { jobseeker } from '../../../flows/helpers';

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const pairs = <T>(items: readonly T[]) => items.flatMap((a, index) => items.slice(index + 1).map((b) => [a, b] as const));

describe('the flow map laid out', () => {
  it('places the job seeker flow with no box on another, no label on a box or on another label, and the sections apart', async () => {
    const layout = await layoutFlowMap(flowGraph(jobseeker()), { width: 830, height: 640 }, new ELK());
    const labels = layout.edges.flatMap((edge) => (edge.label ? [{ ...edge.label, id: edge.id }] : []));
    expect(labels.length).toBeGreaterThan(5);
    expect(
      pairs(layout.nodes)
        .filter(([a, b]) => overlap(a, b))
        .map(([a, b]) => `${a.id} / ${b.id}`),
    ).toEqual([]);
    expect(
      pairs(labels)
        .filter(([a, b]) => overlap(a, b))
        .map(([a, b]) => `${a.text} / ${b.text}`),
    ).toEqual([]);
    expect(labels.flatMap((label) => layout.nodes.filter((node) => overlap(label, node)).map((node) => `${label.text} / ${node.id}`))).toEqual([]);
    expect(
      pairs(layout.sections)
        .filter(([a, b]) => overlap(a, b))
        .map(([a, b]) => `${a.name} / ${b.name}`),
    ).toEqual([]);
    // Every step and end is drawn inside its section's box.
    const outside = layout.nodes.filter((node) => {
      const section = layout.sections.find((candidate) => candidate.name === node.section)!;
      return node.x < section.x || node.y < section.y || node.x + node.width > section.x + section.width || node.y + node.height > section.y + section.height;
    });
    expect(outside.map((node) => node.id)).toEqual([]);
    expect(layout.sections.map((section) => [section.name, section.steps])).toEqual([
      ['Core Profile', 15],
      ['Job Seeking Preferences', 4],
      ['Professional Experience', 9],
      ['Demographics', 2],
      ['Workplace Preferences', 12],
      ['Affiliations', 4],
    ]);
    // The overview fits the whole map in the view with each section's caption (150 px) inside its box.
    expect(layout.overviewZoom).toBeGreaterThan(0);
    for (const section of layout.sections) expect(section.width * layout.overviewZoom).toBeGreaterThanOrEqual(149);
  });
});
