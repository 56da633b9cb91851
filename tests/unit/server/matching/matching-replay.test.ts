import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BASELINE_JOBSEEKER, BASELINE_ORGANISATION, BASELINE_ROLE, BASELINE_TODAY, overlay } from '../../../../scripts/lib/matching-baselines';
import { baselineProblems } from '../../../../scripts/lib/matching-answers';
import { loadFlows } from '../../../../src/server/flows/load-flows';
import { checkMatching } from '../../../../scripts/lib/matching-check';
import { rankKey } from '../../../../src/server/matching/algorithm';
import { parseMatchingFixture } from '../../../../scripts/lib/matching-fixture';
import { matchingReplay, type MatchingReplay } from '../../../../scripts/lib/matching-replay';
import type { PersonOutcome } from '../../../../scripts/lib/matching-run';
import { REPO_ROOT } from '../../../../scripts/lib/schema-files';

const fixture = (rest: Record<string, unknown> = {}) => ({
  kind: 'matching',
  today: '2026-11-23',
  organisation: {},
  role: {},
  people: { a: {} },
  expect: { eligible: ['a'] },
  ...rest,
});

describe('the matching fixture format', () => {
  it('accepts a fixture and names every way one breaks the format', () => {
    expect(parseMatchingFixture(fixture())).toEqual({ fixture: fixture() });
    expect(
      parseMatchingFixture({
        kind: 'matching',
        today: '2026-02-30',
        role: [],
        people: {},
        expect: { eligible: ['x'], excluded: { y: 'open_to_matching' }, above: [['a']], sooner: [] },
        extra: 1,
      }),
    ).toEqual({
      problems: [
        'unknown key "extra" (allowed: kind, description, today, organisation, role, people, expect)',
        '"today" is the day matching runs, YYYY-MM-DD',
        '"organisation" is an object of camelCase answers (may be empty)',
        '"role" is an object of camelCase answers (may be empty)',
        '"people" maps a name to answers, at least one person',
        'unknown expectation "sooner" (allowed: eligible, excluded, above, tied, requirements)',
        '"eligible" names "x", who is not among "people"',
        '"excluded" names "y", who is not among "people"',
        '"excluded" gives "y" the filter "open_to_matching" (one of core_profile, work_authorization, hours_and_role_type, location, compensation, excluded_organizations, minimum_experience)',
        '"above" is a list of pairs of people, [["a", "b"]]',
      ],
    });
    expect(parseMatchingFixture(fixture({ expect: {} }))).toEqual({
      problems: ['"expect" states at least one of eligible, excluded, above, tied, requirements'],
    });
    expect(parseMatchingFixture(fixture({ expect: { eligible: ['a'], excluded: { a: 'location' } } }))).toEqual({
      problems: ['"a" cannot be both eligible and excluded'],
    });
  });

  it('lays answers over a baseline, null removing one', () => {
    expect(overlay({ metroArea: 'Austin, TX', canWorkInUs: true }, { metroArea: 'Boise, ID', canWorkInUs: null, hasManaged: false })).toEqual({
      metroArea: 'Boise, ID',
      hasManaged: false,
    });
  });
});

const outcome = (key: string, rest: Partial<PersonOutcome> = {}): PersonOutcome => ({
  key,
  failedFilters: [],
  score: 100,
  factors: [
    { name: 'skills', points: 20, maxPoints: 20, reason: '', roleValue: null, jobseekerValue: null },
    { name: 'start_date', points: 10, maxPoints: 10, reason: '', roleValue: null, jobseekerValue: null },
  ],
  sqlPasses: true,
  sqlScore: 100,
  rank: rankKey(true, true, 100),
  sqlRank: rankKey(true, true, 100),
  unmetRequirements: [],
  listed: true,
  place: null,
  ...rest,
});

