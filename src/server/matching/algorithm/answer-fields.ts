import type { EmployerProfileV1Answers, JobseekerV1Answers, RoleV1Answers } from '../../../generated/flows';

/**
 * The one place matching names answer fields: the keys of schemas/flows/jobseeker/v1.json (stored in
 * `flow_answers.answers`, flow `jobseeker`) and of schemas/flows/role/v1.json (stored flat in `roles.answers`; the
 * preference targets are nested only on the wire). A renamed question changes here and nowhere else, and the
 * answer types generated from those files (src/generated/) make a name that is no longer a question a type error.
 */
export const JOBSEEKER_FIELDS = {
  canWorkInUs: 'canWorkInUs',
  metroArea: 'metroArea',
  openness: 'opennessToAlternativeLocations',
  primaryLocations: 'primaryLocations',
  compensation: 'compensation',
  highestEducationLevel: 'highestEducationLevel',
  education: 'education',
  recentExperience: 'recentExperience',
  workExperience: 'workExperience',
  expertiseAreas: 'functionalExpertiseAreas',
  hopefulAreas: 'hopefulFunctionalExpertiseAreas',
  expertiseSkills: 'skillByFunctionalExpertise',
  otherSkills: 'skills',
  availableStartDate: 'availableStartDate',
  seekingHours: 'seekingHoursToWork',
  hasManaged: 'hasManaged',
  yearsManaging: 'yearsManagingOthers',
  managedManagers: 'managedManagers',
  managedTeamSize: 'managedNumOfEmployees',
  yearsExperience: 'yearsFullTimeExperience',
  largestBudget: 'largestBudgetResponsibility',
  languages: 'languages',
  teamworkApproach: 'teamworkApproach',
  deadlineApproach: 'deadlineApproach',
  inPersonRank: 'inPersonPreferenceScore',
  hybridRank: 'hybridVirtualInPersonPreferenceScore',
  remoteRank: 'virtualPreferenceScore',
  workFlexibility: 'workFlexibilityPreference',
  canTravelOvernight: 'canTravelOvernight',
  travelAmount: 'canTravelHowMuch',
  moreDisciplined: 'moreDisciplinedThanFlexible',
  moreOutgoing: 'moreOutgoingThanIntroverted',
} as const satisfies Record<string, keyof JobseekerV1Answers>;

export const ROLE_FIELDS = {
  roleType: 'roleType',
  workModes: 'roleLocationType',
  idealStartDate: 'idealStartDate',
  latestStartDate: 'latestStartDate',
  geographicRequirement: 'geographicRequirement',
  metroAreas: 'availableMetroAreas',
  openToRelocation: 'openToRelocation',
  offersRelocation: 'offersRelocation',
  preferredSalary: 'preferredSalary',
  maximumSalary: 'maximumSalary',
  preferredRate: 'preferredRate',
  maximumRate: 'maximumRate',
  requiresTravel: 'requiresTravel',
  travelAmount: 'requiredTravelTime',
  teamworkApproach: 'teamworkApproach',
  deadlineApproach: 'deadlineApproach',
  moreDisciplined: 'moreDisciplinedThanFlexible',
  moreOutgoing: 'moreOutgoingThanIntroverted',
  excludedOrganizations: 'excludedOrganizations',
  undergradRequirement: 'undergradDegreeRequirement',
  graduateRequirement: 'graduateDegreeRequirement',
  preferredGradDegrees: 'preferredGradDegrees',
  preferredAreasOfStudy: 'preferredAreasOfStudy',
  preferredColleges: 'preferredColleges',
  preferredYears: 'yearsFullTimeExperience',
  minimumYears: 'minimumYearsFullTimeExperience',
  requiresManaging: 'requiresManagingOthers',
  managingYears: 'managedNumberOfYears',
  requiresManagingManagers: 'requiresManagingManagers',
  teamSize: 'managedNumOfEmployees',
  budget: 'budgetResponsibility',
  areas: ['primaryFunctionalArea', 'secondaryFunctionalArea', 'tertiaryFunctionalArea'],
  areaSkills: ['functionalSkills1', 'functionalSkills2', 'functionalSkills3'],
  languages: 'languages',
  skills: 'skills',
} as const satisfies Record<string, keyof RoleV1Answers | readonly (keyof RoleV1Answers)[]>;

/** The organisation's answers (schemas/flows/employer-profile/v1.json, `employers.answers`) matching reads. */
export const EMPLOYER_FIELDS = {
  metroArea: 'metroArea',
  primaryAddress: 'primaryAddress',
} as const satisfies Record<string, keyof EmployerProfileV1Answers>;

/**
 * The job seeker flow's section whose answers (gender, customGender, ethnicity, and whatever is added to it)
 * matching never reads. Nothing above names one of its fields; a unit test checks that against the flow file.
 */
export const DEMOGRAPHICS_SECTION = 'Demographics';
