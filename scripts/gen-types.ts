import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FlowDocument, JsonSchema } from '../src/flows/types';
import { createNodeStepValidator } from '../src/server/flows/node-step-validator';
import { REPO_ROOT, SCHEMAS_DIR, listFlowFiles, loadFlowFile, readEnums, readJson, relative } from './lib/schema-files';
import { answersTypeName, banner, generateAnswerTypes, generateFlowDocumentTypes, typesFileName } from './lib/generate-types';

// `npm run gen:types`: the flow-file types from the meta-schema, and one answers interface per flow version, into src/generated/.
// `npm run check:generated` (--check): writes nothing, fails when the files differ from what would be generated.
const GENERATED_DIR = path.join(REPO_ROOT, 'src/generated');
const OWNED = /^([a-z][a-z0-9-]*-v[1-9][0-9]*|flows|flow-document)\.ts$/;
const META_SCHEMA = path.join(SCHEMAS_DIR, 'meta/flow.schema.json');

function indexFile(documents: FlowDocument[]): string {
  const lines = [banner('schemas/flows/'), ''];
  for (const document of documents) {
    const module = `./${typesFileName(document).replace(/\.ts$/, '')}`;
    const ref = `${document.id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase())}V${document.version}Ref`;
    lines.push(
      `import type { ${answersTypeName(document)} } from '${module}';`,
      `export type { ${answersTypeName(document)} };`,
      `export { ${ref} } from '${module}';`,
    );
  }
  const versions = new Map<string, number[]>();
  for (const document of documents) versions.set(document.id, [...(versions.get(document.id) ?? []), document.version]);
  lines.push('', '/** Every flow version under schemas/flows/, oldest first. */', 'export const FLOW_VERSIONS = {');
  for (const [id, list] of versions) lines.push(`  '${id}': [${list.join(', ')}],`);
  lines.push('} as const;', '');
  lines.push(
    '/** The answers to each flow, under any of its versions: what code that knows which flow it reads may rely on. */',
    'export type AnswersByFlow = {',
  );
  for (const [id, list] of versions) lines.push(`  '${id}': ${list.map((version) => answersTypeName({ id, version })).join(' | ')};`);
  lines.push('};', '');
  return lines.join('\n');
}

async function generate(): Promise<Map<string, string>> {
  const validator = createNodeStepValidator();
  const enums = readEnums();
  const outputs = new Map<string, string>();
  const documents: FlowDocument[] = [];
  for (const file of listFlowFiles()) {
    loadFlowFile(file.file, validator); // a broken flow stops generation with its problems
    const document = readJson(file.file) as FlowDocument;
    documents.push(document);
    outputs.set(path.join(GENERATED_DIR, typesFileName(document)), await generateAnswerTypes(document, enums, relative(file.file)));
  }
  outputs.set(path.join(GENERATED_DIR, 'flows.ts'), indexFile(documents));
  outputs.set(path.join(GENERATED_DIR, 'flow-document.ts'), await generateFlowDocumentTypes(readJson(META_SCHEMA) as JsonSchema, relative(META_SCHEMA)));
  return outputs;
}

function ownedFiles(): string[] {
  if (!existsSync(GENERATED_DIR)) return [];
  return readdirSync(GENERATED_DIR)
    .filter((name) => OWNED.test(name))
    .map((name) => path.join(GENERATED_DIR, name));
}

try {
  const outputs = await generate();
  const extra = ownedFiles().filter((file) => !outputs.has(file));
  if (process.argv.includes('--check')) {
    const stale = [...outputs].filter(([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content).map(([file]) => file);
    const problems = [
      ...stale.map((file) => `${relative(file)} is ${existsSync(file) ? 'stale' : 'missing'}`),
      ...extra.map((file) => `${relative(file)} has no flow file any more`),
    ];
    if (problems.length > 0) {
      console.error(`Generated types are out of date:\n  ${problems.join('\n  ')}\nRun \`npm run gen:types\`.`);
      process.exit(1);
    }
    console.log(`Generated types are up to date (${outputs.size} files).`);
  } else {
    for (const [file, content] of outputs) writeFileSync(file, content);
    for (const file of extra) rmSync(file);
    console.log(`Wrote ${[...outputs.keys()].map(relative).join(', ')}${extra.length > 0 ? `; removed ${extra.map(relative).join(', ')}` : ''}.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
