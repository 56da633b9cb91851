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

/**
 * The flow fixtures of one flow, read from their files at each call (QA add them while the server runs). Only the
 * answers travel: the studio walks them through the shown version with the engine, so the path is worked out in
 * one place. A file that is not a flow fixture is left out; `npm run replay` says what is wrong with it.
 */
export async function qaFixtures(flowId: string): Promise<QaFixture[]> {
  const names = await readdir(FIXTURES_DIR).catch(() => [] as string[]);
  const fixtures: QaFixture[] = [];
  for (const file of names.filter((name) => name.endsWith('.json')).sort()) {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(path.join(FIXTURES_DIR, file), 'utf8'));
    } catch {
      continue;
    }
    if (!isPlainObject(raw) || raw.flow !== flowId || !Number.isInteger(raw.version) || !isPlainObject(raw.answers)) continue;
    fixtures.push({ name: file.slice(0, -'.json'.length), version: raw.version as number, answers: raw.answers });
  }
  return fixtures;
}