describe('the baselines', () => {
  const flows = loadFlows();
  const baselines = { organisation: BASELINE_ORGANISATION, role: BASELINE_ROLE, person: BASELINE_JOBSEEKER, today: BASELINE_TODAY };

  it('are complete for their flows, and the baseline person is an eligible, full-score candidate for the baseline role', () => {
    expect(baselineProblems(flows)).toEqual([]);
  });

  it('would be reported broken: an answer missing or off the walk, or the person no longer the best candidate', () => {
    const problems = baselineProblems(flows, {
      ...baselines,
      organisation: overlay(BASELINE_ORGANISATION, { growthStage: null }),
      role: overlay(BASELINE_ROLE, { geographicRequirement: 'remote' }),
      person: overlay(BASELINE_JOBSEEKER, { yearsFullTimeExperience: 4 }),
    });
    expect(problems).toEqual([
      'baseline organisation: step "growthStage", "growthStage": Choose your growth stage',
      'baseline organisation: sections not complete (Company Profile)',
      'baseline role: answers the walk does not ask (availableMetroAreas)',
      expect.stringMatching(/^baseline job seeker earns \d+ of 15 for management_and_budget on 2026-11-23: /),
    ]);
  });
});

describe('checking outcomes against expectations', () => {
  const late = outcome('late', {
    score: 93,
    sqlScore: 93,
    rank: rankKey(true, true, 93),
    sqlRank: rankKey(true, true, 93),
    factors: [outcome('x').factors[0]!, { name: 'start_date', points: 3, maxPoints: 10, reason: '', roleValue: null, jobseekerValue: null }],
  });
  const away = outcome('away', { failedFilters: [{ name: 'location', reason: 'Lives in Boise, ID' }], sqlPasses: false, listed: false });

  it('holds when every expectation does', () => {
    expect(
      checkMatching({ eligible: ['best', 'late'], excluded: { away: 'location' }, above: [['best', 'late']], tied: [['best', 'away']] }, [
        outcome('best'),
        late,
        away,
      ]),
    ).toEqual([]);
  });

  it('names the person or the pair, what was expected and what happened', () => {
    expect(checkMatching({ eligible: ['away'], excluded: { best: 'location', late: 'compensation' } }, [outcome('best'), late, away])).toEqual([
      'eligible "away": expected to pass every filter, but fails location (Lives in Boise, ID)',
      'excluded "best": expected to fail location, but passes every filter (score 100)',
      'excluded "late": expected to fail compensation, but passes every filter (score 93)',
    ]);
    expect(
      checkMatching(
        {
          excluded: { away: 'compensation' },
          above: [['late', 'best']],
          tied: [
            ['best', 'late'],
            ['late', 'late'],
          ],
        },
        [outcome('best'), late, away],
      ),
    ).toEqual([
      'excluded "away": expected to fail compensation, but fails only location (Lives in Boise, ID)',
      'above ["late", "best"]: expected "late" to rank above "best", but "late" scores 93 (rank 39600) and "best" 100 (rank 40300); they differ in start_date 3 vs 10',
      'tied ["best", "late"]: expected equal scores, but "best" scores 100 and "late" 93; they differ in start_date 10 vs 3',
    ]);
    expect(checkMatching({ above: [['best', 'away']] }, [outcome('best'), away])).toEqual([
      'above ["best", "away"]: expected "best" to rank above "away", but "best" scores 100 (rank 40300) and "away" 100 (rank 40300); every factor gives them the same points',
    ]);
  });

  it('names a requirement expected unmet and met, and a list out of the order of rank', () => {
    const french = outcome('french', { unmetRequirements: ['French'], rank: rankKey(false, true, 97), sqlRank: rankKey(false, true, 97), place: 0 });
    expect(checkMatching({ requirements: { french: [], best: ['French'] } }, [french, outcome('best', { place: 1 })])).toEqual([
      'requirements "french": expected unmet [], but unmet ["French"]',
      'requirements "best": expected unmet ["French"], but meets every requirement',
      'the list puts "french" (rank 19800) before "best" (rank 40300)',
    ]);
  });

  it('fails whenever SQL and TypeScript disagree on a person, whatever the fixture expects', () => {
    const lines = checkMatching({ eligible: ['best'] }, [
      outcome('best', { sqlScore: 98 }),
      outcome('away', { failedFilters: [{ name: 'location', reason: 'Lives in Boise, ID' }], sqlPasses: true, listed: true }),
      outcome('lost', { listed: false }),
    ]);
    expect(lines).toEqual([
      '"best": SQL and TypeScript disagree on the score: SQL 98, TypeScript 100',
      '"away": SQL and TypeScript disagree on eligibility: the SQL filters pass them, TypeScript fails location (Lives in Boise, ID)',
      '"lost": the candidate list leaves them out, but the SQL filters pass them',
    ]);
  });
});

