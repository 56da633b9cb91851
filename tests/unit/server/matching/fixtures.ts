import { criteriaOf, profileOf, type JobseekerProfile, type RoleCriteria } from '../../../../src/server/matching/algorithm';

export const TODAY = '2026-11-23';

/** A role (flat, as `roles.answers` stores it) that a well-fitting job seeker meets on every filter and factor. */
export const ROLE: Record<string, unknown> = {
  jobTitle: 'Director of Operations',
  roleType: ['full_time'],
  roleLocationType: ['in_person', 'mix'],
  idealStartDate: '2027-01-15',
  latestStartDate: '2027-04-01',
  geographicRequirement: 'specific',
  availableMetroAreas: ['Austin, TX', 'Dallas, TX'],
  openToRelocation: true,
  preferredSalary: 98_000,
  maximumSalary: 115_000,
  requiresTravel: true,
  requiredTravelTime: 'under_10_percent',
  teamworkApproach: 'shared',
  deadlineApproach: 'compromise',
  moreDisciplinedThanFlexible: true,
  moreOutgoingThanIntroverted: false,
  excludedOrganizations: 'Rival Academy, Other Charter',
  undergradDegreeRequirement: 'yes',
  graduateDegreeRequirement: 'preferred',
  preferredGradDegrees: ['mba'],
  preferredAreasOfStudy: ['business_administration'],
  hasCollegePreference: true,
  preferredColleges: [228778],
  yearsFullTimeExperience: 6,
  minimumYearsFullTimeExperience: 4,
  requiresManagingOthers: true,
  managedNumberOfYears: 3,
  requiresManagingManagers: false,
  managedNumOfEmployees: '6_10',
  budgetResponsibility: 1_000_000,
  primaryFunctionalArea: 'operations',
  functionalSkills1: ['school_operations', 'facilities_management'],
  secondaryFunctionalArea: 'finance',
  functionalSkills2: ['budgeting_forecasting'],
  tertiaryFunctionalArea: 'talent_hr',
  functionalSkills3: ['onboarding'],
  languages: [
    { id: 1, name: 'spanish', role: 'required' },
    { id: 2, name: 'french', role: 'preferred' },
  ],
  skills: [
    { id: 3, skillId: 'project_management', rating: 3 },
    { id: 4, customSkill: 'Bus routing', rating: 2 },
  ],
};

/** A job seeker (as `flow_answers.answers` stores them) who passes every filter and earns every point of ROLE. */
export const SEEKER: Record<string, unknown> = {
  canWorkInUs: true,
  metroArea: 'Austin, TX',
  opennessToAlternativeLocations: 'home',
  compensation: { minimumSalary: 92_000, minimumHourlyRate: 45 },
  highestEducationLevel: 'graduate',
  education: [
    { id: 10, school: 'UT Austin', universityId: 228778, degree: 'ba', fieldOfStudy: 'business_administration', graduationYear: 2010 },
    { id: 11, school: 'Rice', degree: 'mba', fieldOfStudy: 'business_administration', graduationYear: 2014 },
  ],
  recentExperience: {
    id: 12,
    name: 'Lincoln Park Academy',
    jobTitle: 'Operations Manager',
    startDate: '2019-08-01',
    currentlyAtJob: true,
    endDate: null,
    mostRecentRole: true,
  },
  workExperience: [{ id: 13, name: 'Rival Academy', jobTitle: 'Analyst', startDate: '2012-01-01', endDate: '2019-06-30', currentlyAtJob: false }],
  functionalExpertiseAreas: ['operations', 'finance', 'strategy_partnerships'],
  hopefulFunctionalExpertiseAreas: ['operations', 'talent_hr', 'finance'],
  skillByFunctionalExpertise: [
    { id: 14, skillId: 'school_operations', rating: 4 },
    { id: 15, skillId: 'facilities_management', rating: 3 },
    { id: 16, skillId: 'budgeting_forecasting', rating: 3 },
  ],
  skills: [
    { id: 17, skillId: 'onboarding', rating: 2 },
    { id: 18, skillId: 'project_management', rating: 4 },
    { id: 22, customSkill: 'bus routing', rating: 2 },
  ],
  jobSeekingStatus: 'active',
  availableStartDate: 'immediately',
  seekingHoursToWork: ['full_time'],
  hasManaged: true,
  yearsManagingOthers: 4,
  managedManagers: false,
  managedNumOfEmployees: '11_25',
  yearsFullTimeExperience: 9,
  largestBudgetResponsibility: 1_000_000,
  languages: [
    { id: 19, name: 'english', readingProficiency: 'native_bilingual', writingProficiency: 'native_bilingual', speakingProficiency: 'native_bilingual' },
    { id: 20, name: 'spanish', readingProficiency: 'full_professional', writingProficiency: 'professional_working', speakingProficiency: 'full_professional' },
    { id: 21, name: 'french', readingProficiency: 'elementary', writingProficiency: 'elementary', speakingProficiency: 'elementary' },
  ],
  gender: 'female',
  ethnicity: ['hispanic_or_latino'],
  teamworkApproach: 'shared',
  deadlineApproach: 'compromise',
  inPersonPreferenceScore: 1,
  hybridVirtualInPersonPreferenceScore: 2,
  virtualPreferenceScore: 3,
  workFlexibilityPreference: 'firm',
  canTravelOvernight: true,
  canTravelHowMuch: '10_25_percent',
  moreDisciplinedThanFlexible: true,
  moreOutgoingThanIntroverted: false,
};

export function role(overrides: Record<string, unknown> = {}): RoleCriteria {
  return criteriaOf({ ...ROLE, ...overrides });
}

export function seeker(overrides: Record<string, unknown> = {}): JobseekerProfile {
  return profileOf({ ...SEEKER, ...overrides });
}
