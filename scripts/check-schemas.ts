import path from 'node:path';
import { readdirSync } from 'node:fs';
import type { FlowDocument } from '../src/flows/types';
import { createNodeStepValidator } from '../src/server/flows/node-step-validator';
import { loadFlow } from '../src/flows/load-flow';
import { FlowLoadError } from '../src/flows/flow-load-error';
import { lintFlow } from '../src/flows/lint/lint-flow';
import { lintEnum } from '../src/flows/lint/lint-enum';
import { vanishedCodes } from '../src/flows/studio/vanished-codes';
import type { Flow } from '../src/flows/types';
import type { JsonSchema } from '../src/flows/types';
import { ENUMS_DIR, listFlowFiles, readEnums, readJson, readMetaSchema, relative } from './lib/schema-files';

// `npm run check:schemas`: every enumeration and flow file against its meta-schema, then the lint of each flow
// (unknown fields and values in conditions, unreachable and duplicate steps, unknown sections, missing save
// targets, limits without messages, rules that jump back). Prints every problem; exits 1 when there is one.

const validator = createNodeStepValidator();
const problems: string[] = [];
const report = (file: string, where: string | undefined, message: string) => problems.push(`${relative(file)}: ${where ? `${where}: ` : ''}${message}`);

/** "step "x"" or "question "y"" for a JSON pointer into a flow file, so a person finds the place. */
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

const enumMeta = readMetaSchema('enum');
let enumCount = 0;
for (const name of readdirSync(ENUMS_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  const file = path.join(ENUMS_DIR, name);
  enumCount += 1;
  try {
    const document = readJson(file);
    const issues = validator.validate(enumMeta, document);
    for (const issue of issues) report(file, issue.path || '/', issue.message);
    if (issues.length === 0) for (const issue of lintEnum(document as JsonSchema)) report(file, issue.code, issue.message);
  } catch (error) {
    problems.push((error as Error).message);
  }
}

const flowMeta = readMetaSchema('flow');
const enums = readEnums();
const flowFiles = listFlowFiles();
const loaded = new Map<string, Flow>();
for (const { id, version, file } of flowFiles) {
  let document: Partial<FlowDocument>;
  try {
    document = readJson(file) as Partial<FlowDocument>;
  } catch (error) {
    problems.push((error as Error).message);
    continue;
  }
  const issues = validator.validate(flowMeta, document);
  for (const issue of issues) report(file, placeOf(document, issue.path), issue.message);
  if (issues.length > 0) continue; // the lint needs the structure the meta-schema guarantees
  if (document.id !== id || document.version !== version) {
    report(file, undefined, `the file says id "${document.id}" version ${document.version}; its path says schemas/flows/${id}/v${version}.json`);
  }
  try {
    const flow = loadFlow({ flow: document, metaSchema: flowMeta, enums, source: relative(file) }, validator);
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
for (const { id, version, file } of flowFiles) {
  const previous = loaded.get(`${id}@${version - 1}`);
  const next = loaded.get(`${id}@${version}`);
  if (!previous || !next) continue;
  const ops = next.migrateFrom?.version === previous.version ? next.migrateFrom.ops : [];
  for (const vanished of vanishedCodes(previous, next, ops)) report(file, 'migrateFrom', `[vanished-code] ${vanished.message}`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in schemas/.`);
  process.exit(1);
}
console.log(`schemas/ is sound: ${flowFiles.length} flow file${flowFiles.length === 1 ? '' : 's'}, ${enumCount} enumerations.`);
