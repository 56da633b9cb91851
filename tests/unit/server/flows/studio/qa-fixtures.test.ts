import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { qaFixtures } from '../../../../../src/server/flows/studio/qa-fixtures';

const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../../../fixtures/flows');

/** The fixtures of one flow as QA wrote them, read from their files here in the test (the server reads none). */
function filesOf(flowId: string) {
  return fs
    .readdirSync(FIXTURES_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => ({ file, raw: JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, file), 'utf8')) as { flow: string; version: number; answers: object } }))
    .filter(({ raw }) => raw.flow === flowId)
    .map(({ file, raw }) => ({ name: file.slice(0, -'.json'.length), version: raw.version, answers: raw.answers }));
}

describe('qaFixtures: the flow map walks the QA fixtures packaged with the code', () => {
  it("gives each flow's fixtures exactly as their files hold them, in file order", () => {
    for (const flowId of ['jobseeker', 'role', 'employer-profile']) {
      const files = filesOf(flowId);
      expect(qaFixtures(flowId)).toEqual(files);
    }
    expect(qaFixtures('jobseeker').length).toBeGreaterThan(10);
  });

  it('has none for a flow no fixture answers', () => {
    expect(qaFixtures('no-such-flow')).toEqual([]);
  });
});
