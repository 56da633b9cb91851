import { describe, expect, it } from 'vitest';
import { validateStep } from '../../../src/flows/validate-step';
import { normalizeAnswers } from '../../../src/flows/normalize-answers';
import { jobseeker, tiny, validator } from './helpers';

const errors = (step: string, answers: Record<string, unknown>) => validateStep(jobseeker(), step, answers, validator);

describe('validateStep (spec 001 §5.1, in the schema’s own words)', () => {
  it('personality_traits: at most 5, "Only select 5 attributes"', () => {
    const six = ['collaborative', 'innovative', 'mission_driven', 'data_driven', 'entrepreneurial', 'humble'];
    expect(errors('personality_traits', { personalityTraits: six })).toEqual([{ field: 'personalityTraits', message: 'Only select 5 attributes' }]);
    expect(errors('personality_traits', { personalityTraits: six.slice(0, 5) })).toEqual([]);
  });

  it('functional_expertise_areas and hopeful_functional_expertise_areas: exactly three', () => {
    expect(errors('functional_expertise_areas', { functionalExpertiseAreas: ['finance', 'operations'] })).toEqual([
      { field: 'functionalExpertiseAreas', message: 'Select exactly 3 areas of expertise' },
    ]);
    expect(errors('functional_expertise_areas', { functionalExpertiseAreas: ['finance', 'operations', 'technology', 'talent_hr'] })).toEqual([
      { field: 'functionalExpertiseAreas', message: 'Select exactly 3 areas of expertise' },
    ]);
    expect(errors('functional_expertise_areas', { functionalExpertiseAreas: ['finance', 'operations', 'technology'] })).toEqual([]);
    expect(errors('functional_expertise_areas', {})).toEqual([{ field: 'functionalExpertiseAreas', message: 'Select exactly 3 areas of expertise' }]);
    expect(errors('hopeful_functional_expertise_areas', { hopefulFunctionalExpertiseAreas: ['finance'] })).toEqual([
      { field: 'hopefulFunctionalExpertiseAreas', message: 'Select exactly 3 areas you hope to work in' },
    ]);
  });

  it('years sliders: at most 50', () => {
    expect(errors('years_managing_others', { yearsManagingOthers: 51 })).toEqual([
      { field: 'yearsManagingOthers', message: 'Choose a number of years from 0 to 50' },
    ]);
    expect(errors('years_full_time_experience', { yearsFullTimeExperience: 51 })).toEqual([
      { field: 'yearsFullTimeExperience', message: 'Choose a number of years from 0 to 50' },
    ]);
    expect(errors('years_full_time_experience', { yearsFullTimeExperience: 50 })).toEqual([]);
    expect(errors('years_managing_others', { yearsManagingOthers: 0 })).toEqual([]);
  });

  it('currentBoardSeats: free text up to 2000 characters', () => {
    expect(errors('current_board_seats', { currentBoardSeats: 'x'.repeat(2001) })).toEqual([
      { field: 'currentBoardSeats', message: 'Keep this to 2000 characters or fewer' },
    ]);
    expect(errors('current_board_seats', { currentBoardSeats: 'x'.repeat(2000) })).toEqual([]);
  });

  it('force ranking: distinct ranks, no ties', () => {
    const tie = { inPersonPreferenceScore: 1, hybridVirtualInPersonPreferenceScore: 1, virtualPreferenceScore: 2 };
    expect(errors('workplace_location', tie)).toEqual([
      { field: 'inPersonPreferenceScore', message: 'Give each option a different rank; no ties' },
      { field: 'hybridVirtualInPersonPreferenceScore', message: 'Give each option a different rank; no ties' },
    ]);
    expect(errors('workplace_location', { ...tie, hybridVirtualInPersonPreferenceScore: 3 })).toEqual([]);
    const methodology = {
      prefersDefinedEndAndMeans: 1,
      prefersDefinedEndOnly: 2,
      prefersDevelopingBigPictureOnly: 3,
      prefersDevelopingBigPictureAndExecuting: 3,
    };
    expect(errors('methodology', methodology).map((error) => error.field)).toEqual([
      'prefersDevelopingBigPictureOnly',
      'prefersDevelopingBigPictureAndExecuting',
    ]);
    expect(errors('methodology', { ...methodology, prefersDevelopingBigPictureAndExecuting: 4 })).toEqual([]);
  });

  it('accepts false for hasManaged and managedManagers, and 0 for the budget', () => {
    expect(errors('has_managed', { hasManaged: false })).toEqual([]);
    expect(errors('managed_managers', { managedManagers: false })).toEqual([]);
    expect(errors('largest_budget_responsibility', { largestBudgetResponsibility: 0 })).toEqual([]);
    expect(errors('largest_budget_responsibility', { largestBudgetResponsibility: 7 })).toEqual([
      { field: 'largestBudgetResponsibility', message: 'Choose one of the listed budget ranges' },
    ]);
    expect(errors('has_managed', {})).toEqual([{ field: 'hasManaged', message: 'Tell us whether you have managed people' }]);
  });

  it('phone number: digits only once brackets, dashes and spaces are stripped', () => {
    const answers = normalizeAnswers(jobseeker(), { phoneNumber: '(212) 555-0123' });
    expect(answers.phoneNumber).toBe('2125550123');
    expect(errors('wrap_up', answers)).toEqual([]);
    expect(errors('wrap_up', { phoneNumber: '(212) 555-0123' })).toEqual([
      { field: 'phoneNumber', message: 'Enter a 10-digit US phone number, area code first' },
    ]);
  });

  it('wrap_up is optional: nothing answered is valid', () => {
    expect(errors('wrap_up', {})).toEqual([]);
  });

  it('custom metro areas take the form City, ST', () => {
    expect(errors('metro_area', { metroArea: 'Boise, ID' })).toEqual([]);
    expect(errors('metro_area', { metroArea: 'New York, NY' })).toEqual([]);
    expect(errors('metro_area', { metroArea: 'boise id' })).toEqual([
      { field: 'metroArea', message: 'Choose a metro area from the list, or type it as City, ST (for example Boise, ID)' },
    ]);
    expect(errors('metro_area', {})).toEqual([{ field: 'metroArea', message: 'Choose the metro area you live in' }]);
  });

  it('records: recent experience needs name and jobTitle, reported at the field', () => {
    expect(errors('recent_experience', { recentExperience: { name: 'KIPP' } })).toEqual([
      { field: 'recentExperience', message: 'Enter your job title', path: '/jobTitle' },
    ]);
    expect(errors('education', { education: [{ school: 'Howard University', degree: 'phd', fieldOfStudy: 'astrology' }] })).toEqual([
      { field: 'education', message: 'Choose from the listed fields of study', path: '/0/fieldOfStudy' },
    ]);
    expect(errors('education', { education: [] })).toEqual([{ field: 'education', message: 'Add at least one education record' }]);
  });

  it('skills: at least one non-deleted skill with a rating', () => {
    expect(
      errors('skill_by_functional_expertise', { skillByFunctionalExpertise: [{ skillId: 'sql', rating: 3, deleted: true }, { skillId: 'audit' }] }),
    ).toEqual([{ field: 'skillByFunctionalExpertise', message: 'Rate at least one skill' }]);
    expect(errors('skill_by_functional_expertise', { skillByFunctionalExpertise: [{ skillId: 'sql', rating: 3 }] })).toEqual([]);
  });

  it('ethnicity: Declined to State stands alone', () => {
    expect(errors('ethnicity', { ethnicity: ['asian', 'declined_to_state'] })).toEqual([
      { field: 'ethnicity', message: 'Declined to State cannot be combined with other answers' },
    ]);
    expect(errors('ethnicity', { ethnicity: ['asian', 'white'] })).toEqual([]);
  });

  it('validates only the questions shown', () => {
    expect(errors('gender', { gender: 'female', customGender: 'x'.repeat(500) })).toEqual([]);
    expect(errors('gender', { gender: 'self_describe' })).toEqual([{ field: 'customGender', message: 'Tell us how you identify' }]);
  });

  it('works for any flow', () => {
    expect(validateStep(tiny(), 'start', { kind: 'c' }, validator)).toEqual([{ field: 'kind', message: 'Pick a listed kind' }]);
    expect(validateStep(tiny(), 'middle', { tags: ['x', 'q'] }, validator)).toEqual([{ field: 'tags', message: 'Pick listed tags', path: '/1' }]);
  });
});
