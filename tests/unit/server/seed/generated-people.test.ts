import { describe, expect, it } from 'vitest';
import { loadFlows } from '../../../../src/server/flows/load-flows';
import { readEnumOptions } from '../../../../src/server/flows/read-enum';
import { criteriaOf, evaluateFilters, profileOf } from '../../../../src/server/matching/algorithm';
import { DEMO_ORGANISATION_PROFILE } from '../../../../src/server/seed/demo-accounts';
import { DEMO_ROLE_ANSWERS, GENERATED_JOBSEEKERS } from '../../../../src/server/seed/demo-matching';
import { generateJobseeker, seededRandom } from '../../../../src/server/seed/generate-jobseeker-answers';
import { unknownSchoolNames } from '../../../../src/server/seed/generated-schools';
import { usInstitutions } from '../../../../src/server/universities/us-institutions';

const flows = loadFlows();
const flow = flows.latest('jobseeker')!;

interface Rated {
  skillId: string;
  rating: number;
}
interface Language {
  name: string;
  speakingProficiency: string;
}
interface Degree {
  school: string;
  universityId?: number;
  degree: string;
  fieldOfStudy: string;
}

function people(seed: number, count: number): Record<string, unknown>[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => generateJobseeker(random).answers);
}

const list = <T>(answers: Record<string, unknown>, key: string) => (answers[key] as T[] | undefined) ?? [];
const share = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length / items.length;

const graduateDegrees = new Set(readEnumOptions('graduate-degrees').map((option) => option.const));
const areaOfSkill = new Map(readEnumOptions('functional-skills').map((option) => [option.const, option['x-group']]));

const many = people(3, 2000);

