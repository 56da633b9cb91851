import path from 'node:path';
import { readdirSync } from 'node:fs';
import { createNodeStepValidator } from '../src/server/flows/node-step-validator';
import { ENUMS_DIR, listFlowFiles, readJson, readMetaSchema, relative } from './lib/schema-files';
import { checkSchemaDocuments, type SchemaDocuments } from './lib/check-schema-documents';

// `npm run check:schemas`: every enumeration and flow file against its meta-schema, then the lint of each flow
// (unknown fields and values in conditions, conditions no answers can meet, unreachable and duplicate steps,
// unknown sections, missing save targets, options sharing a value, limits a question's kind does not have, limits
// without messages, rules that jump back). Prints every problem; exits 1 when there is one.

const problems: string[] = [];
/** A file parsed, or its JSON error reported and left out. */
function parsed(file: string): { ok: true; document: unknown } | { ok: false } {
  try {
    return { ok: true, document: readJson(file) };
  } catch (error) {
    problems.push((error as Error).message);
    return { ok: false };
  }
}

const enums: SchemaDocuments['enums'][number][] = [];
for (const name of readdirSync(ENUMS_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  const file = path.join(ENUMS_DIR, name);
  const read = parsed(file);
  if (read.ok) enums.push({ name: name.slice(0, -'.json'.length), file: relative(file), document: read.document });
}
const flowFiles = listFlowFiles();
const flows: SchemaDocuments['flows'][number][] = [];
for (const { id, version, file } of flowFiles) {
  const read = parsed(file);
  if (read.ok) flows.push({ id, version, file: relative(file), document: read.document });
}

problems.push(...checkSchemaDocuments({ flowMeta: readMetaSchema('flow'), enumMeta: readMetaSchema('enum'), enums, flows }, createNodeStepValidator()));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in schemas/.`);
  process.exit(1);
}
console.log(`schemas/ is sound: ${flowFiles.length} flow file${flowFiles.length === 1 ? '' : 's'}, ${enums.length} enumerations.`);
