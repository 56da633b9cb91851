import type { Condition } from '../condition';
import type { Flow } from '../types';
import { endNames } from '../find-step';
import { lintFlow } from '../lint/lint-flow';
import { conditionCanHold } from './condition-can-hold';
import { conditionInWords } from './condition-in-words';

/** A question a step asks, by its words: the map searches them and says which are asked only sometimes. */
export interface FlowGraphQuestion {
  label: string;
  /** The question's own condition in words ("Gender is Prefer to self-describe"); null when it is always asked. */
  when: string | null;
}

export interface FlowGraphNode {
  id: string;
  label: string;
  section: string;
  subsection: string | null;
  /** Whether some answers lead a person to this step. */
  reachable: boolean;
  questions: FlowGraphQuestion[];
}

export interface FlowGraphEdge {
  from: string;
  /** A step's name, or one of the flow's ends (an app path or an end screen). */
  to: string;
  /** The condition in words; null when the move is unconditional. */
  condition: string | null;
}

export interface FlowProblem {
  /** The step the problem is in, when it is in one. */
  step?: string;
  /** The question (its field) the problem is at, when it is at one: the studio shows it beside that question. */
  question?: string;
  kind: string;
  /** In plain words, naming questions and options by their titles. */
  message: string;
}

export interface FlowGraph {
  nodes: FlowGraphNode[];
  edges: FlowGraphEdge[];
  /** Where the flow can end. */
  ends: string[];
  problems: FlowProblem[];
}

interface RawEdge {
  from: string | null;
  to: string;
  conditions: Condition[];
}

/**
 * The opposite of a condition, a double negation undone: a step skipped because its own condition is a `not`
 * ("Resume is not answered") is passed when that field is answered, and must read so, or the move beyond it reads
 * "Resume is answered and Resume is not answered" and escapes the contradiction check below.
 */
function negate(condition: Condition): Condition {
  return condition.op === 'not' ? condition.condition : { op: 'not', condition };
}

