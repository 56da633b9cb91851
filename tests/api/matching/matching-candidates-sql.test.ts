import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { jobseekerMatchProfiles } from '../../../src/server/db/schema';
import { criteriaOf, evaluateFilters, judge, profileOf, type RoleCriteria } from '../../../src/server/matching/algorithm';
import { candidateConditions } from '../../../src/server/matching/candidates-query';
import { mayReachSql, rankSql, scoreSql } from '../../../src/server/matching/candidates-score-sql';
import { DEMO_ROLE_ANSWERS } from '../../../src/server/seed/demo-matching';
import { generateJobseeker, seededRandom } from '../../../src/server/seed/generate-jobseeker-answers';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertMatchingPeople } from '../support/matching-people';
import { MATCHING_ROLE_ANSWERS } from '../support/complete-jobseeker-answers';

const TODAY = '2026-11-23';
let t: TestApp;
const answersById = new Map<number, Record<string, unknown>>();

/** Generated people with the answers the generator leaves plain varied too (degrees, flexibility, travel, languages). */
function person(random: () => number): Record<string, unknown> {
  const { answers } = generateJobseeker(random);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const level = pick(['high_school', 'undergraduate', 'graduate']);
  return {
    ...answers,
    metroArea: pick(['Austin, TX', 'Dallas, TX', 'Denver, CO', 'Springfield, XY', answers.metroArea]),
    opennessToAlternativeLocations: pick(['home', 'anywhere', 'remote', 'specific_locations']),
    primaryLocations: [{ city: pick(['Dallas', 'Boise']), state: 'TX' }],
    highestEducationLevel: level,
    ...(level === 'high_school'
      ? {}
      : {
          education: [
            {
              school: 'State U',
              degree: pick(['ba', 'mba', 'med']),
              fieldOfStudy: pick(['business_administration', 'education']),
              universityId: pick([228778, 1]),
            },
          ],
        }),
    workFlexibilityPreference: pick(['firm', 'somewhat_flexible', 'fully_flexible']),
    inPersonPreferenceScore: pick([1, 2, 3]),
    hybridVirtualInPersonPreferenceScore: pick([1, 2, 3]),
    canTravelOvernight: random() < 0.5,
    canTravelHowMuch: pick(['under_10_percent', '10_25_percent', '25_50_percent', 'over_50_percent']),
    teamworkApproach: pick(['shared', 'indifferent', 'ownership']),
    availableStartDate: pick(['immediately', '1_3_months', '4_6_months', '7_9_months', '10_12_months', 'more_than_a_year', undefined]),
    skills: [{ skillId: 'project_management', rating: pick([1, 2, 3, 4]) }],
    languages:
      random() < 0.5
        ? []
        : [
            {
              name: pick(['spanish', 'french']),
              readingProficiency: pick(['elementary', 'full_professional']),
              writingProficiency: 'elementary',
              speakingProficiency: 'elementary',
            },
          ],
    seekingHoursToWork: pick([['full_time'], ['part_time_20_30'], ['full_time', 'contracted']]),
    recentExperience: { name: pick(['Rival Academy', 'Lincoln Park Academy']), jobTitle: 'Lead', currentlyAtJob: true, mostRecentRole: true },
  };
}

const ROLES: Record<string, Record<string, unknown>> = {
  fixture: MATCHING_ROLE_ANSWERS,
  demo: DEMO_ROLE_ANSWERS,
  partTimeRemote: {
    ...MATCHING_ROLE_ANSWERS,
    roleType: ['part_time_20_30', 'contracted'],
    maximumRate: 60,
    roleLocationType: ['remote'],
    openToRelocation: false,
    requiresTravel: false,
    graduateDegreeRequirement: 'yes',
    languages: [{ name: 'french', role: 'required' }],
    skills: [{ skillId: 'project_management', rating: 4 }],
  },
  bare: { roleType: ['full_time'] },
  // Skills the role names itself: they count for everyone, met by the same skill named (any case or spacing).
  // Requirements (a language, both degrees), a preferred salary near the maximum, relocation support and travel on the
  // scale: each orders the list in SQL as the algorithm does (issue 36).
  requiredAndPreferred: {
    ...MATCHING_ROLE_ANSWERS,
    languages: [
      { name: 'french', role: 'required' },
      { name: 'spanish', role: 'preferred' },
    ],
    undergradDegreeRequirement: 'yes',
    graduateDegreeRequirement: 'yes',
    preferredSalary: 90_000,
    maximumSalary: 130_000,
    offersRelocation: true,
    requiresTravel: true,
    requiredTravelTime: '25_50_percent',
    latestStartDate: '2027-03-01',
  },
  typedInPlaceWithoutHelp: {
    ...MATCHING_ROLE_ANSWERS,
    availableMetroAreas: ['Austin, TX', 'Springfield, XY'],
    openToRelocation: true,
    offersRelocation: false,
    preferredRate: 40,
    roleType: ['full_time', 'contracted'],
    maximumRate: 70,
  },
  ownSkills: {
    ...MATCHING_ROLE_ANSWERS,
    skills: [
      { skillId: 'project_management', rating: 2 },
      { customSkill: 'PowerSchool', rating: 3 },
      { customSkill: 'Bus  routing', rating: 2 },
    ],
  },
  onlyOwnSkills: { roleType: ['full_time'], skills: [{ customSkill: 'powerschool', rating: 4 }] },
};

