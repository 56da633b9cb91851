import { describe, expect, it } from 'vitest';
import { checkFixture } from '../../../scripts/lib/check-fixture';
import { parseFixture, type Fixture } from '../../../scripts/lib/fixture';
import { fixturePaths, flowCache, readFixtureFile } from '../../../scripts/lib/fixture-files';
import { pathCoverage, uncoveredBranches } from '../../../scripts/lib/path-coverage';
import { listFlowFiles } from '../../../scripts/lib/schema-files';
import { sectionCompleteness } from '../../../src/flows/section-completeness';
import type { Flow } from '../../../src/flows/types';
import { jobseeker, validator } from './helpers';

const fixture = (rest: Partial<Fixture>): Fixture => ({ flow: 'jobseeker', version: 1, answers: {}, ...rest });

describe('replaying a fixture', () => {
  it('reports a wrong whole path at the first step where the walk differs', () => {
    const failures = checkFixture(
      jobseeker(),
      fixture({
        answers: { canWorkInUs: true },
        expectedPath: ['can_work_in_us', 'legal_explanation', 'metro_area'],
      }),
    );
    expect(failures).toEqual([
      { expectation: 'expectedPath', message: 'step 2: expected "legal_explanation", but the walk goes to "metro_area" after "can_work_in_us"' },
    ]);
  });

  it('reports a path that stops short or runs on', () => {
    const walk = jobseeker().steps.map((step) => step.name);
    const all = {
      canWorkInUs: false,
      opennessToAlternativeLocations: 'remote_and_specific_locations',
      highestEducationLevel: 'graduate',
      canTravelOvernight: true,
      currentlySitsOnBoard: true,
    };
    expect(checkFixture(jobseeker(), fixture({ answers: all, expectedPath: walk }))).toEqual([]);
    expect(checkFixture(jobseeker(), fixture({ answers: all, expectedPath: [...walk, 'part_time_intro'] }))[0]!.message).toBe(
      'step 47: expected "part_time_intro", but the walk ends at "/dashboard" after "interested_in_board_roles"',
    );
    expect(checkFixture(jobseeker(), fixture({ answers: all, expectedPath: walk.slice(0, 3) }))[0]!.message).toBe(
      'step 4: expected the path to end after "metro_area", but the walk goes on to "openness_to_alternative_locations"',
    );
  });

  it('reports the end, visits, skips and next step that do not hold', () => {
    const failures = checkFixture(
      jobseeker(),
      fixture({
        answers: { opennessToAlternativeLocations: 'home', canTravelOvernight: true, seekingHoursToWork: ['full_time'] },
        expectedEnd: 'part_time_intro',
        expectedVisits: ['metro_area', 'primary_locations', 'compensation'],
        expectedSkips: ['can_travel_how_much'],
        expectedNext: { openness_to_alternative_locations: 'primary_locations', legal_explanation: 'metro_area' },
      }),
    );
    expect(failures).toEqual([
      { expectation: 'expectedEnd', message: 'expected the walk to end at "part_time_intro", but after "interested_in_board_roles" it ends at "/dashboard"' },
      {
        expectation: 'expectedVisits',
        message: '"primary_locations" is not visited: the walk goes from "openness_to_alternative_locations" to "compensation"',
      },
      { expectation: 'expectedSkips', message: '"can_travel_how_much" is visited at step 35, after "can_travel_overnight"' },
      { expectation: 'expectedNext', message: 'after "openness_to_alternative_locations" the walk goes to "compensation", expected "primary_locations"' },
      { expectation: 'expectedNext', message: '"legal_explanation" is not on the walk: the walk goes from "can_work_in_us" to "metro_area"' },
    ]);
  });

  it('reports visits in the wrong order and answers the flow does not know', () => {
    expect(checkFixture(jobseeker(), fixture({ expectedVisits: ['compensation', 'metro_area'] }))).toEqual([
      { expectation: 'expectedVisits', message: '"metro_area" is visited, but before "compensation"' },
    ]);
    expect(checkFixture(jobseeker(), fixture({ answers: { canWorkInUS: false }, expectedEnd: '/dashboard' }))).toEqual([
      { expectation: 'answers', message: 'the flow has no field "canWorkInUS"' },
    ]);
  });

  it('checks where Back leads from a step, from the end, and that the first step has no Back', () => {
    const answers = { canWorkInUs: false, canTravelOvernight: false };
    expect(
      checkFixture(
        jobseeker(),
        fixture({
          answers,
          expectedPrevious: {
            can_work_in_us: null,
            legal_explanation: 'can_work_in_us',
            metro_area: 'legal_explanation',
            '/dashboard': 'interested_in_board_roles',
          },
        }),
      ),
    ).toEqual([]);
  });

  it('reports a wrong expectedPrevious, naming where Back really goes', () => {
    const failures = checkFixture(
      jobseeker(),
      fixture({
        answers: { canWorkInUs: true },
        expectedPrevious: {
          metro_area: 'legal_explanation',
          can_work_in_us: 'metro_area',
          legal_explanation: 'can_work_in_us',
          part_time_intro: 'interested_in_board_roles',
        },
      }),
    );
    expect(failures).toEqual([
      { expectation: 'expectedPrevious', message: 'Back from "metro_area" goes to "can_work_in_us", expected "legal_explanation"' },
      { expectation: 'expectedPrevious', message: 'Back from "can_work_in_us" goes to nowhere (it is the first step), expected "metro_area"' },
      { expectation: 'expectedPrevious', message: '"legal_explanation" is not on the walk: the walk goes from "can_work_in_us" to "metro_area"' },
      { expectation: 'expectedPrevious', message: 'the walk ends at "/dashboard", not at "part_time_intro"' },
    ]);
  });

  it('holds the fixture format exactly', () => {
    expect(parseFixture({ flow: 'jobseeker', version: 1, answers: {}, expectedEnd: '/dashboard' })).toHaveProperty('fixture');
    expect(parseFixture({ flow: 'jobseeker', version: 1, answers: {} })).toEqual({ problems: [expect.stringContaining('at least one expectation')] });
    expect(
      parseFixture({ flow: 'jobseeker', version: 1, answers: {}, expectedPrevious: { can_work_in_us: null, metro_area: 'can_work_in_us' } }),
    ).toHaveProperty('fixture');
    expect(parseFixture({ flow: 'jobseeker', version: 1, answers: {}, expectedPrevious: { metro_area: '' } })).toEqual({
      problems: [expect.stringContaining('"expectedPrevious"')],
    });
    expect(parseFixture({ flow: 'jobseeker', version: '1', answers: [], expectedPaths: [], expectedNext: { a: 1 } })).toEqual({
      problems: [
        expect.stringContaining('unknown key "expectedPaths"'),
        expect.stringContaining('"version"'),
        expect.stringContaining('"answers"'),
        expect.stringContaining('"expectedNext"'),
      ],
    });
  });
});

