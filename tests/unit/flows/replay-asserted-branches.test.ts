import { describe, expect, it } from 'vitest';
import { assertedBranches, unassertedBranches } from '../../../scripts/lib/asserted-branches';
import type { Fixture } from '../../../scripts/lib/fixture';
import { fixturePaths, readFixtureFile } from '../../../scripts/lib/fixture-files';
import { loadFlowVersion } from '../../../scripts/lib/schema-files';
import { tiny, validator } from './helpers';

const tinyFixture = (rest: Partial<Fixture>): Fixture => ({ flow: 'tiny', version: 1, answers: {}, ...rest });

describe('which branches the fixtures state forward and back', () => {
  it('a branch counts only when the fixture states the move it decides, Next and Back separately', () => {
    // kind "b" shows detail (start -> detail); kind "a" skips it (start -> flag).
    const shown = tinyFixture({ answers: { kind: 'b' }, expectedNext: { start: 'detail' } });
    const skipped = tinyFixture({ answers: { kind: 'a' }, expectedPrevious: { flag: 'start' } });
    const detail = assertedBranches(tiny(), [shown, skipped]).find((entry) => entry.site === 'step detail');
    expect(detail).toEqual({ site: 'step detail', whenTrue: { forward: true, back: false }, whenFalse: { forward: false, back: true } });
    expect(unassertedBranches(assertedBranches(tiny(), [shown, skipped]))).toContain('step detail: true back');
  });

  it('a whole expected path states every move forward; a question condition is not a move', () => {
    const sites = assertedBranches(tiny(), [tinyFixture({ answers: { kind: 'b', flag: true }, expectedPath: ['start', 'detail', 'flag', 'last'] })]);
    expect(sites.map((entry) => entry.site)).not.toContain('question start.note');
    expect(sites.find((entry) => entry.site === 'next flag[0]')!.whenTrue).toEqual({ forward: true, back: false });
  });

  it('the role fixtures state every role branching rule both ways, forward and back (spec 001 §2.2)', () => {
    const role = loadFlowVersion('role', 1, validator);
    const fixtures = fixturePaths([])
      .map((file) => readFixtureFile(file).fixture!)
      .filter((fixture) => fixture.flow === 'role' && fixture.version === 1);
    expect(fixtures.length).toBeGreaterThanOrEqual(7);
    expect(unassertedBranches(assertedBranches(role, fixtures))).toEqual([]);
  });
});
