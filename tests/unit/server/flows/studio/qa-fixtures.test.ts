import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { qaFixtures } from '../../../../../src/server/flows/studio/qa-fixtures';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-fixtures-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

function recordingLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  return { lines, warn: (fields: Record<string, unknown>, message: string) => void lines.push({ fields, message }) };
}

describe('qaFixtures: the flow map reads QA fixtures and says which it could not', () => {
  it("gives the flow's fixtures, and logs each file it cannot read instead of dropping it silently", async () => {
    const dir = folderWith({
      'b-path.json': JSON.stringify({ flow: 'jobseeker', version: 1, answers: { canWorkInUs: true } }),
      'a-other-flow.json': JSON.stringify({ flow: 'role', version: 1, answers: {} }),
      'broken.json': '{ "flow": "jobseeker",',
      'notes.txt': 'not a fixture',
    });
    const log = recordingLog();
    expect(await qaFixtures('jobseeker', log, dir)).toEqual([{ name: 'b-path', version: 1, answers: { canWorkInUs: true } }]);
    expect(log.lines).toEqual([
      { fields: expect.objectContaining({ fixture: 'broken.json', err: expect.any(String) }), message: expect.stringContaining('could not be read') },
    ]);
  });

  it('has none when the folder is not there (a deploy without fixtures), and throws when it cannot be read', async () => {
    const log = recordingLog();
    expect(await qaFixtures('jobseeker', log, path.join(os.tmpdir(), 'no-such-qa-fixtures-folder'))).toEqual([]);
    const notAFolder = path.join(folderWith({ 'file.json': '{}' }), 'file.json');
    await expect(qaFixtures('jobseeker', log, notAFolder)).rejects.toMatchObject({ code: 'ENOTDIR' });
    expect(log.lines).toEqual([]);
  });
});
