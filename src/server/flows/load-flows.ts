import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FlowLoadError, lintFlow, loadFlow, type Flow, type FlowDocument, type JsonSchema, type StepValidator } from '../../flows';
import { projectPath } from '../project-paths';
import { createNodeStepValidator } from './node-step-validator';

/** schemas/ at the top of the project, beside src/. */
export const DEFAULT_SCHEMAS_DIR = projectPath('schemas');
/** The highest version number a flow's address may name (`?version=`, `/versions/{version}/`): far past any flow's history. */
export const MAX_FLOW_VERSION = 999_999;

/** The question flows the server was started with: every version of every flow, checked and loaded once. */
export interface LoadedFlows {
  /** The one validator the engine is given, so compiled schemas are reused across requests. */
  validator: StepValidator;
  /** A flow version, or undefined when there is no such file. */
  get(id: string, version: number): Flow | undefined;
  /** The newest version of a flow, or undefined for an unknown flow. */
  latest(id: string): Flow | undefined;
  /** Every flow and version loaded. */
  all(): Flow[];
  /** A version as its file is written (`$ref`s unresolved): what the flow studio edits and stores. */
  document(id: string, version: number): FlowDocument | undefined;
  /** What a flow document is loaded against: the meta-schema and the enumerations by name. */
  sources: { metaSchema: JsonSchema; enums: Readonly<Record<string, unknown>> };
}

/** Flow versions by flow and number, with the documents they were loaded from. */
export interface FlowShelf {
  add(flow: Flow, document: FlowDocument): void;
  has(id: string, version: number): boolean;
  /** LoadedFlows' look-ups over what was added, then and later. */
  lookups: Pick<LoadedFlows, 'get' | 'latest' | 'all' | 'document'>;
}

export function flowShelf(): FlowShelf {
  const byId = new Map<string, Map<number, Flow>>();
  const documents = new Map<string, FlowDocument>();
  return {
    add(flow, document) {
      if (!byId.has(flow.id)) byId.set(flow.id, new Map());
      byId.get(flow.id)!.set(flow.version, flow);
      documents.set(`${flow.id}@${flow.version}`, document);
    },
    has: (id, version) => byId.get(id)?.has(version) ?? false,
    lookups: {
      get: (id, version) => byId.get(id)?.get(version),
      latest: (id) => {
        const versions = byId.get(id);
        if (!versions) return undefined;
        return versions.get(Math.max(...versions.keys()));
      },
      all: () => [...byId.values()].flatMap((versions) => [...versions.values()]),
      document: (id, version) => documents.get(`${id}@${version}`),
    },
  };
}

/** A flow or enumeration file the server cannot use; the message lists every problem with its file. */
export class FlowFilesError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The question schemas in schemas/ are broken, so the server will not start:\n  ${problems.join('\n  ')}\nFix them (npm run check:schemas lists the same problems).`,
    );
    this.name = 'FlowFilesError';
  }
}

function readJson(file: string, schemasDir: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FlowFilesError([`${path.relative(schemasDir, file)}: ${(error as Error).message}`]);
  }
}

/**
 * Reads schemas/ (meta-schema, enumerations, flows/<id>/v<N>.json), loads each flow with the answers validator
 * and lints it. Throws `FlowFilesError` with every problem when any file is broken: a broken schema is a bug to
 * fix before serving, not something to half-serve.
 */
export function loadFlows(schemasDir: string = DEFAULT_SCHEMAS_DIR): LoadedFlows {
  const validator = createNodeStepValidator();
  const name = (file: string) => `schemas/${path.relative(schemasDir, file)}`;
  const metaSchema = readJson(path.join(schemasDir, 'meta', 'flow.schema.json'), schemasDir) as JsonSchema;
  const enumsDir = path.join(schemasDir, 'enums');
  const enums: Record<string, unknown> = {};
  for (const file of readdirSync(enumsDir).sort()) {
    if (file.endsWith('.json')) enums[file.slice(0, -'.json'.length)] = readJson(path.join(enumsDir, file), schemasDir);
  }

  const flowsDir = path.join(schemasDir, 'flows');
  const shelf = flowShelf();
  const problems: string[] = [];
  for (const id of existsSync(flowsDir) ? readdirSync(flowsDir).sort() : []) {
    for (const fileName of readdirSync(path.join(flowsDir, id)).sort()) {
      const match = /^v([1-9][0-9]*)\.json$/.exec(fileName);
      if (!match) continue;
      const version = Number(match[1]);
      const file = path.join(flowsDir, id, fileName);
      try {
        const document = readJson(file, schemasDir);
        const flow = loadFlow({ flow: document, metaSchema, enums, source: name(file) }, validator);
        if (flow.id !== id || flow.version !== version) {
          problems.push(`${name(file)}: the file says id "${flow.id}" version ${flow.version}; its path says flows/${id}/v${version}.json`);
          continue;
        }
        const lint = lintFlow(flow);
        for (const issue of lint) {
          const where = [issue.step && `step "${issue.step}"`, issue.question && `question "${issue.question}"`].filter(Boolean).join(', ');
          problems.push(`${name(file)}: ${where ? `${where}: ` : ''}[${issue.code}] ${issue.message}`);
        }
        if (lint.length === 0) shelf.add(flow, document as FlowDocument);
      } catch (error) {
        if (error instanceof FlowLoadError) problems.push(...error.problems.map((problem) => `${error.source}: ${problem}`));
        else if (error instanceof FlowFilesError) problems.push(...error.problems);
        else throw error;
      }
    }
  }
  if (problems.length > 0) throw new FlowFilesError(problems);

  return {
    validator,
    ...shelf.lookups,
    sources: { metaSchema, enums },
  };
}