describe('replaying a matching fixture on the database', () => {
  let replay: MatchingReplay;
  beforeAll(() => {
    replay = matchingReplay();
  });
  afterAll(async () => {
    await replay.close();
  });

  it('runs what the API runs and fails on a wrong expectation, naming it', { timeout: 120_000 }, async () => {
    const people = { home: {}, away: { metroArea: 'Boise, ID' }, later: { availableStartDate: '7_9_months' } };
    expect(
      await replay.replay(fixture({ people, expect: { eligible: ['home', 'later'], excluded: { away: 'location' }, above: [['home', 'later']] } })),
    ).toEqual([]);
    const lines = await replay.replay(fixture({ people, expect: { eligible: ['away'], excluded: { later: 'location' }, tied: [['home', 'later']] } }));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^eligible "away": expected to pass every filter, but fails location \(.*Boise, ID.*\)$/);
    // The points are the factors' business; the lines must name the person or the pair and say what happened.
    expect(lines[1]).toMatch(/^excluded "later": expected to fail location, but passes every filter \(score \d+\)$/);
    expect(lines[2]).toMatch(/^tied \["home", "later"\]: expected equal scores, but "home" scores 100 and "later" \d+; they differ in start_date 6 vs \d+$/);
  });

  it('starts each fixture from an empty database and reads the organisation and role answers', { timeout: 60_000 }, async () => {
    // The same key in two fixtures is two people; the second fixture's role is remote, so Boise passes there.
    const remote = fixture({
      role: { geographicRequirement: 'remote', roleLocationType: ['remote'], availableMetroAreas: null },
      people: { away: { metroArea: 'Boise, ID' } },
      expect: { eligible: ['away'] },
    });
    expect(await replay.replay(remote)).toEqual([]);
    const nowhere = fixture({
      organisation: { metroArea: null, primaryAddress: null },
      role: { geographicRequirement: 'anywhere_in_us', roleLocationType: ['in_person'], availableMetroAreas: null },
      people: { away: { metroArea: 'Boise, ID' } },
      expect: { eligible: ['away'] },
    });
    expect(await replay.replay(nowhere)).toEqual([]);
  });

  it('refuses answers the flows do not have or do not accept, naming the side', async () => {
    expect(
      await replay.replay(
        fixture({
          organisation: { metroArea: 'Austin' },
          role: { geographicRequirment: 'remote' },
          people: { a: { opennessToAlternativeLocations: 'everywhere' } },
        }),
      ),
    ).toEqual([
      '"organisation": "metroArea": Choose a metro area from the list, or type it as City, ST (for example Boise, ID)',
      '"role": the role flow has no field "geographicRequirment"',
      '"people"."a": "opennessToAlternativeLocations": Choose one of the listed options',
    ]);
  });
});

describe('npm run replay', () => {
  it('replays a matching fixture file and exits 1 naming the fixture and the person when an expectation is wrong', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'matching-replay-'));
    try {
      const good = JSON.parse(readFileSync(path.join(REPO_ROOT, 'tests/fixtures/matching/location-7-specific-in-person-relocation-not-open.json'), 'utf8')) as {
        expect: { eligible: string[]; excluded: Record<string, string> };
      };
      // A wrong expectation: someone who lives elsewhere and named Dallas, for a role not open to relocation.
      good.expect.eligible.push('specificNamesThePlace');
      delete good.expect.excluded.specificNamesThePlace;
      const file = path.join(dir, 'wrong-relocation.json');
      writeFileSync(file, JSON.stringify(good));
      const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/replay.ts'), file], { cwd: REPO_ROOT }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(
        /^FAIL .*wrong-relocation\.json\n {2}eligible "specificNamesThePlace": expected to pass every filter, but fails location \(.+\)\n\n1 fixture, 1 failed\.\n$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
