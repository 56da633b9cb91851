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
    expect(factor('functional_areas')).toEqual({
      points: 30,
      maxPoints: 30,
      reason: '3 of 3 functional areas match; has Operations (primary), Finance (secondary) and Talent / HR (tertiary)',
    });
    expect(
      factor(
        'functional_areas',
        {},
        { functionalExpertiseAreas: ['operations', 'data', 'policy'], hopefulFunctionalExpertiseAreas: ['operations', 'data', 'policy'] },
      ),
    ).toEqual({
      // The primary area weighs 4 of 4 + 3 + 2.
      points: 13,
      maxPoints: 30,
      reason: '1 of 3 functional areas match; has Operations (primary); not Finance (secondary) or Talent / HR (tertiary)',
    });
    // Two areas (the secondary and tertiary, 5 of 9) outweigh the primary alone (4 of 9).
    expect(
      factor(
        'functional_areas',
        {},
        { functionalExpertiseAreas: ['finance', 'talent_hr', 'policy'], hopefulFunctionalExpertiseAreas: ['finance', 'talent_hr', 'policy'] },
      ).points,
    ).toBe(17);
    expect(factor('functional_areas', { primaryFunctionalArea: undefined, secondaryFunctionalArea: undefined, tertiaryFunctionalArea: undefined }).points).toBe(
      30,
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
    // school_operations 1 + facilities_management 1 (asked 1) + project_management 2/3 + budgeting 0 + onboarding 0 + Bus routing 0 = 2.67 of 6.
    expect(factor('skills', {}, weaker)).toEqual({
      points: 9,
      maxPoints: 20,
      reason:
        '2 of 6 skills at the level asked: School operations (expert), Facilities management (intermediate), Budgeting and forecasting (missing), Onboarding (missing), Project management (intermediate, advanced asked), Bus routing (missing)',
    });
    const deleted = {
      skills: [
        { skillId: 'project_management', rating: 4, deleted: true },
        { skillId: 'onboarding', rating: 2 },
      ],
    };
    expect(factor('skills', {}, deleted).reason).toContain('Project management (missing)');
  });

  it('skills and education: the values compared are written for a reader (levels asked and held in words, schools by name)', () => {
    const values = (name: FactorName, seekerOverrides: Record<string, unknown> = {}) => {
      const result = evaluateFactors(role(), seeker(seekerOverrides), TODAY).find((item) => item.name === name)!;
      return { role: result.roleValue, jobseeker: result.jobseekerValue };
    };
    const skills = values('skills', { skills: [{ skillId: 'project_management', rating: 2 }] });
    // An area's skill is asked with no level: the lowest, which is any level, never "novice".
    expect(skills.role).toContain('School operations (any level)');
    expect(skills.role).toContain('Project management (advanced or above)');
    expect(skills.jobseeker).toContain('School operations (expert)');
    expect(skills.jobseeker).toContain('Project management (intermediate)');
    expect(skills.jobseeker).toContain('Onboarding (not among their skills)');
    const education = values('education').jobseeker as { degrees: Record<string, unknown>[] };
    expect(education.degrees[0]).toMatchObject({ school: 'UT Austin' });
    expect(education.degrees[0]).not.toHaveProperty('universityId');
  });

  it('skills: a skill the role names itself meets the same skill the person named, whatever its case or spacing', () => {
    const ownSkills = {
      skills: [
        { skillId: 'project_management', rating: 3 },
        { customSkill: 'PowerSchool', rating: 3 },
      ],
    };
    const named = (customSkill: string, rating: number) => ({ skills: [...(SEEKER.skills as unknown[]).slice(0, 2), { customSkill, rating }] });
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
    // Not named: the role's own skill counts as missing, so naming it at any level scores higher (issue 36 item 3).
    expect(factor('skills', ownSkills, { skills: (SEEKER.skills as unknown[]).slice(0, 2) })).toMatchObject({
      points: 17,
      reason: expect.stringContaining('PowerSchool (missing)'),
    });
    expect(
      factor('skills', { skills: [{ customSkill: 'PowerSchool', rating: 2 }], functionalSkills1: [], functionalSkills2: [], functionalSkills3: [] }),
    ).toMatchObject({ points: 0, reason: '0 of 1 skills at the level asked: PowerSchool (missing)' });
  });

  it('education: required degrees weigh twice the preferred ones; preferences share half the points', () => {
    expect(factor('education').points).toBe(10);
    // Undergraduate only: requirements (half): has the required degree (2) but not the preferred graduate one (1): 4 of 6;
    // preferences (half): field and college met, not the MBA: 4 of 6.
    const undergrad = {
      highestEducationLevel: 'undergraduate',
      education: [{ school: 'UT Austin', universityId: 228778, degree: 'ba', fieldOfStudy: 'business_administration' }],
    };
    expect(factor('education', {}, undergrad)).toEqual({
      points: 6,
      maxPoints: 10,
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
      points: 10,
      maxPoints: 10,
      reason:
        'The role asks for no degree. Highest education: High School Diploma / GED; degrees: Bachelor of Arts (B.A.) in Business Administration (UT Austin), Master of Business Administration (M.B.A.) in Business Administration (Rice)',
    });
    // One preferred field of study is never worth all the points: half stands for the degree the role does not require.
    const fieldOnly = { undergradDegreeRequirement: 'no', graduateDegreeRequirement: 'no', preferredGradDegrees: [], preferredColleges: [] };
    expect(factor('education', fieldOnly, { highestEducationLevel: 'high_school', education: [] }).points).toBe(5);
    expect(factor('education', fieldOnly).points).toBe(10);
  });

  it('languages: a required language at a professional level, a preferred one at any level', () => {
    expect(factor('languages').points).toBe(3);
    const basicSpanish = {
      languages: [{ name: 'spanish', readingProficiency: 'elementary', writingProficiency: 'elementary', speakingProficiency: 'limited_working' }],
    };
    expect(factor('languages', {}, basicSpanish)).toEqual({
      points: 0,
      maxPoints: 3,
      reason: '0 of 2 languages met: Spanish, required: limited working proficiency, below professional working; French, preferred: does not list it',
    });
    const noFrench = {
      languages: [{ name: 'spanish', readingProficiency: 'native_bilingual', writingProficiency: 'native_bilingual', speakingProficiency: 'native_bilingual' }],
    };
    expect(factor('languages', {}, noFrench).points).toBe(2); // 2 of 3 weighted.
  });

  it('management and budget: managing, years, team size, budget and preferred experience', () => {
    expect(factor('management_and_budget').points).toBe(15);
    const neverManaged = { hasManaged: false, yearsManagingOthers: 0, managedNumOfEmployees: undefined, largestBudgetResponsibility: 0 };
    expect(factor('management_and_budget', {}, neverManaged)).toEqual({
      points: 3,
      maxPoints: 15,
      reason:
        '1 of 5 management and budget needs met; has 6 years or more of full-time experience; lacks experience managing people, 3 years or more managing people (has 0 years), experience managing a team of 6-10 people or more (has no team managed) and a budget of $1,000,000 or more (has no budget)',
    });
    expect(factor('management_and_budget', { requiresManagingOthers: false, budgetResponsibility: 0, yearsFullTimeExperience: 0 }, neverManaged).reason).toBe(
      'The role asks for no management or budget experience',
    );
  });

  it('workplace and culture: teamwork, deadlines, discipline, temperament, work mode and travel', () => {
    expect(factor('workplace_and_culture').points).toBe(8);
    const different = {
      teamworkApproach: 'individual',
      deadlineApproach: 'push_back',
      moreOutgoingThanIntroverted: true,
      canTravelOvernight: false,
      inPersonPreferenceScore: 3,
      virtualPreferenceScore: 1,
    };
    expect(factor('workplace_and_culture', {}, different)).toEqual({
      points: 1,
      maxPoints: 8,
      reason:
        '1 of 6 workplace preferences met; has a preference for discipline over flexibility; lacks the Shared approach to teamwork, the Compromise approach to deadlines, a reserved temperament, a preferred work mode the role offers and overnight travel less than 10% of the time (has no overnight travel)',
    });
    // Fully flexible about where they work: any work mode fits; "indifferent" fits any teamwork.
    expect(factor('workplace_and_culture', {}, { ...different, workFlexibilityPreference: 'fully_flexible', teamworkApproach: 'indifferent' }).points).toBe(4);
  });

  it('start date: the share of the person’s window by the ideal date earns full points, by the latest half', () => {
    expect(factor('start_date')).toEqual({
      points: 6,
      maxPoints: 6,
      reason: "Can start now, by the ideal date (the role's ideal start Jan 15, 2027, latest Apr 1, 2027)",
    });
    // Dec 23 to Feb 23: 24 of its 63 days are by Jan 15 (full), the rest by Apr 1 (half): 2.3 + 1.9.
    expect(factor('start_date', {}, { availableStartDate: '1_3_months' })).toEqual({
      points: 4,
      maxPoints: 6,
      reason:
        "Can start in 1-3 months (Dec 23, 2026 to Feb 23, 2027), 38% of that time is by the ideal date (the role's ideal start Jan 15, 2027, latest Apr 1, 2027)",
    });
    // Mar 23 to May 23: 10 of its 62 days are by Apr 1, at half: under half a point.
    expect(factor('start_date', {}, { availableStartDate: '4_6_months' }).points).toBe(0);
    expect(factor('start_date', {}, { availableStartDate: '7_9_months' })).toEqual({
      points: 0,
      maxPoints: 6,
      reason:
        "Can start in 7-9 months (Jun 23, 2027 to Aug 23, 2027), only after the role's latest start date (the role's ideal start Jan 15, 2027, latest Apr 1, 2027)",
    });
    // A window wholly by the ideal date earns every point, whatever its first day.
    expect(factor('start_date', { idealStartDate: '2027-03-01' }, { availableStartDate: '1_3_months' }).points).toBe(6);
    expect(factor('start_date', { idealStartDate: undefined, latestStartDate: undefined }, { availableStartDate: 'more_than_a_year' }).points).toBe(6);
  });
});