/** A conjunction's conditions, nested `all`s flattened and repeats dropped, in the order they were met. */
function conjuncts(conditions: readonly Condition[]): Condition[] {
  const flat = conditions.flatMap((condition): Condition[] => (condition.op === 'all' ? conjuncts(condition.conditions) : [condition]));
  const seen = new Set<string>();
  return flat.filter((condition) => {
    const key = JSON.stringify(condition);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a conjunction asks for a condition and its opposite at once (a move no answers can make). */
function contradicts(conditions: readonly Condition[]): boolean {
  const keys = new Set(conditions.map((condition) => JSON.stringify(condition)));
  return conditions.some((condition) => condition.op === 'not' && keys.has(JSON.stringify(condition.condition)));
}

function combined(conditions: Condition[]): Condition | undefined {
  if (conditions.length === 0) return undefined;
  return conditions.length === 1 ? conditions[0] : { op: 'all', conditions };
}

/**
 * Every move the flow can make, each with the conditions under which it is made: a step's `next` rules (each
 * taken only when the ones before it fail), then the steps that follow in order (a step with a condition is
 * shown when it holds, skipped otherwise), then the flow's end rules. `from: null` is where the flow starts.
 */
function rawEdges(flow: Flow): RawEdge[] {
  const edges: RawEdge[] = [];
  const ends = new Set(endNames(flow));
  const indexOf = new Map(flow.steps.map((step, index) => [step.name, index] as const));

  const toEnd = (from: string | null, guards: Condition[]) => {
    const failed: Condition[] = [];
    for (const rule of flow.ends.rules) {
      edges.push({ from, to: rule.goTo, conditions: [...guards, ...failed, ...(rule.when ? [rule.when] : [])] });
      if (!rule.when) return;
      failed.push(negate(rule.when));
    }
    edges.push({ from, to: flow.ends.default, conditions: [...guards, ...failed] });
  };

  const enterFrom = (start: number, from: string | null, guards: Condition[]) => {
    const skipped: Condition[] = [];
    for (let index = start; index < flow.steps.length; index += 1) {
      const step = flow.steps[index]!;
      edges.push({ from, to: step.name, conditions: [...guards, ...skipped, ...(step.when ? [step.when] : [])] });
      if (!step.when) return;
      skipped.push(negate(step.when));
    }
    toEnd(from, [...guards, ...skipped]);
  };

  enterFrom(0, null, []);
  flow.steps.forEach((step, index) => {
    const failed: Condition[] = [];
    for (const rule of step.next ?? []) {
      const guards = [...failed, ...(rule.when ? [rule.when] : [])];
      const target = indexOf.get(rule.goTo);
      if (ends.has(rule.goTo)) edges.push({ from: step.name, to: rule.goTo, conditions: guards });
      else if (target !== undefined && target > index) enterFrom(target, step.name, guards);
      if (!rule.when) return;
      failed.push(negate(rule.when));
    }
    enterFrom(index + 1, step.name, failed);
  });
  return edges.map((edge) => ({ ...edge, conditions: conjuncts(edge.conditions) })).filter((edge) => !contradicts(edge.conditions));
}

/** The words of a step on the map: its title, else its first question's label, else its name. */
function stepLabel(flow: Flow, index: number): string {
  const step = flow.steps[index]!;
  const first = step.questions[0];
  return step.title ?? (first !== undefined ? flow.questions[first]?.label : undefined) ?? step.name;
}

/** The step's questions by their labels, each with its own condition in words when it has one. */
function stepQuestions(flow: Flow, index: number): FlowGraphQuestion[] {
  return flow.steps[index]!.questions.map((field) => {
    const question = flow.questions[field];
    return { label: question?.label ?? field, when: question?.when ? conditionInWords(flow, question.when) : null };
  });
}

/**
 * The flow map: a node per step grouped by section and sub-section, an edge per move with its condition in words,
 * and every problem (the lint of `check:schemas` and steps no answers can lead to, such as one behind a
 * condition on a value its question does not offer). Pure: the server answers it and the browser may draw it.
 */
export function flowGraph(flow: Flow): FlowGraph {
  const raw = rawEdges(flow);
  const possible = raw.filter((edge) => edge.conditions.every((condition) => conditionCanHold(flow, condition)));
  const reached = new Set<string | null>([null]);
  for (let grew = true; grew;) {
    grew = false;
    for (const edge of possible) {
      if (reached.has(edge.from) && !reached.has(edge.to)) {
        reached.add(edge.to);
        grew = true;
      }
    }
  }

  const problems: FlowProblem[] = lintFlow(flow).map((issue) => ({
    ...(issue.step !== undefined ? { step: issue.step } : {}),
    ...(issue.question !== undefined ? { question: issue.question } : {}),
    kind: issue.code,
    message: issue.message,
  }));
  const flagged = new Set(problems.filter((problem) => problem.kind === 'unreachable-step').map((problem) => problem.step));
  const withOutgoing = new Set(raw.map((edge) => edge.from));
  for (const step of flow.steps) {
    if (!reached.has(step.name) && !flagged.has(step.name)) {
      problems.push({
        step: step.name,
        kind: 'unreachable-step',
        message: `step "${step.name}" can never be shown: every way to it needs an answer its question cannot hold`,
      });
    }
    if (!withOutgoing.has(step.name)) problems.push({ step: step.name, kind: 'dead-end', message: `step "${step.name}" leads nowhere` });
  }

  return {
    nodes: flow.steps.map((step, index) => ({
      id: step.name,
      label: stepLabel(flow, index),
      section: step.section,
      subsection: step.subsection ?? null,
      reachable: reached.has(step.name),
      questions: stepQuestions(flow, index),
    })),
    edges: raw
      .filter((edge): edge is RawEdge & { from: string } => edge.from !== null)
      .map((edge) => {
        const condition = combined(edge.conditions);
        return { from: edge.from, to: edge.to, condition: condition ? conditionInWords(flow, condition) : null };
      }),
    ends: endNames(flow),
    problems,
  };
}
