import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Flow, JsonSchema } from '../../src/flows/types';
import type { StepValidator } from '../../src/flows/step-validator';
import { loadFlow } from '../../src/flows/load-flow';
import { createNodeStepValidator } from '../../src/server/flows/node-step-validator';

/** Node-only access to schemas/ for the scripts and tests; the engine itself never touches files. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCHEMAS_DIR = path.join(REPO_ROOT, 'schemas');
export const FLOWS_DIR = path.join(SCHEMAS_DIR, 'flows');
export const ENUMS_DIR = path.join(SCHEMAS_DIR, 'enums');
export const FIXTURES_DIR = path.join(REPO_ROOT, 'tests/fixtures/flows');

export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${relative(file)}: ${(error as Error).message}`, { cause: error });
  }
}

/** A path relative to the repository, for messages. */
export function relative(file: string): string {
  return path.relative(REPO_ROOT, file) || file;
}

export interface FlowFile {
  id: string;
  version: number;
  file: string;
}

/** Every flow version file, schemas/flows/<id>/v<N>.json, by id then version. */
export function listFlowFiles(): FlowFile[] {
  if (!existsSync(FLOWS_DIR)) return [];
  const files: FlowFile[] = [];
  for (const id of readdirSync(FLOWS_DIR).sort()) {
    const dir = path.join(FLOWS_DIR, id);
    for (const name of readdirSync(dir)) {
      const match = /^v([1-9][0-9]*)\.json$/.exec(name);
      if (match) files.push({ id, version: Number(match[1]), file: path.join(dir, name) });
    }
  }
  return files.sort((a, b) => a.id.localeCompare(b.id) || a.version - b.version);
}

let enums: Readonly<Record<string, unknown>> | undefined;
/** Every enumeration file, parsed, by name (file name without .json). Read once per process; do not mutate. */
export function readEnums(): Readonly<Record<string, unknown>> {
  if (!enums) {
    const read: Record<string, unknown> = {};
    for (const name of readdirSync(ENUMS_DIR).sort()) {
      if (name.endsWith('.json')) read[name.slice(0, -'.json'.length)] = readJson(path.join(ENUMS_DIR, name));
    }
    enums = read;
  }
  return enums;
}

const metaSchemas = new Map<string, JsonSchema>();
/** A meta-schema, read once per process (so the validator compiles it once); do not mutate. */
export function readMetaSchema(name: 'flow' | 'enum'): JsonSchema {
  if (!metaSchemas.has(name)) metaSchemas.set(name, readJson(path.join(SCHEMAS_DIR, 'meta', `${name}.schema.json`)) as JsonSchema);
  return metaSchemas.get(name)!;
}

/** Loads one flow file with the shared Ajv adapter; throws FlowLoadError when it is broken. */
export function loadFlowFile(file: string, validator: StepValidator = createNodeStepValidator()): Flow {
  return loadFlow({ flow: readJson(file), metaSchema: readMetaSchema('flow'), enums: readEnums(), source: relative(file) }, validator);
}

/** Loads a flow version by id and version. */
export function loadFlowVersion(id: string, version: number, validator?: StepValidator): Flow {
  return loadFlowFile(path.join(FLOWS_DIR, id, `v${version}.json`), validator);
}
