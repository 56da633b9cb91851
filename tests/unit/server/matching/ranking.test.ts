import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALGORITHM_VERSION, judge, profileOf, rankCandidates } from '../../../../src/server/matching/algorithm';
import { DEMOGRAPHICS_SECTION } from '../../../../src/server/matching/algorithm/answer-fields';
import { role, seeker, SEEKER, TODAY } from './fixtures';

describe('ranking', () => {
  it('orders best first, equal scores by job seeker id, whatever order they come in', () => {
    const best = seeker();
    const weaker = seeker({ availableStartDate: '7_9_months' });
    const weakest = seeker({
      availableStartDate: '7_9_months',
      functionalExpertiseAreas: ['data', 'policy', 'technology'],
      hopefulFunctionalExpertiseAreas: ['data', 'policy', 'technology'],
    });
    const people = [
      { id: 9, profile: weaker },
      { id: 4, profile: weakest },
      { id: 7, profile: best },
      { id: 3, profile: weaker },
    ];
    const ranked = rankCandidates(role(), people, TODAY, 10);
    expect(ranked.map((candidate) => [candidate.id, candidate.score])).toEqual([
      [7, 100],
      [3, 94],
      [9, 94],
      [4, 64],
    ]);
    expect(rankCandidates(role(), [...people].reverse(), TODAY, 10)).toEqual(ranked);
    expect(rankCandidates(role(), people, TODAY, 2).map((candidate) => candidate.id)).toEqual([7, 3]);
    expect(ranked[0]!.factors.map((item) => item.reason)).toContain(
      '3 of 3 functional areas match; has Operations (primary), Finance (secondary) and Talent / HR (tertiary)',
    );
  });

  it('ranks whoever lacks a requirement below everyone who meets them all, then a late start below a start in time, and says which in words', () => {
    const englishOnly = seeker({
      languages: [{ name: 'english', readingProficiency: 'native_bilingual', writingProficiency: 'native_bilingual', speakingProficiency: 'native_bilingual' }],
    });
    const weakButQualified = seeker({
      functionalExpertiseAreas: ['data', 'policy', 'technology'],
      hopefulFunctionalExpertiseAreas: ['data', 'policy', 'technology'],
    });
    const late = seeker({ availableStartDate: '7_9_months' });
    const ranked = rankCandidates(
      role(),
      [
        { id: 1, profile: englishOnly },
        { id: 2, profile: weakButQualified },
        { id: 3, profile: late },
      ],
      TODAY,
      10,
    );
    expect(ranked.map((candidate) => [candidate.id, candidate.score, candidate.unmetRequirements, candidate.startsLate])).toEqual([
      [2, 70, [], false],
      [3, 94, [], true],
      [1, 97, ['Spanish'], false],
    ]);
    expect(judge(role(), seeker({ highestEducationLevel: 'high_school' }), TODAY).unmetRequirements).toEqual(['an undergraduate degree']);
  });

  it('gives the same verdict for the same inputs (deterministic) and has a version', () => {
    expect(judge(role(), seeker(), TODAY)).toEqual(judge(role(), seeker(), TODAY));
    expect(ALGORITHM_VERSION).toMatch(/^\d{4}-\d{2}\.\d+$/);
  });
});

describe('why not', () => {
  it('names every failed filter with its reason, and still scores the person', () => {
    const verdict = judge(role(), seeker({ canWorkInUs: false, yearsFullTimeExperience: 2, compensation: { minimumSalary: 150_000 } }), TODAY);
    expect(verdict.eligible).toBe(false);
    expect(verdict.failedFilters).toEqual([
      { name: 'work_authorization', reason: 'Not authorized to work in the US' },
      { name: 'compensation', reason: "Asks at least $150,000, above the role's maximum of $115,000" },
      { name: 'minimum_experience', reason: '2 years of full-time experience, fewer than the 4 asked' },
    ]);
    expect(verdict.filters).toHaveLength(6);
    expect(verdict.score).toBeGreaterThan(0);
  });

  it('is eligible with no failed filters', () => {
    expect(judge(role(), seeker(), TODAY)).toMatchObject({ eligible: true, failedFilters: [], score: 100 });
  });
});

describe('demographics', () => {
  const flow = JSON.parse(readFileSync('schemas/flows/jobseeker/v1.json', 'utf8')) as { steps: { section: string; questions: string[] }[] };
  const demographicFields = flow.steps.filter((step) => step.section === DEMOGRAPHICS_SECTION).flatMap((step) => step.questions);

  it('are never read: changing them changes no filter, factor or score', () => {
    expect(demographicFields).toEqual(expect.arrayContaining(['gender', 'customGender', 'ethnicity']));
    const variants: Record<string, unknown>[] = [
      { gender: 'male' },
      { gender: 'self_describe', customGender: 'Two-spirit' },
      { gender: 'decline_to_state', ethnicity: ['declined_to_state'] },
      { ethnicity: ['asian', 'white'] },
      Object.fromEntries(demographicFields.map((field) => [field, undefined])),
    ];
    const reference = judge(role(), seeker(), TODAY);
    for (const variant of variants) {
      expect(judge(role(), seeker(variant), TODAY)).toEqual(reference);
    }
  });

  it('are not even carried by the profile matching works from', () => {
    const profile = profileOf({ ...SEEKER, gender: 'self_describe', customGender: 'Unique words here', ethnicity: ['white'] });
    const carried = JSON.stringify(profile);
    for (const field of demographicFields) expect(Object.keys(profile)).not.toContain(field);
    expect(carried).not.toContain('Unique words here');
    expect(carried).not.toContain('white');
  });
});
