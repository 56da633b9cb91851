import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { jobseekerMatchProfiles, userSettings } from '../../../src/server/db/schema';
import {
  criteriaOf,
  evaluateFactors,
  evaluateFilters,
  FILTER_NAMES,
  profileOf,
  scoreOf,
  type FilterName,
  type RoleCriteria,
} from '../../../src/server/matching/algorithm';
import { candidateConditions, excludedCounts } from '../../../src/server/matching/candidates-query';
import { scoreSql } from '../../../src/server/matching/candidates-score-sql';
import { DEMO_ROLE_ANSWERS } from '../../../src/server/seed/demo-matching';
import { generateJobseeker, seededRandom } from '../../../src/server/seed/generate-jobseeker-answers';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertMatchingPeople } from '../support/matching-people';
import { MATCHING_ROLE_ANSWERS } from '../support/complete-jobseeker-answers';

const TODAY = '2026-11-23';
const PEOPLE = 300;
let t: TestApp;
const answersById = new Map<number, Record<string, unknown>>();
/** Who may be matched at all: Core Profile complete and matching on. */
const available = new Set<number>();

/**
 * Generated people varied on everything the filters and factors read, some with answers no list has a code for
 * (saved under an older flow, or typed in): those are compared as text, and must still agree with the algorithm.
 */
function person(random: () => number): Record<string, unknown> {
  const { answers } = generateJobseeker(random);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const level = pick(['high_school', 'undergraduate', 'graduate', 'doctorate']);
  const odd = random() < 0.3;
  return {
    ...answers,
    canWorkInUs: pick([true, true, true, false, undefined]),
    metroArea: pick(['Austin, TX', 'Dallas, TX', 'Denver, CO', 'Boise, ID', answers.metroArea]),
    opennessToAlternativeLocations: pick(['home', 'anywhere', 'remote', 'specific_locations', 'home_and_specific_locations']),
    primaryLocations: [{ city: pick(['Dallas', 'Boise', 'Austin']), state: pick(['TX', 'ID']) }],
    compensation: pick([{ minimumSalary: pick([60_000, 100_000, 130_000]), minimumHourlyRate: pick([30, 55, 80]) }, { minimumSalary: 90_000 }, {}]),
    highestEducationLevel: level,
    ...(level === 'high_school'
      ? {}
      : {
          education: [
            {
              school: 'State U',
              degree: pick(['ba', 'mba', 'med', ...(odd ? ['wizardry'] : [])]),
              fieldOfStudy: pick(['business_administration', 'education', ...(odd ? ['alchemy'] : [])]),
              universityId: pick([228778, 1]),
            },
          ],
        }),
    hopefulFunctionalExpertiseAreas: odd ? ['basket_weaving', 'operations'] : answers.hopefulFunctionalExpertiseAreas,
    workFlexibilityPreference: pick(['firm', 'somewhat_flexible', 'fully_flexible']),
    inPersonPreferenceScore: pick([1, 2, 3]),
    hybridVirtualInPersonPreferenceScore: pick([1, 2, 3]),
    canTravelOvernight: random() < 0.5,
    canTravelHowMuch: pick(['under_10_percent', '25_50_percent', ...(odd ? ['always'] : [])]),
    teamworkApproach: pick(['shared', 'indifferent', 'ownership', ...(odd ? ['solo'] : [])]),
    availableStartDate: pick(['immediately', '1_3_months', '4_6_months', '7_9_months', '10_12_months', 'more_than_a_year', 'someday', undefined]),
    skills: [{ skillId: pick(['project_management', ...(odd ? ['juggling'] : [])]), rating: pick([1, 2, 3, 4]) }],
    languages:
      random() < 0.3
        ? []
        : [
            {
              name: pick(['spanish', 'french', ...(odd ? ['klingon'] : [])]),
              readingProficiency: pick(['elementary', 'full_professional']),
              writingProficiency: 'elementary',
              speakingProficiency: 'elementary',
            },
          ],
    seekingHoursToWork: pick([['full_time'], ['part_time_20_30'], ['full_time', 'contracted'], ...(odd ? [['gig_work']] : [])]),
    yearsFullTimeExperience: pick([0, 2, 5, 9]),
    recentExperience: {
      name: pick(['Rival Academy', 'Lincoln Park Academy', ' other  charter ']),
      jobTitle: 'Lead',
      currentlyAtJob: true,
      mostRecentRole: true,
    },
  };
}

