import type { FlowDocument, JsonSchema, Flow } from '../types';
import type { StepValidator } from '../step-validator';
import { loadFlow } from '../load-flow';
import { FlowLoadError } from '../flow-load-error';
import { flowGraph, type FlowGraph, type FlowProblem } from './flow-graph';

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

/** The step a JSON pointer into a flow document falls in, so a problem names the place staff edit. */
function stepOfPointer(document: Partial<FlowDocument>, pointer: string): string | undefined {
  const step = /^\/steps\/(\d+)(?:\/|$)/.exec(pointer);
  if (step) return document.steps?.[Number(step[1])]?.name;
  const question = /^\/questions\/([^/]+)(?:\/|$)/.exec(pointer);
  if (question) return document.steps?.find((candidate) => candidate.questions?.includes(question[1]!))?.name;
  return undefined;
}

/**
 * A draft flow document under the checks of `npm run check:schemas` (the meta-schema, `$ref`s, the lint) and
 * reachability (`flowGraph`): every problem, each with its step when it is in one.
 */
export function checkDraft(document: unknown, sources: DraftSources): CheckedDraft {
  const issues = sources.validator.validate(sources.metaSchema, document);
  if (issues.length > 0) {
    const partial = (typeof document === 'object' && document !== null ? document : {}) as Partial<FlowDocument>;
    return {
      flow: null,
      graph: null,
      problems: issues.map((issue) => {
        const step = stepOfPointer(partial, issue.path);
        return { ...(step !== undefined ? { step } : {}), kind: 'schema', message: `${issue.path || '/'}: ${issue.message}` };
      }),
    };
  }
  let flow: Flow;
  try {
    flow = loadFlow({ flow: document, metaSchema: sources.metaSchema, enums: sources.enums, source: 'draft' }, sources.validator);
  } catch (error) {
    if (!(error instanceof FlowLoadError)) throw error;
    return { flow: null, graph: null, problems: error.problems.map((message) => ({ kind: 'schema', message })) };
  }
  const graph = flowGraph(flow);
  return { flow, graph, problems: graph.problems };
}
