import type { Flow, FlowDocument, JsonSchema } from '../../src/flows/types';
import type { StepValidator } from '../../src/flows/step-validator';
import { loadFlow } from '../../src/flows/load-flow';
import { FlowLoadError } from '../../src/flows/flow-load-error';
import { lintFlow } from '../../src/flows/lint/lint-flow';
import { lintEnum } from '../../src/flows/lint/lint-enum';
import { vanishedCodes } from '../../src/flows/studio/vanished-codes';

export interface SchemaDocuments {
  flowMeta: JsonSchema;
  enumMeta: JsonSchema;
  /** Enumeration files, parsed, by name (schemas/enums/<name>.json), each with the path its problems name. */
  enums: readonly { name: string; file: string; document: unknown }[];
  /** Flow version files, parsed: `id` and `version` as their path says (schemas/flows/<id>/v<version>.json). */
  flows: readonly { id: string; version: number; file: string; document: unknown }[];
}

/** "step "x"" or "question "y"" for a JSON pointer into a flow file, so an engineer finds the place. */
function placeOf(document: Partial<FlowDocument>, pointer: string): string {
  const step = /^\/steps\/(\d+)(\/.*)?$/.exec(pointer);
  if (step) {
    const name = document.steps?.[Number(step[1])]?.name;
    return `step "${name ?? `#${step[1]}`}"${step[2] ? ` (${step[2].slice(1)})` : ''}`;
  }
  const question = /^\/questions\/([^/]+)(\/.*)?$/.exec(pointer);
  if (question) {
    const owner = document.steps?.find((candidate) => candidate.questions?.includes(question[1]!))?.name;
    return `${owner ? `step "${owner}", ` : ''}question "${question[1]}"${question[2] ? ` (${question[2].slice(1)})` : ''}`;
  }
  return pointer || '/';
}

/**
 * The checks of `npm run check:schemas` on documents already read: every enumeration and flow file against its
 * meta-schema, the lint of each (`lintEnum`, `lintFlow`: the checks the studio's draft check runs too), and
 * questions or options that vanish between consecutive versions without an op. One line per problem, naming the
 * file, the place and the lint code; empty when all is sound.
 */
export function checkSchemaDocuments(documents: SchemaDocuments, validator: StepValidator): string[] {
  const problems: string[] = [];
  const report = (file: string, where: string | undefined, message: string) => problems.push(`${file}: ${where ? `${where}: ` : ''}${message}`);

  for (const { file, document } of documents.enums) {
    const issues = validator.validate(documents.enumMeta, document);
    for (const issue of issues) report(file, issue.path || '/', issue.message);
    if (issues.length === 0) for (const issue of lintEnum(document as JsonSchema)) report(file, issue.code, issue.message);
  }

  const enums = Object.fromEntries(documents.enums.map(({ name, document }) => [name, document]));
  const loaded = new Map<string, Flow>();
  for (const { id, version, file, document: read } of documents.flows) {
    const document = read as Partial<FlowDocument>;
    const issues = validator.validate(documents.flowMeta, document);
    for (const issue of issues) report(file, placeOf(document, issue.path), issue.message);
    if (issues.length > 0) continue; // the lint needs the structure the meta-schema guarantees
    if (document.id !== id || document.version !== version) {
      report(file, undefined, `the file says id "${document.id}" version ${document.version}; its path says schemas/flows/${id}/v${version}.json`);
    }
    try {
      const flow = loadFlow({ flow: document, metaSchema: documents.flowMeta, enums, source: file }, validator);
      loaded.set(`${id}@${version}`, flow);
      for (const issue of lintFlow(flow)) {
        const where = [issue.step && `step "${issue.step}"`, issue.question && `question "${issue.question}"`].filter(Boolean).join(', ');
        report(file, where || undefined, `[${issue.code}] ${issue.message}`);
      }
    } catch (error) {
      if (!(error instanceof FlowLoadError)) throw error;
      for (const problem of error.problems) report(file, undefined, problem);
    }
  }

  // Issue 26 item 6: a question or option of the version before may hold saved answers, so it cannot vanish from
  // the next version without a migrateFrom op that says what becomes of it (the studio refuses only codes some
  // answer set holds; from the files alone every code may).
  for (const { id, version, file } of documents.flows) {
    const previous = loaded.get(`${id}@${version - 1}`);
    const next = loaded.get(`${id}@${version}`);
    if (!previous || !next) continue;
    const ops = next.migrateFrom?.version === previous.version ? next.migrateFrom.ops : [];
    for (const vanished of vanishedCodes(previous, next, ops)) report(file, 'migrateFrom', `[vanished-code] ${vanished.message}`);
  }
  return problems;
}
