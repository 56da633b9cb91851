import type { EmployerProfileV1Answers, JobseekerV1Answers, RoleV1Answers } from '../../src/generated/flows';

/**
 * The complete answers a matching fixture (tests/fixtures/matching/*.json) is laid over, so a fixture states only
 * what its expectation is about. Each is stored as the app stores it: camelCase, flat, as the flow files name the
 * questions (organisation: employer-profile v1; role: role v1; person: jobseeker v1).
 *
 * What they say, and what the replay checks before any fixture runs (so they stay valid as flows and factors move):
 * - every answer validates against its flow, every step on the walk is complete, and nothing is off the walk;
 * - the organisation is in Austin, TX; the role is full time, in person or hybrid, in the metro area "Austin, TX",
 *   open to relocation, and asks something of every weighted factor;
 * - the person lives in Austin, TX, would work only there ("home"), passes every hard filter and, on BASELINE_TODAY,
 *   earns every point of every factor (100). So a person `{}` is the best candidate, and a fixture that changes one
 *   answer sees that answer alone move the score or the verdict.
 *
 * Levers a fixture is likely to pull: role `geographicRequirement`, `roleLocationType`, `availableMetroAreas`,
 * `openToRelocation`, `maximumSalary` (110,000), `excludedOrganizations` ("Rival Academy"),
 * `minimumYearsFullTimeExperience` (3); person `metroArea`, `opennessToAlternativeLocations`, `primaryLocations`,
 * `compensation`, `recentExperience` (at "Eastside Prep" now), `yearsFullTimeExperience` (8). In a fixture, `null`
 * removes a baseline answer (the question is then unanswered).
 */
export const BASELINE_TODAY = '2026-11-23';

export const BASELINE_ORGANISATION = {
  primaryAddress: { streetAddress: '400 Congress Avenue', city: 'Austin', state: 'TX', zipcode: '78701' },
  metroArea: 'Austin, TX',
  link: 'https://eastside-learning.example.org',
  educationType: 'charter',
  missionStatement: 'Eastside Learning runs three public charter schools where every student reads, reasons and chooses their next step.',
  companySize: '51_100',
  growthStage: 'established',
  personalityTraits: ['collaborative', 'student_centered', 'data_driven', 'mission_driven', 'transparent'],
  employeesHaveCloseRelationships: true,
  hasPotentialForHighGrowth: false,
  hasOpportunityForAdvancement: true,
  hasWorkLifeBalance: true,
  cultureType: 'clan',
  referralType: 'conference_or_event',
} satisfies EmployerProfileV1Answers;

export const BASELINE_ROLE = {
  jobTitle: 'Director of School Operations',
  description: 'Runs the day-to-day operations of three campuses: facilities, budgets, schedules and the operations team.',
  roleType: ['full_time'],
  roleLength: ['ongoing'],
  roleLocationType: ['in_person', 'mix'],
  idealStartDate: '2027-03-01',
  latestStartDate: '2027-05-01',
  geographicRequirement: 'specific',
  availableMetroAreas: ['Austin, TX'],
  openToRelocation: true,
  offersRelocation: false,
  preferredSalary: 95_000,
  maximumSalary: 110_000,
  serviceTier: 'enhanced',
  requiresTravel: true,
  requiredTravelTime: 'under_10_percent',
  teamworkApproach: 'shared',
  deadlineApproach: 'compromise',
  levelOfStructure: 'somewhat_structured',
  moreDisciplinedThanFlexible: true,
  moreOutgoingThanIntroverted: false,
  excludedOrganizations: 'Rival Academy',
  undergradDegreeRequirement: 'yes',
  graduateDegreeRequirement: 'preferred',
  preferredGradDegrees: ['mba'],
  preferredAreasOfStudy: ['educational_leadership'],
  hasCollegePreference: true,
  preferredColleges: [228778],
  yearsFullTimeExperience: 6,
  minimumYearsFullTimeExperience: 3,
  requiresManagingOthers: true,
  managedNumberOfYears: 2,
  requiresManagingManagers: false,
  managedNumOfEmployees: '6_10',
  budgetResponsibility: 1_000_000,
  interestedInSpecialEducationTypes: false,
  interestedInSpecificEmployers: false,
  interestedInSpecificAffiliations: false,
  primaryFunctionalArea: 'operations',
  functionalSkills1: ['school_operations'],
  secondaryFunctionalArea: 'finance',
  functionalSkills2: ['budgeting_forecasting'],
  tertiaryFunctionalArea: 'talent_hr',
  functionalSkills3: ['onboarding'],
  languages: [{ name: 'spanish', role: 'required' }],
  skills: [{ skillId: 'project_management', rating: 3 }],
} satisfies RoleV1Answers;

