import type { FlowGraph } from '../../api/staff/flow-studio-api';

type GraphNode = FlowGraph['nodes'][number];

/** What a step's box on the map says: its title, what is wrong with it, and the questions it asks only sometimes. */
export interface StepText {
  title: string;
  /** "Never shown", "Dead end": drawn in red under the title. */
  flags: string[];
  /** One line per question asked only under its own condition. */
  notes: string[];
}

export function stepText(node: GraphNode, deadEnd: boolean): StepText {
  return {
    title: node.label,
    flags: [...(node.reachable ? [] : ['Never shown']), ...(deadEnd ? ['Dead end'] : [])],
    notes: node.questions.filter((question) => question.when !== null).map((question) => `Asks “${question.label}” only when ${question.when}`),
  };
}

/** The steps no move leaves, which the map marks as dead ends. */
export function deadEndSteps(graph: FlowGraph): Set<string> {
  return new Set(graph.problems.filter((problem) => problem.kind === 'dead-end' && problem.step !== undefined).map((problem) => problem.step!));
}
