import { describe, expect, it } from 'vitest';
import { flowGraph } from '../../../src/flows/studio/flow-graph';
import { jobseeker, load, tiny, tinyDocument } from './helpers';

describe('flowGraph: the words of a move', () => {
  it('reads a step skipped for a negated condition as its field answered, and drops a move past it that needs both', () => {
    // Two steps shown only while no resume is given: skipping the first means a resume is given, so the second
    // is skipped too. The move to it once read "Resume is answered and Resume is not answered".
    const graph = flowGraph(jobseeker());
    const from = graph.edges.filter((edge) => edge.from === 'skill_by_functional_expertise');
    expect(from).toEqual([
      { from: 'skill_by_functional_expertise', to: 'resume', condition: 'Resume is not answered' },
      { from: 'skill_by_functional_expertise', to: 'wrap_up', condition: 'Resume is answered' },
    ]);
  });

  it('says no clause of a move twice, and never a clause beside its opposite', () => {
    for (const edge of flowGraph(jobseeker()).edges) {
      const clauses = (edge.condition ?? '').split(' and ');
      expect(new Set(clauses).size, `${edge.from} -> ${edge.to}: ${edge.condition}`).toBe(clauses.length);
      for (const clause of clauses) {
        const opposite = clause.replace(' is ', ' is not ');
        expect(clause !== opposite && clauses.includes(opposite), `${edge.from} -> ${edge.to}: ${edge.condition}`).toBe(false);
      }
    }
  });

  it('keeps a move whose guards are compatible, nested conjunctions read as one list', () => {
    const document = tinyDocument();
    document.steps[3]!.when = {
      op: 'all',
      conditions: [
        { op: 'isFalse', field: 'flag' },
        { op: 'exists', field: 'flag' },
      ],
    };
    const graph = flowGraph(load(document));
    expect(graph.edges).toContainEqual({ from: 'flag', to: 'middle', condition: 'Flag is not Yes and Flag is No and Flag is answered' });
  });
});

describe("flowGraph: a step's questions", () => {
  it('lists each question by its label with its own condition in words, null when it is always asked', () => {
    const start = flowGraph(tiny()).nodes.find((node) => node.id === 'start');
    expect(start?.questions).toEqual([
      { label: 'Kind', when: null },
      { label: 'Note', when: 'Kind is A' },
    ]);
  });

  it("shows the job seeker's custom gender question as asked only for the answer that opens it", () => {
    const gender = flowGraph(jobseeker()).nodes.find((node) => node.id === 'gender');
    expect(gender?.questions).toEqual([
      { label: 'What is your gender?', when: null },
      { label: 'How do you identify?', when: expect.stringMatching(/^Gender is \S/) },
    ]);
  });
});
