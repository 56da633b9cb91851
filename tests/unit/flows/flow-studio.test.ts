import { describe, expect, it } from 'vitest';
import { flowGraph } from '../../../src/flows/studio/flow-graph';
import { migrateAnswers } from '../../../src/flows/studio/migrate-answers';
import { vanishedCodes } from '../../../src/flows/studio/vanished-codes';
import { fixturePath } from '../../../src/web/features/flow-studio/fixture-path';
import { load, tiny, tinyDocument } from './helpers';

describe('flow map', () => {
  it('draws every step, each move with its condition in words, and where the flow ends', () => {
    const graph = flowGraph(tiny());
    expect(graph.nodes.map((node) => [node.id, node.section, node.reachable])).toEqual([
      ['start', 'One', true],
      ['detail', 'One', true],
      ['flag', 'Two', true],
      ['middle', 'Two', true],
      ['last', 'Two', true],
    ]);
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        { from: 'start', to: 'detail', condition: 'Kind is B' },
        { from: 'start', to: 'flag', condition: 'Kind is not B' },
        { from: 'flag', to: 'last', condition: 'Flag is Yes' },
        { from: 'flag', to: 'middle', condition: 'Flag is not Yes' },
        { from: 'middle', to: 'last', condition: null },
        { from: 'last', to: 'special', condition: 'Tags includes x' },
        { from: 'last', to: '/home', condition: 'Tags does not include x' },
      ]),
    );
    expect(graph.problems).toEqual([]);
  });

  it('marks a step behind a condition on a value its question does not offer as never shown', () => {
    const document = tinyDocument();
    document.steps[1]!.when = { op: 'equals', field: 'kind', value: 'c' };
    const graph = flowGraph(load(document));
    expect(graph.nodes.find((node) => node.id === 'detail')!.reachable).toBe(false);
    expect(graph.problems).toContainEqual(expect.objectContaining({ step: 'detail', kind: 'unreachable-step' }));
  });
});

describe('a QA fixture on the map', () => {
  it("highlights the steps its answers visit, each move between them and the end, every one a node or edge of the flow's graph", () => {
    const flow = tiny();
    const path = fixturePath(flow, { kind: 'b', flag: true, tags: ['x'] });
    expect([...path.steps]).toEqual(['start', 'detail', 'flag', 'last']);
    expect([...path.moves]).toEqual(['start -> detail', 'detail -> flag', 'flag -> last', 'last -> special']);
    expect(path.end).toBe('special');
    const edges = new Set(flowGraph(flow).edges.map((edge) => `${edge.from} -> ${edge.to}`));
    expect([...path.moves].filter((move) => !edges.has(move))).toEqual([]);
  });
});

describe('answer migrations', () => {
  it('applies rename, mapValues (in lists too, null drops), remove and setDefault in order, leaving the original', () => {
    const original = { kind: 'a', tags: ['x', 'y', 'z'], note: 'hi', flag: true };
    const migrated = migrateAnswers(original, [
      { op: 'rename', from: 'kind', to: 'sort' },
      { op: 'mapValues', field: 'sort', map: { a: 'alpha' } },
      { op: 'mapValues', field: 'tags', map: { x: 'y', z: null } },
      { op: 'remove', field: 'note' },
      { op: 'setDefault', field: 'flag', value: false },
      { op: 'setDefault', field: 'detail', value: 'none' },
    ]);
    expect(migrated).toEqual({ sort: 'alpha', tags: ['y'], flag: true, detail: 'none' });
    expect(original).toEqual({ kind: 'a', tags: ['x', 'y', 'z'], note: 'hi', flag: true });
  });

  it('names each question or option that vanishes without an op, and none once ops say what becomes of them', () => {
    const previous = tiny();
    const document = tinyDocument();
    document.version = 2;
    const { note: _note, ...questions } = document.questions;
    document.questions = {
      ...questions,
      tags: { ...questions.tags!, schema: { type: 'array', items: { type: 'string', enum: ['x', 'y'], errorMessage: { enum: 'Pick listed tags' } } } },
    };
    document.steps[0]!.questions = ['kind'];
    const next = load(document);
    expect(vanishedCodes(previous, next, []).map(({ field, value }) => [field, value])).toEqual([
      ['note', undefined],
      ['tags', 'z'],
    ]);
    expect(
      vanishedCodes(previous, next, [
        { op: 'remove', field: 'note' },
        { op: 'mapValues', field: 'tags', map: { z: 'y' } },
      ]),
    ).toEqual([]);
  });
});
