import { describe, expect, it } from 'vitest';
import { nextStep } from '../../../src/flows/next-step';
import { previousStep } from '../../../src/flows/previous-step';
import { validateStep } from '../../../src/flows/validate-step';
import { normalizeAnswers } from '../../../src/flows/normalize-answers';
import { completedSections } from '../../../src/flows/section-completeness';
import { lintFlow } from '../../../src/flows/lint/lint-flow';
import { loadFlowVersion, readJson } from '../../../scripts/lib/schema-files';
import { fixturePaths } from '../../../scripts/lib/fixture-files';
import { validator } from './helpers';

const role = loadFlowVersion('role', 1, validator);
const employer = loadFlowVersion('employer-profile', 1, validator);
const to = (step: string) => ({ kind: 'step', step });

describe('role flow branching (spec 001 §2.2) on the same engine', () => {
  it('geographicRequirement: specific to availableMetroAreas, else openToRelocation for full-time, else preferredRate', () => {
    expect(nextStep(role, 'geographicRequirement', { geographicRequirement: 'specific', roleType: ['full_time'] })).toEqual(to('availableMetroAreas'));
    expect(nextStep(role, 'geographicRequirement', { geographicRequirement: 'remote', roleType: ['full_time'] })).toEqual(to('openToRelocation'));
    expect(nextStep(role, 'geographicRequirement', { geographicRequirement: 'remote', roleType: ['contracted'] })).toEqual(to('preferredRate'));
  });

  it('openToRelocation, maximumSalary, requiresTravel, and back mirrors forward', () => {
    const fullTime = { roleType: ['full_time'], geographicRequirement: 'anywhere_in_us' };
    expect(nextStep(role, 'openToRelocation', { ...fullTime, openToRelocation: true })).toEqual(to('offersRelocation'));
    expect(nextStep(role, 'openToRelocation', { ...fullTime, openToRelocation: false })).toEqual(to('preferredSalary'));
    expect(previousStep(role, 'preferredSalary', { ...fullTime, openToRelocation: false })).toBe('openToRelocation');
    expect(nextStep(role, 'maximumSalary', { roleType: ['full_time', 'part_time_under_20'] })).toEqual(to('preferredRate'));
    // Nothing stands between the last pay question and travel, either way; the service tier opens the role.
    expect(nextStep(role, 'maximumSalary', fullTime)).toEqual(to('requiresTravel'));
    expect(previousStep(role, 'requiresTravel', fullTime)).toBe('maximumSalary');
    expect(nextStep(role, 'maximumRate', { roleType: ['full_time', 'contracted'] })).toEqual(to('requiresTravel'));
    expect(previousStep(role, 'requiresTravel', { roleType: ['full_time', 'contracted'] })).toBe('maximumRate');
    expect(nextStep(role, 'intro', {})).toEqual(to('serviceTier'));
    expect(previousStep(role, 'jobTitle', {})).toBe('serviceTier');
    expect(nextStep(role, 'requiresTravel', { requiresTravel: true })).toEqual(to('requiredTravelTime'));
    expect(nextStep(role, 'requiresTravel', { requiresTravel: false })).toEqual(to('teamworkApproach'));
  });

  it('education and work experience branches', () => {
    expect(nextStep(role, 'graduateDegreeRequirement', { graduateDegreeRequirement: 'preferred' })).toEqual(to('preferredGradDegrees'));
    expect(nextStep(role, 'graduateDegreeRequirement', { graduateDegreeRequirement: 'no' })).toEqual(to('preferredAreasOfStudy'));
    expect(nextStep(role, 'hasCollegePreference', { hasCollegePreference: false })).toEqual(to('yearsFullTimeExperience'));
    expect(nextStep(role, 'requiresManagingOthers', { requiresManagingOthers: true })).toEqual(to('managedNumberOfYears'));
    expect(nextStep(role, 'requiresManagingOthers', { requiresManagingOthers: false })).toEqual(to('budgetResponsibility'));
    expect(nextStep(role, 'interestedInSpecialEducationTypes', { interestedInSpecialEducationTypes: false })).toEqual(to('interestedInSpecificEmployers'));
    expect(nextStep(role, 'interestedInSpecificEmployers', { interestedInSpecificEmployers: true })).toEqual(to('specialEmployers'));
    expect(nextStep(role, 'interestedInSpecificAffiliations', { interestedInSpecificAffiliations: false })).toEqual(to('primaryFunctionalArea'));
  });

  it('§5.2 limits with their messages', () => {
    expect(validateStep(role, 'jobTitle', { jobTitle: 'x'.repeat(73) }, validator)).toEqual([
      { field: 'jobTitle', message: 'Keep the job title to 72 characters' },
    ]);
    expect(validateStep(role, 'preferredColleges', { hasCollegePreference: true, preferredColleges: [1, 2, 3, 4, 5, 6] }, validator)).toEqual([
      { field: 'preferredColleges', message: 'Choose at most 5 colleges' },
    ]);
    const employers = normalizeAnswers(role, { specialEmployers: 'KIPP, YES Prep , , Noble, Uncommon' }).specialEmployers;
    expect(employers).toEqual(['KIPP', 'YES Prep', 'Noble', 'Uncommon']);
    expect(validateStep(role, 'specialEmployers', { interestedInSpecificEmployers: true, specialEmployers: employers }, validator)).toEqual([
      { field: 'specialEmployers', message: 'Name at most 3 employers' },
    ]);
    expect(validateStep(role, 'managedNumberOfYears', { requiresManagingOthers: true }, validator).map((error) => error.field)).toEqual([
      'managedNumberOfYears',
      'requiresManagingManagers',
      'managedNumOfEmployees',
    ]);
  });

  it('sections complete in order only (sequential)', () => {
    const fixture = readJson(fixturePaths([]).find((file) => file.endsWith('role-every-branch-shown-path.json'))!) as { answers: Record<string, unknown> };
    expect(completedSections(role, fixture.answers, validator)).toEqual(['Role Basics', 'Education', 'Work Experience', 'Skills']);
    expect(completedSections(role, { ...fixture.answers, jobTitle: undefined }, validator)).toEqual([]);
  });
});