/** Skills some people named themselves, by their place in the list (the random stream stays as it was). */
const NAMED_SKILLS = ['PowerSchool', ' POWERSCHOOL ', 'Bus routing', 'Infinite Campus'];
function withNamedSkill(answers: Record<string, unknown>, at: number): Record<string, unknown> {
  if (at % 3 !== 0) return answers;
  return {
    ...answers,
    skills: [...(answers.skills as unknown[]), { customSkill: NAMED_SKILLS[at % NAMED_SKILLS.length], rating: (Math.floor(at / 4) % 4) + 1 }],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const random = seededRandom(7);
  const people = Array.from({ length: 300 }, (_, at) => withNamedSkill(person(random), at));
  const ids = await insertMatchingPeople(t, people, { label: 'sql', firstName: 'Gen' });
  ids.forEach((id, at) => answersById.set(id, people[at]!));
});

afterAll(async () => {
  await t.close();
});

describe('the SQL side of the algorithm agrees with it person by person', () => {
  for (const [name, answers] of Object.entries(ROLES)) {
    it(`role "${name}": hard filters, scores and the order`, async () => {
      const criteria: RoleCriteria = criteriaOf(answers);
      const rows = await t.database.db
        .select({
          id: jobseekerMatchProfiles.userId,
          score: scoreSql(criteria, TODAY).mapWith(Number),
          rank: rankSql(criteria, TODAY).mapWith(Number),
          passes: candidateConditions(criteria).mapWith(Boolean),
        })
        .from(jobseekerMatchProfiles)
        .where(inArray(jobseekerMatchProfiles.userId, [...answersById.keys()]));
      expect(rows).toHaveLength(300);
      let eligible = 0;
      for (const row of rows) {
        const profile = profileOf(answersById.get(row.id)!);
        const verdict = judge(criteria, profile, TODAY);
        const passes = evaluateFilters(criteria, profile).every((filter) => filter.passed);
        expect(row.score, `person ${row.id}`).toBe(verdict.score);
        expect(row.rank, `person ${row.id}: the order`).toBe(verdict.rank);
        expect(row.passes, `person ${row.id}: ${JSON.stringify(evaluateFilters(criteria, profile).filter((f) => !f.passed))}`).toBe(passes);
        if (passes) eligible += 1;
      }
      // The people vary enough that both verdicts occur.
      const plain = name === 'bare' || name === 'onlyOwnSkills';
      if (!plain) expect(eligible).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.score)).size).toBeGreaterThan(name === 'bare' ? 0 : 3);
    });

    it(`role "${name}": the staged bound never rules out anyone whose rank reaches the floor`, async () => {
      const criteria: RoleCriteria = criteriaOf(answers);
      const ids = [...answersById.keys()];
      const ranks = new Map(
        (
          await t.database.db
            .select({ id: jobseekerMatchProfiles.userId, rank: rankSql(criteria, TODAY).mapWith(Number) })
            .from(jobseekerMatchProfiles)
            .where(inArray(jobseekerMatchProfiles.userId, ids))
        ).map((row) => [row.id, row.rank]),
      );
      const sorted = [...new Set(ranks.values())].sort((a, b) => a - b);
      // Floors across the field, the best person's rank among them: each a floor a ranking could have found.
      const floors = [...new Set([0.1, 0.5, 0.8, 0.95, 1].map((q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!))];
      let ruledOut = 0;
      for (const floor of floors) {
        const rows = await t.database.db
          .select({ id: jobseekerMatchProfiles.userId, mayReach: mayReachSql(criteria, TODAY, floor).mapWith(Boolean) })
          .from(jobseekerMatchProfiles)
          .where(inArray(jobseekerMatchProfiles.userId, ids));
        for (const row of rows) {
          if (ranks.get(row.id)! >= floor) expect(row.mayReach, `person ${row.id} (rank ${ranks.get(row.id)}) at floor ${floor}`).toBe(true);
          if (!row.mayReach) ruledOut += 1;
        }
      }
      // The check does its work: at the best person's rank, others are ruled out without their full rank.
      if (sorted.length > 3) expect(ruledOut).toBeGreaterThan(0);
    });
  }
});
