import type { Flow, FlowDocument, JsonSchema } from './types';
import type { StepValidator } from './step-validator';
import { resolveRefs } from './resolve-refs';
import { FlowLoadError } from './flow-load-error';

export interface FlowSources {
  /** The parsed flow file. */
  flow: unknown;
  /** schemas/meta/flow.schema.json, parsed. */
  metaSchema: JsonSchema;
  /** Parsed enumeration files by name: schemas/enums/metro-areas.json is `enums['metro-areas']`. */
  enums: Readonly<Record<string, unknown>>;
  /** Names the source in error messages (a file path); defaults to "flow". */
  source?: string;
}

/**
 * A usable flow from its file: checked against the meta-schema with the injected validator, every `$ref`
 * (to the flow's `$defs` or to schemas/enums) inlined. Throws `FlowLoadError` for a file that breaks the
 * meta-schema or a `$ref` that resolves nowhere: a broken schema is a bug, not an input to handle.
 * Pure: reading the files is the caller's business. The graph lint (`lintFlow`) is separate.
 */
export function loadFlow(sources: FlowSources, validator: StepValidator): Flow {
  const source = sources.source ?? 'flow';
  const issues = validator.validate(sources.metaSchema, sources.flow);
  if (issues.length > 0)
    throw new FlowLoadError(
      source,
      issues.map((issue) => `${issue.path || '/'}: ${issue.message}`),
    );

  const { $defs = {}, ...document } = sources.flow as FlowDocument;
  const refSources = { defs: $defs, enums: sources.enums };
  const problems: string[] = [];
  const questions: Flow['questions'] = {};
  for (const [field, question] of Object.entries(document.questions)) {
    try {
      questions[field] = { ...question, schema: resolveRefs(question.schema, refSources, `/questions/${field}/schema`) };
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new FlowLoadError(source, problems);
  return { ...document, questions };
}