describe('generated job seekers are plausible education-sector professionals', () => {
  it('answer every question they answer validly: education records, languages and skills included', () => {
    for (const [at, answers] of many.slice(0, 500).entries()) {
      for (const [field, value] of Object.entries(answers)) {
        const question = flow.questions[field];
        if (!question) expect.fail(`person ${at}: ${field} is not a question of the flow`);
        const issues = flows.validator.validate(question.schema, value);
        if (issues.length > 0) expect.fail(`person ${at}, ${field}: ${JSON.stringify(issues)} in ${JSON.stringify(value)}`);
      }
      // The two skill questions save to one list that holds a skill once; a language is listed once too.
      const skillIds = [...list<Rated>(answers, 'skillByFunctionalExpertise'), ...list<Rated>(answers, 'skills')].map((item) => item.skillId);
      expect(new Set(skillIds).size).toBe(skillIds.length);
      const languages = list<Language>(answers, 'languages').map((item) => item.name);
      expect(new Set(languages).size).toBe(languages.length);
    }
  });

  it('have education records that match their highest level, at real universities', () => {
    expect(unknownSchoolNames()).toEqual([]);
    const institutions = new Map(usInstitutions().map((institution) => [institution.id, institution.name]));
    for (const answers of many) {
      const level = answers.highestEducationLevel;
      const degrees = list<Degree>(answers, 'education');
      if (level === 'high_school' || level === 'not_applicable') {
        expect(degrees).toEqual([]);
        continue;
      }
      expect(degrees.length).toBeGreaterThan(0);
      expect(degrees.some((degree) => graduateDegrees.has(degree.degree))).toBe(level === 'graduate');
      for (const degree of degrees) expect(institutions.get(degree.universityId!)).toBe(degree.school);
    }
  });

  it('mostly hold a degree: undergraduate or graduate for most, high school for some, N/A for few', () => {
    const level = (value: string) => share(many, (answers) => answers.highestEducationLevel === value);
    expect(level('graduate') + level('undergraduate')).toBeGreaterThan(0.8);
    expect(level('graduate')).toBeGreaterThan(0.3);
    expect(level('undergraduate')).toBeGreaterThan(0.3);
    expect(level('high_school')).toBeGreaterThan(0.03);
    expect(level('high_school')).toBeLessThan(0.15);
    expect(level('not_applicable')).toBeGreaterThan(0.005);
    expect(level('not_applicable')).toBeLessThan(0.06);
    const fields = new Set(many.flatMap((answers) => list<Degree>(answers, 'education').map((degree) => degree.fieldOfStudy)));
    expect(fields.size).toBeGreaterThan(30);
  });

  it('speak English nearly all, Spanish a good share and other languages some, at varied levels', () => {
    const speaks = (name: string) => share(many, (answers) => list<Language>(answers, 'languages').some((language) => language.name === name));
    expect(speaks('english')).toBeGreaterThan(0.95);
    expect(speaks('spanish')).toBeGreaterThan(0.2);
    expect(speaks('spanish')).toBeLessThan(0.4);
    expect(share(many, (answers) => list<Language>(answers, 'languages').some((language) => !['english', 'spanish'].includes(language.name)))).toBeGreaterThan(
      0.05,
    );
    const spanishLevels = new Set(
      many.flatMap((answers) =>
        list<Language>(answers, 'languages')
          .filter((language) => language.name === 'spanish')
          .map((language) => language.speakingProficiency),
      ),
    );
    expect(spanishLevels.size).toBeGreaterThanOrEqual(4);
  });

  it('rate skills of their own areas at every level, and operations people rate operations skills', () => {
    const ratings = many.flatMap((answers) => list<Rated>(answers, 'skillByFunctionalExpertise').map((item) => item.rating));
    for (const rating of [1, 2, 3, 4]) expect(share(ratings, (value) => value === rating)).toBeGreaterThan(0.05);
    const outsideTheirAreas = many.flatMap((answers) =>
      list<Rated>(answers, 'skillByFunctionalExpertise').filter(
        (item) => !(answers.functionalExpertiseAreas as string[]).includes(areaOfSkill.get(item.skillId) ?? ''),
      ),
    );
    expect(outsideTheirAreas).toEqual([]);
    expect(share(many, (answers) => list<Rated>(answers, 'skills').length > 0)).toBeGreaterThan(0.4);
    const operations = many.filter((answers) => (answers.functionalExpertiseAreas as string[]).includes('operations'));
    expect(operations.length / many.length).toBeGreaterThan(0.15);
    const ratesOperations = (answers: Record<string, unknown>) =>
      list<Rated>(answers, 'skillByFunctionalExpertise').some((item) => ['school_operations', 'facilities_management'].includes(item.skillId));
    expect(share(operations, ratesOperations)).toBeGreaterThan(0.5);
  });

  it("give the demo role's eligible candidates its preferred field, language and skills in fair shares", () => {
    // The demo data exactly (seed and count of seedDemoMatching): no factor should show nothing for nearly everyone.
    const criteria = criteriaOf(DEMO_ROLE_ANSWERS, DEMO_ORGANISATION_PROFILE.answers);
    const eligible = people(2026, GENERATED_JOBSEEKERS)
      .map(profileOf)
      .filter((profile) => evaluateFilters(criteria, profile).every((filter) => filter.passed));
    expect(eligible.length).toBeGreaterThan(20);
    const shares = {
      field: share(eligible, (profile) =>
        profile.degrees.some((degree) => degree.fieldOfStudy !== null && criteria.preferredAreasOfStudy.includes(degree.fieldOfStudy)),
      ),
      language: share(eligible, (profile) => criteria.languages.every((need) => profile.languages.some((language) => language.name === need.name))),
      skills: share(eligible, (profile) => criteria.skills.some((need) => (profile.skills[need.skillId] ?? 0) > 0)),
    };
    for (const [what, value] of Object.entries(shares)) {
      expect(value, what).toBeGreaterThanOrEqual(0.25);
      expect(value, what).toBeLessThanOrEqual(0.7);
    }
  });

  it('makes every director and chief someone who managed people, with a leader’s budget', () => {
    const leaders = many.filter((answers) => /^(Director|Chief)\b|\bDirector$/.test((answers.recentExperience as { jobTitle: string }).jobTitle));
    expect(leaders.length).toBeGreaterThan(20);
    for (const answers of leaders) {
      expect(answers.hasManaged).toBe(true);
      expect(answers.yearsManagingOthers as number).toBeGreaterThan(0);
      expect(answers.largestBudgetResponsibility as number).toBeGreaterThanOrEqual(250_000);
      expect(readEnumOptions('team-sizes').map((option) => option.const)).toContain(answers.managedNumOfEmployees);
    }
  });
});
