import type { FlowDocument, JsonSchema, Flow } from '../types';
import type { StepValidator } from '../step-validator';
import { loadFlow } from '../load-flow';
import { FlowLoadError } from '../flow-load-error';
import { flowGraph, type FlowGraph, type FlowProblem } from './flow-graph';
import { pointerPlace } from './pointer-place';
import { refProblemInWords } from './ref-problem-in-words';
import { stepInWords } from '../lint/step-in-words';

export interface DraftSources {
  metaSchema: JsonSchema;
  enums: Readonly<Record<string, unknown>>;
  validator: StepValidator;
}

export interface CheckedDraft {
  /** The draft loaded, when the meta-schema and every `$ref` let it load. */
  flow: Flow | null;
  /** The map of the loaded draft; null when it could not load. */
  graph: FlowGraph | null;
  problems: FlowProblem[];
}

/**
 * The map's own problems in the words of the lint, steps named by their titles. A step never shown keeps its
 * `unreachable-step` problem beside the lint's reason why (clients and the map read that kind).
 */
function inWords(flow: Flow, problems: readonly FlowProblem[]): FlowProblem[] {
  return problems.flatMap((problem): FlowProblem[] => {
    // flowGraph's own messages begin `step "name"`; the lint's are already in words.
    if (problem.step === undefined || !problem.message.startsWith('step "')) return [problem];
    const step = stepInWords(flow, problem.step);
    if (problem.kind === 'unreachable-step') return [{ ...problem, message: `The step ${step} is never shown: no answers lead to it.` }];
    if (problem.kind === 'dead-end') return [{ ...problem, message: `The step ${step} leads nowhere: nothing comes after it.` }];
    return [problem];
  });
}

/**
 * A draft flow document under the checks of `npm run check:schemas` (the meta-schema, `$ref`s, the lint) and
 * reachability (`flowGraph`): every problem, each at its step and question when it has them, in words staff read
 * (no JSON pointers or file paths; the JSON tab shows the meta-schema's own messages at their place).
 */
export function checkDraft(document: unknown, sources: DraftSources): CheckedDraft {
  const partial = (typeof document === 'object' && document !== null ? document : {}) as Partial<FlowDocument>;
  const issues = sources.validator.validate(sources.metaSchema, document);
  if (issues.length > 0) {
    return {
      flow: null,
      graph: null,
      problems: issues.map((issue) => {
        const place = pointerPlace(partial, issue.path);
        const { words, ...at } = place;
        const message = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
        return { ...at, kind: 'schema', message: words ? `${words}: ${issue.message}` : message };
      }),
    };
  }
  let flow: Flow;
  try {
    flow = loadFlow({ flow: document, metaSchema: sources.metaSchema, enums: sources.enums, source: 'draft' }, sources.validator);
  } catch (error) {
    if (!(error instanceof FlowLoadError)) throw error;
    return { flow: null, graph: null, problems: error.problems.map((message) => refProblemInWords(partial, message)) };
  }
  const graph = flowGraph(flow);
  return { flow, graph, problems: inWords(flow, graph.problems) };
}