export const BASELINE_JOBSEEKER = {
  canWorkInUs: true,
  metroArea: 'Austin, TX',
  opennessToAlternativeLocations: 'home',
  compensation: { minimumSalary: 90_000 },
  highestEducationLevel: 'graduate',
  education: [
    { school: 'University of Texas at Austin', universityId: 228778, degree: 'ba', fieldOfStudy: 'educational_leadership', graduationYear: 2012 },
    { school: 'University of Texas at Austin', universityId: 228778, degree: 'mba', fieldOfStudy: 'educational_leadership', graduationYear: 2017 },
  ],
  recentExperience: {
    name: 'Eastside Prep',
    jobTitle: 'Operations Manager',
    startDate: '2019-07-01',
    currentlyAtJob: true,
    endDate: null,
    mostRecentRole: true,
  },
  functionalExpertiseAreas: ['operations', 'finance', 'strategy_partnerships'],
  skillByFunctionalExpertise: [
    { skillId: 'school_operations', rating: 4 },
    { skillId: 'budgeting_forecasting', rating: 3 },
  ],
  referralType: 'friend_or_colleague',
  jobSeekingStatus: 'active',
  availableStartDate: '1_3_months',
  seekingHoursToWork: ['full_time'],
  hopefulFunctionalExpertiseAreas: ['operations', 'talent_hr', 'finance'],
  hasManaged: true,
  yearsManagingOthers: 4,
  managedManagers: false,
  managedNumOfEmployees: '11_25',
  yearsFullTimeExperience: 8,
  workExperience: [{ name: 'Northside Charter', jobTitle: 'Operations Associate', startDate: '2013-08-01', endDate: '2019-06-30', currentlyAtJob: false }],
  largestBudgetResponsibility: 1_000_000,
  languages: [
    { name: 'english', readingProficiency: 'native_bilingual', writingProficiency: 'native_bilingual', speakingProficiency: 'native_bilingual' },
    { name: 'spanish', readingProficiency: 'professional_working', writingProficiency: 'professional_working', speakingProficiency: 'full_professional' },
  ],
  skills: [
    { skillId: 'onboarding', rating: 2 },
    { skillId: 'project_management', rating: 3 },
  ],
  gender: 'decline_to_state',
  ethnicity: ['declined_to_state'],
  teamworkApproach: 'shared',
  deadlineApproach: 'compromise',
  inPersonPreferenceScore: 1,
  hybridVirtualInPersonPreferenceScore: 2,
  virtualPreferenceScore: 3,
  workFlexibilityPreference: 'somewhat_flexible',
  idealCompanySize: ['51_100', '101_500'],
  idealGrowthStage: ['established'],
  interestedInSpecificOrganizationType: ['charter', 'public_district'],
  canTravelOvernight: true,
  canTravelHowMuch: '10_25_percent',
  prefersDefinedEndAndMeans: 3,
  prefersDefinedEndOnly: 1,
  prefersDevelopingBigPictureOnly: 4,
  prefersDevelopingBigPictureAndExecuting: 2,
  moreDisciplinedThanFlexible: true,
  moreOutgoingThanIntroverted: false,
  personalityTraits: ['collaborative', 'structured', 'student_centered'],
  affiliations: [],
  currentlySitsOnBoard: false,
  interestedInBoardRoles: false,
} satisfies JobseekerV1Answers;

/** A fixture's answers over a baseline: a key given replaces the baseline's answer, and `null` removes it. */
export function overlay(baseline: Readonly<Record<string, unknown>>, answers: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...baseline, ...answers };
  for (const [field, value] of Object.entries(answers)) if (value === null) delete merged[field];
  return merged;
}
