import { describe, expect, it } from 'vitest';
import { evaluateFactors, FACTOR_WEIGHTS, type FactorName } from '../../../../src/server/matching/algorithm';
import { role, seeker, TODAY } from './fixtures';

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
    expect(factor('functional_areas')).toEqual({ points: 20, maxPoints: 20, reason: '3 of 3 functional areas match (operations, finance and talent hr)' });
    expect(factor('functional_areas', {}, { functionalExpertiseAreas: ['operations', 'data', 'policy'], hopefulFunctionalExpertiseAreas: ['operations', 'data', 'policy'] })).toEqual({
      points: 7,
      maxPoints: 20,
      reason: '1 of 3 functional areas match (operations)',
    });
    expect(factor('functional_areas', { primaryFunctionalArea: undefined, secondaryFunctionalArea: undefined, tertiaryFunctionalArea: undefined }).points).toBe(20);
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
      reason: '2 of 5 skills at the level asked; 1 below (project management: intermediate, asked advanced); 2 not rated',
    });
    const deleted = { skills: [{ skillId: 'project_management', rating: 4, deleted: true }, { skillId: 'onboarding', rating: 2 }] };
    expect(factor('skills', {}, deleted).reason).toContain('1 not rated');
  });

  it('education: required degrees weigh twice the preferred ones', () => {
    expect(factor('education').points).toBe(12);
    // Undergraduate only: has the required degree (2) but not the preferred graduate one (1) nor the MBA (1); field and college met (2). 4 of 6.
    const undergrad = { highestEducationLevel: 'undergraduate', education: [{ school: 'UT Austin', universityId: 228778, degree: 'ba', fieldOfStudy: 'business_administration' }] };
    expect(factor('education', {}, undergrad)).toEqual({
      points: 8,
      maxPoints: 12,
      reason: '3 of 5 education preferences met; has an undergraduate degree, a preferred field of study (business administration) and a preferred college; lacks a graduate degree and a preferred degree (mba)',
    });
    expect(factor('education', { undergradDegreeRequirement: 'no', graduateDegreeRequirement: 'no', preferredGradDegrees: [], preferredAreasOfStudy: [], preferredColleges: [] }, { highestEducationLevel: 'high_school' })).toEqual({
      points: 12,
      maxPoints: 12,
      reason: 'The role asks for no degree',
    });
  });

  it('languages: a required language at a professional level, a preferred one at any level', () => {
    expect(factor('languages').points).toBe(8);
    const basicSpanish = { languages: [{ name: 'spanish', readingProficiency: 'elementary', writingProficiency: 'elementary', speakingProficiency: 'limited_working' }] };
    expect(factor('languages', {}, basicSpanish)).toEqual({ points: 0, maxPoints: 8, reason: '0 of 2 language needs met; lacks spanish at a professional level and french' });
    const noFrench = { languages: [{ name: 'spanish', readingProficiency: 'native_bilingual', writingProficiency: 'native_bilingual', speakingProficiency: 'native_bilingual' }] };
    expect(factor('languages', {}, noFrench).points).toBe(5); // 2 of 3 weighted.
  });

  it('management and budget: managing, years, team size, budget and preferred experience', () => {
    expect(factor('management_and_budget').points).toBe(15);
    const neverManaged = { hasManaged: false, yearsManagingOthers: 0, managedNumOfEmployees: undefined, largestBudgetResponsibility: 0 };
    expect(factor('management_and_budget', {}, neverManaged)).toEqual({
      points: 3,
      maxPoints: 15,
      reason: '1 of 5 management and budget needs met; has 6+ years of full-time experience; lacks managed people, 3+ years managing, a team of 6-10 people or more and a budget of $1,000,000 or more',
    });
    expect(factor('management_and_budget', { requiresManagingOthers: false, budgetResponsibility: 0, yearsFullTimeExperience: 0 }, neverManaged).reason).toBe(
      'The role asks for no management or budget experience',
    );
  });

  it('workplace and culture: teamwork, deadlines, discipline, temperament, work mode and travel', () => {
    expect(factor('workplace_and_culture').points).toBe(15);
    const different = { teamworkApproach: 'individual', deadlineApproach: 'push_back', moreOutgoingThanIntroverted: true, canTravelOvernight: false, inPersonPreferenceScore: 3, virtualPreferenceScore: 1 };
    expect(factor('workplace_and_culture', {}, different)).toEqual({
      points: 3,
      maxPoints: 15,
      reason: '1 of 6 workplace preferences met; has discipline; lacks shared teamwork, a compromise approach to deadlines, a reserved temperament, a preferred work mode the role offers and travel as often as the role needs',
    });
    // Fully flexible about where they work: any work mode fits; "indifferent" fits any teamwork.
    expect(factor('workplace_and_culture', {}, { ...different, workFlexibilityPreference: 'fully_flexible', teamworkApproach: 'indifferent' }).points).toBe(8);
  });

  it('start date: full by the ideal date, half by the latest, none after', () => {
    expect(factor('start_date')).toEqual({ points: 10, maxPoints: 10, reason: 'Can start from 2026-12-23, by the ideal date 2027-01-15' });
    expect(factor('start_date', {}, { availableStartDate: '4_6_months' })).toEqual({ points: 5, maxPoints: 10, reason: 'Can start from 2027-03-23, after the ideal date but by the latest 2027-04-01' });
    expect(factor('start_date', {}, { availableStartDate: '7_9_months' })).toEqual({ points: 0, maxPoints: 10, reason: 'Can start from 2027-06-23, after the latest date 2027-04-01' });
    expect(factor('start_date', {}, { availableStartDate: 'immediately' }).reason).toBe('Can start now, by the ideal date 2027-01-15');
    expect(factor('start_date', { idealStartDate: undefined, latestStartDate: undefined }, { availableStartDate: 'more_than_a_year' }).points).toBe(10);
  });
});
