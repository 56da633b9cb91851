import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isPlainObject } from '../../../shared/plain-object';
import { projectPath } from '../../project-paths';

/** The QA replay fixtures (`npm run replay`), beside the sources; a deploy without them has none to show. */
const FIXTURES_DIR = projectPath('tests', 'fixtures', 'flows');

export interface QaFixture {
  /** The file's name without .json: what QA calls the fixture. */
  name: string;
  version: number;
  answers: Record<string, unknown>;
}

/** Where a fixture that cannot be read is reported: the request's logger, so the line names the request. */
export interface FixtureLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * The flow fixtures of one flow, read from their files at each call (QA add them while the server runs). Only the
 * answers travel: the studio walks them through the shown version with the engine, so the path is worked out in
 * one place. A folder that is not there (a deploy without the fixtures) has none; any other failure to read it is
 * thrown, so the error handler logs it and the studio says the fixtures could not be loaded. A file that cannot be
 * read or parsed is left out and logged with the request; one that is not a flow fixture is left out
 * (`npm run replay` says what is wrong with it).
 */
export async function qaFixtures(flowId: string, log: FixtureLog, dir: string = FIXTURES_DIR): Promise<QaFixture[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const fixtures: QaFixture[] = [];
  for (const file of names.filter((name) => name.endsWith('.json')).sort()) {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    } catch (error) {
      log.warn(
        { fixture: file, err: error instanceof Error ? error.message : String(error) },
        'A QA fixture could not be read; it is left out of the flow map',
      );
      continue;
    }
    if (!isPlainObject(raw) || raw.flow !== flowId || !Number.isInteger(raw.version) || !isPlainObject(raw.answers)) continue;
    fixtures.push({ name: file.slice(0, -'.json'.length), version: raw.version as number, answers: raw.answers });
  }
  return fixtures;
}