describe('employer profile flow', () => {
  it('link needs a protocol; exactly 5 traits; mission up to 2000', () => {
    expect(validateStep(employer, 'link', { link: 'www.example.org' }, validator)).toEqual([
      { field: 'link', message: 'Link must include a protocol (https://)' },
    ]);
    expect(validateStep(employer, 'link', { link: 'https://www.example.org' }, validator)).toEqual([]);
    const six = ['collaborative', 'innovative', 'mission_driven', 'data_driven', 'entrepreneurial', 'humble'];
    expect(validateStep(employer, 'personalityTraits', { personalityTraits: six }, validator)).toEqual([
      { field: 'personalityTraits', message: 'Only limit your selection to 5' },
    ]);
    expect(validateStep(employer, 'personalityTraits', { personalityTraits: six.slice(0, 5) }, validator)).toEqual([]);
    expect(validateStep(employer, 'missionStatement', { missionStatement: 'x'.repeat(2001) }, validator)).toEqual([
      { field: 'missionStatement', message: 'Keep your mission statement to 2000 characters or fewer' },
    ]);
    expect(validateStep(employer, 'primaryAddress', { primaryAddress: { streetAddress: '1 Main St', city: 'Boise' } }, validator)).toEqual([
      { field: 'primaryAddress', message: 'Enter the ZIP code', path: '/zipcode' },
      { field: 'primaryAddress', message: 'Choose the state', path: '/state' },
    ]);
  });

  it('both flows lint clean', () => {
    expect(lintFlow(role)).toEqual([]);
    expect(lintFlow(employer)).toEqual([]);
  });
});
