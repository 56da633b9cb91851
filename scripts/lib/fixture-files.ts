import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Flow } from '../../src/flows/types';
import { createNodeStepValidator } from '../../src/server/flows/node-step-validator';
import { flowKey } from '../../src/flows/flow-ref';
import { FIXTURES_DIR, loadFlowVersion, readJson, relative } from './schema-files';
import { parseFixture, type Fixture } from './fixture';

export interface FixtureFile {
  file: string;
  fixture?: Fixture;
  /** Why the file cannot be replayed (format, unknown flow version). */
  problems: string[];
}

/** Fixture paths from the command line, or every fixture under tests/fixtures/flows/. */
export function fixturePaths(args: string[]): string[] {
  if (args.length > 0) return args.map((arg) => path.resolve(arg));
  return readdirSync(FIXTURES_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(FIXTURES_DIR, name));
}

/** Loads each flow version once; undefined (with the reason) for one that does not load. */
export function flowCache(): (flow: string, version: number) => Flow | string {
  const validator = createNodeStepValidator();
  const flows = new Map<string, Flow | string>();
  return (flow, version) => {
    const key = flowKey({ flow, version });
    if (!flows.has(key)) {
      try {
        flows.set(key, loadFlowVersion(flow, version, validator));
      } catch (error) {
        flows.set(key, `flow "${flow}" version ${version} does not load: ${(error as Error).message}`);
      }
    }
    return flows.get(key)!;
  };
}

export function readFixtureFile(file: string): FixtureFile {
  try {
    const parsed = parseFixture(readJson(file));
    return 'fixture' in parsed ? { file, fixture: parsed.fixture, problems: [] } : { file, problems: parsed.problems };
  } catch (error) {
    return { file, problems: [(error as Error).message.replace(`${relative(file)}: `, '')] };
  }
}