/** Roles' criteria, and staff filter sets' (which may name values no list has, and drop work authorisation). */
const CRITERIA: Record<string, RoleCriteria> = {
  fixture: criteriaOf(MATCHING_ROLE_ANSWERS),
  demo: criteriaOf(DEMO_ROLE_ANSWERS),
  partTimeRemote: criteriaOf({
    ...MATCHING_ROLE_ANSWERS,
    roleType: ['part_time_20_30', 'contracted'],
    maximumRate: 60,
    roleLocationType: ['remote'],
    geographicRequirement: 'remote',
  }),
  salaryAndRate: criteriaOf({ ...MATCHING_ROLE_ANSWERS, roleType: ['full_time', 'contracted'], maximumRate: 50, openToRelocation: false }),
  organisationPlace: criteriaOf(
    { ...MATCHING_ROLE_ANSWERS, geographicRequirement: 'anywhere', roleLocationType: ['in_person'] },
    { primaryAddress: { city: 'Boise', state: 'ID' } },
  ),
  uncoded: {
    ...criteriaOf(MATCHING_ROLE_ANSWERS),
    requireWorkAuthorization: false,
    roleTypes: ['full_time', 'gig_work'],
    metroAreas: ['Austin, TX', 'Boise, ID'],
    functionalAreas: ['operations', 'basket_weaving'],
    skills: [
      { skillId: 'juggling', rating: 2 },
      { skillId: 'project_management', rating: 4 },
    ],
    preferredGradDegrees: ['wizardry', 'mba'],
    preferredAreasOfStudy: ['alchemy'],
    undergradDegreeRequirement: 'preferred',
    languages: [
      { name: 'klingon', level: 'required' },
      { name: 'spanish', level: 'preferred' },
    ],
    teamworkApproach: 'solo',
    workModes: ['in_person', 'hovercraft'],
    travelAmount: 'always',
    excludedOrganizations: ['Other Charter'],
  },
  bare: criteriaOf({ roleType: ['full_time'] }),
};

beforeAll(async () => {
  t = await createTestApp();
  const random = seededRandom(21);
  const people = Array.from({ length: PEOPLE }, () => person(random));
  // Every seventh person has not completed Core Profile, every eleventh turned matching off.
  const ids = await insertMatchingPeople(t, people, { label: 'excluded', firstName: 'Gen', coreComplete: (at) => at % 7 !== 3 });
  await t.database.db.insert(userSettings).values(ids.filter((_, at) => at % 11 === 5).map((id) => ({ userId: id, openToMatching: false })));
  ids.forEach((id, at) => {
    answersById.set(id, people[at]!);
    if (at % 7 !== 3 && at % 11 !== 5) available.add(id);
  });
});

afterAll(async () => {
  await t.close();
});

describe('excludedCounts: who each hard filter excludes among the people who may be matched', () => {
  for (const [name, criteria] of Object.entries(CRITERIA)) {
    it(`criteria "${name}" agree with the algorithm's verdicts`, async () => {
      const expected = { excluded: 0, byFilter: Object.fromEntries(FILTER_NAMES.map((filter) => [filter, 0])) as Record<FilterName, number> };
      for (const id of available) {
        const failed = evaluateFilters(criteria, profileOf(answersById.get(id)!)).filter((filter) => !filter.passed);
        if (failed.length > 0) expected.excluded += 1;
        for (const filter of failed) expected.byFilter[filter.name] += 1;
      }
      const counts = await excludedCounts(t.database.db, criteria);
      expect(counts).toEqual(expected);
      if (name !== 'bare') expect(counts.excluded).toBeGreaterThan(0);
      expect(counts.excluded).toBeLessThan(available.size);
    });
  }
});

describe('values without a code compare as the algorithm compares them', () => {
  for (const [name, criteria] of Object.entries(CRITERIA)) {
    it(`criteria "${name}": hard filters and scores, person by person`, async () => {
      const rows = await t.database.db
        .select({
          id: jobseekerMatchProfiles.userId,
          others: jobseekerMatchProfiles.otherValues,
          score: scoreSql(criteria, TODAY).mapWith(Number),
          passes: candidateConditions(criteria).mapWith(Boolean),
        })
        .from(jobseekerMatchProfiles)
        .where(inArray(jobseekerMatchProfiles.userId, [...answersById.keys()]));
      expect(rows).toHaveLength(PEOPLE);
      expect(rows.filter((row) => row.others.length > 0).length).toBeGreaterThan(PEOPLE / 10);
      for (const row of rows) {
        const profile = profileOf(answersById.get(row.id)!);
        const failed = evaluateFilters(criteria, profile).filter((filter) => !filter.passed);
        expect(row.score, `person ${row.id}`).toBe(scoreOf(evaluateFactors(criteria, profile, TODAY)));
        expect(row.passes, `person ${row.id}: ${JSON.stringify(failed)}`).toBe(available.has(row.id) && failed.length === 0);
      }
    });
  }
});