describe('the QA fixtures under tests/fixtures/flows', () => {
  const files = fixturePaths([]).map(readFixtureFile);
  const flowOf = flowCache();
  const loaded = (fixture: Fixture): Flow => {
    const flow = flowOf(fixture.flow, fixture.version);
    if (typeof flow === 'string') throw new Error(flow);
    return flow;
  };

  it('are at least 20, all well-formed, and every expectation holds', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const { file, fixture: parsed, problems } of files) {
      expect(problems, file).toEqual([]);
      expect(checkFixture(loaded(parsed!), parsed!), file).toEqual([]);
    }
  });

  it('take every condition of every flow both ways', () => {
    for (const { id, version } of listFlowFiles()) {
      const answerSets = files
        .filter(({ fixture: parsed }) => parsed!.flow === id && parsed!.version === version)
        .map(({ fixture: parsed }) => parsed!.answers);
      expect(answerSets.length, `${id} v${version}`).toBeGreaterThan(0);
      expect(uncoveredBranches(pathCoverage(loaded({ flow: id, version, answers: {} }), answerSets)), `${id} v${version}`).toEqual([]);
    }
    expect(uncoveredBranches(pathCoverage(jobseeker(), [{}]))).toContain('step legal_explanation: true');
  });

  it('whole-path fixtures hold complete, valid answers', () => {
    for (const { file, fixture: parsed } of files.filter((entry) => entry.fixture?.expectedPath)) {
      const incomplete = sectionCompleteness(loaded(parsed!), parsed!.answers, validator).filter((section) => !section.complete);
      expect(incomplete, file).toEqual([]);
    }
  });
});
