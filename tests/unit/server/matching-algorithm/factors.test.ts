import { describe, expect, it } from 'vitest';
import { evaluateFactors, FACTOR_WEIGHTS, type FactorName } from '../../../../src/server/matching/algorithm';
import { role, SEEKER, seeker, TODAY } from './fixtures';

function factor(name: FactorName, roleOverrides: Record<string, unknown> = {}, seekerOverrides: Record<string, unknown> = {}, today = TODAY) {
  const result = evaluateFactors(role(roleOverrides), seeker(seekerOverrides), today).find((item) => item.name === name)!;
  return { points: result.points, maxPoints: result.maxPoints, reason: result.reason };
}

describe('weighted factors', () => {
  it('weigh 100 points in all, and a job seeker who meets everything earns every point', () => {
    expect(Object.values(FACTOR_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    const factors = evaluateFactors(role(), seeker(), TODAY);
    expect(factors.map((item) => item.name)).toEqual(Object.keys(FACTOR_WEIGHTS));
    for (const item of factors) expect(item.points, `${item.name}: ${item.reason}`).toBe(item.maxPoints);
  });

  it('functional areas: the role’s areas among the person’s expertise and hopes', () => {
    expect(factor('functional_areas')).toEqual({ points: 20, maxPoints: 20, reason: '3 of 3 functional areas match; has Operations, Finance and Talent / HR' });
    expect(
      factor(
        'functional_areas',
        {},
        { functionalExpertiseAreas: ['operations', 'data', 'policy'], hopefulFunctionalExpertiseAreas: ['operations', 'data', 'policy'] },
      ),
    ).toEqual({
      points: 7,
      maxPoints: 20,
      reason: '1 of 3 functional areas match; has Operations; not Finance or Talent / HR',
    });
    expect(factor('functional_areas', { primaryFunctionalArea: undefined, secondaryFunctionalArea: undefined, tertiaryFunctionalArea: undefined }).points).toBe(
      20,
    );
  });

  it('skills: full credit at the level asked, a share below it, none when not rated', () => {
    const weaker = {
      skillByFunctionalExpertise: [
        { skillId: 'school_operations', rating: 4 },
        { skillId: 'facilities_management', rating: 2 },
      ],
      skills: [{ skillId: 'project_management', rating: 2 }],
    };
    // school_operations 1 + facilities_management 1 (asked 1) + project_management 2/3 + budgeting 0 + onboarding 0 = 2.67 of 5.
    expect(factor('skills', {}, weaker)).toEqual({
      points: 11,
      maxPoints: 20,
      reason:
        '2 of 5 skills at the level asked: School operations (expert), Facilities management (intermediate), Budgeting and forecasting (missing), Onboarding (missing), Project management (intermediate, advanced asked)',
    });
    const deleted = {
      skills: [
        { skillId: 'project_management', rating: 4, deleted: true },
        { skillId: 'onboarding', rating: 2 },
      ],
    };
    expect(factor('skills', {}, deleted).reason).toContain('Project management (missing)');
  });

  it('skills: a skill the role names itself meets the same skill the person named, whatever its case or spacing', () => {
    const ownSkills = {
      skills: [
        { skillId: 'project_management', rating: 3 },
        { customSkill: 'PowerSchool', rating: 3 },
      ],
    };
    const named = (customSkill: string, rating: number) => ({ skills: [...(SEEKER.skills as unknown[]), { customSkill, rating }] });
    // Named at the level asked: one more skill met.
    expect(factor('skills', ownSkills, named(' powerschool ', 4))).toEqual({
      points: 20,
      maxPoints: 20,
      reason:
        '6 of 6 skills at the level asked: School operations (expert), Facilities management (advanced), Budgeting and forecasting (advanced), Onboarding (intermediate), Project management (expert), PowerSchool (expert)',
    });
    // Named below it: a share, as for a listed skill.
    expect(factor('skills', ownSkills, named('POWERSCHOOL', 1))).toMatchObject({
      points: 18,
      reason: expect.stringContaining('PowerSchool (novice, advanced asked)'),
    });
    // Not named: nobody could know the role's own words for a skill, so it does not count against them.
    expect(factor('skills', ownSkills)).toEqual(factor('skills'));
    expect(
      factor('skills', { skills: [{ customSkill: 'PowerSchool', rating: 2 }], functionalSkills1: [], functionalSkills2: [], functionalSkills3: [] }),
    ).toMatchObject({
      points: 20,
      reason: 'The role names only skills of its own, which they did not name: PowerSchool',
    });
  });

  it('education: required degrees weigh twice the preferred ones; preferences share half the points', () => {
    expect(factor('education').points).toBe(12);
    // Undergraduate only: requirements (half): has the required degree (2) but not the preferred graduate one (1): 4 of 6;
    // preferences (half): field and college met, not the MBA: 4 of 6.
    const undergrad = {
      highestEducationLevel: 'undergraduate',
      education: [{ school: 'UT Austin', universityId: 228778, degree: 'ba', fieldOfStudy: 'business_administration' }],
    };
    expect(factor('education', {}, undergrad)).toEqual({
      points: 8,
      maxPoints: 12,
      reason:
        '3 of 5 education needs met; has an undergraduate degree (required), a preferred field of study (Business Administration) and a preferred college; lacks a graduate degree (preferred) and a preferred degree (Master of Business Administration (M.B.A.)). Highest education: Undergraduate; degrees: Bachelor of Arts (B.A.) in Business Administration (UT Austin)',
    });
    expect(
      factor(
        'education',
        { undergradDegreeRequirement: 'no', graduateDegreeRequirement: 'no', preferredGradDegrees: [], preferredAreasOfStudy: [], preferredColleges: [] },
        { highestEducationLevel: 'high_school' },
      ),
    ).toEqual({
      points: 12,
      maxPoints: 12,
      reason:
        'The role asks for no degree. Highest education: High School Diploma / GED; degrees: Bachelor of Arts (B.A.) in Business Administration (UT Austin), Master of Business Administration (M.B.A.) in Business Administration (Rice)',
    });
    // One preferred field of study is never worth all the points: half stands for the degree the role does not require.
    const fieldOnly = { undergradDegreeRequirement: 'no', graduateDegreeRequirement: 'no', preferredGradDegrees: [], preferredColleges: [] };
    expect(factor('education', fieldOnly, { highestEducationLevel: 'high_school', education: [] }).points).toBe(6);
    expect(factor('education', fieldOnly).points).toBe(12);
  });

  it('languages: a required language at a professional level, a preferred one at any level', () => {
    expect(factor('languages').points).toBe(8);
    const basicSpanish = {
      languages: [{ name: 'spanish', readingProficiency: 'elementary', writingProficiency: 'elementary', speakingProficiency: 'limited_working' }],
    };
    expect(factor('languages', {}, basicSpanish)).toEqual({
      points: 0,
      maxPoints: 8,
      reason: '0 of 2 languages met: Spanish, required: limited working proficiency, below professional working; French, preferred: does not list it',
    });
    const noFrench = {
      languages: [{ name: 'spanish', readingProficiency: 'native_bilingual', writingProficiency: 'native_bilingual', speakingProficiency: 'native_bilingual' }],
    };
    expect(factor('languages', {}, noFrench).points).toBe(5); // 2 of 3 weighted.
  });

  it('management and budget: managing, years, team size, budget and preferred experience', () => {
    expect(factor('management_and_budget').points).toBe(15);
    const neverManaged = { hasManaged: false, yearsManagingOthers: 0, managedNumOfEmployees: undefined, largestBudgetResponsibility: 0 };
    expect(factor('management_and_budget', {}, neverManaged)).toEqual({
      points: 3,
      maxPoints: 15,
      reason:
        '1 of 5 management and budget needs met; has 6 years or more of full-time experience; lacks experience managing people, 3 years or more managing people, experience managing a team of 6-10 people or more and a budget of $1,000,000 or more',
    });
    expect(factor('management_and_budget', { requiresManagingOthers: false, budgetResponsibility: 0, yearsFullTimeExperience: 0 }, neverManaged).reason).toBe(
      'The role asks for no management or budget experience',
    );
  });

  it('workplace and culture: teamwork, deadlines, discipline, temperament, work mode and travel', () => {
    expect(factor('workplace_and_culture').points).toBe(15);
    const different = {
      teamworkApproach: 'individual',
      deadlineApproach: 'push_back',
      moreOutgoingThanIntroverted: true,
      canTravelOvernight: false,
      inPersonPreferenceScore: 3,
      virtualPreferenceScore: 1,
    };
    expect(factor('workplace_and_culture', {}, different)).toEqual({
      points: 3,
      maxPoints: 15,
      reason:
        '1 of 6 workplace preferences met; has discipline; lacks the Shared approach to teamwork, the Compromise approach to deadlines, a reserved temperament, a preferred work mode the role offers and overnight travel less than 10% of the time',
    });
    // Fully flexible about where they work: any work mode fits; "indifferent" fits any teamwork.
    expect(factor('workplace_and_culture', {}, { ...different, workFlexibilityPreference: 'fully_flexible', teamworkApproach: 'indifferent' }).points).toBe(8);
  });

  it('start date: the share of the person’s window by the ideal date earns full points, by the latest half', () => {
    expect(factor('start_date')).toEqual({
      points: 10,
      maxPoints: 10,
      reason: "Can start now, by the ideal date (the role's ideal start Jan 15, 2027, latest Apr 1, 2027)",
    });
    // Dec 23 to Feb 23: 24 of its 63 days are by Jan 15 (full), the rest by Apr 1 (half): 3.8 + 3.1.
    expect(factor('start_date', {}, { availableStartDate: '1_3_months' })).toEqual({
      points: 7,
      maxPoints: 10,
      reason:
        "Can start in 1-3 months (Dec 23, 2026 to Feb 23, 2027), 38% of that time is by the ideal date (the role's ideal start Jan 15, 2027, latest Apr 1, 2027)",
    });
    expect(factor('start_date', {}, { availableStartDate: '4_6_months' }).points).toBe(1);
    expect(factor('start_date', {}, { availableStartDate: '7_9_months' })).toEqual({
      points: 0,
      maxPoints: 10,
      reason: "Can start in 7-9 months (Jun 23, 2027 to Aug 23, 2027), only after the latest date (the role's ideal start Jan 15, 2027, latest Apr 1, 2027)",
    });
    // A window wholly by the ideal date earns every point, whatever its first day.
    expect(factor('start_date', { idealStartDate: '2027-03-01' }, { availableStartDate: '1_3_months' }).points).toBe(10);
    expect(factor('start_date', { idealStartDate: undefined, latestStartDate: undefined }, { availableStartDate: 'more_than_a_year' }).points).toBe(10);
  });
});
