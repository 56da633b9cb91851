import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import { ROLE_FIELDS } from './answer-fields';
import { count, list, money, normaliseOrganisation, titleOf } from './words';

const kindOfWork = (value: string) => titleOf(ROLE_FIELDS.roleType, value);

/** One hard filter's verdict on one job seeker, with the values it compared (the debug page shows them). */
export interface FilterResult {
  name: FilterName;
  passed: boolean;
  reason: string;
  roleValue: unknown;
  jobseekerValue: unknown;
}

export const FILTER_NAMES = ['work_authorization', 'hours_and_role_type', 'location', 'compensation', 'excluded_organizations', 'minimum_experience'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

type Verdict = Pick<FilterResult, 'passed' | 'reason'>;

const FULL_TIME = 'full_time';

function workAuthorization(criteria: RoleCriteria, profile: JobseekerProfile): Verdict {
  if (!criteria.requireWorkAuthorization) return { passed: true, reason: 'US work authorization is not asked for' };
  if (profile.canWorkInUs === true) return { passed: true, reason: 'Authorized to work in the US' };
  return {
    passed: false,
    reason: profile.canWorkInUs === false ? 'Not authorized to work in the US' : 'Has not said whether they are authorized to work in the US',
  };
}

function hoursAndRoleType(criteria: RoleCriteria, profile: JobseekerProfile): Verdict {
  if (criteria.roleTypes.length === 0) return { passed: true, reason: 'The role names no kind of work' };
  const shared = criteria.roleTypes.filter((type) => profile.seekingHours.includes(type));
  // Titles hold commas ("Part-time, 20-30 hours a week"), so kinds of work are joined with "or" alone.
  const kinds = (values: string[]) => values.map(kindOfWork).join(' or ');
  if (shared.length > 0) return { passed: true, reason: `Looking for ${kinds(shared)}, as the role offers` };
  const wanted = profile.seekingHours.length > 0 ? kinds(profile.seekingHours) : 'no kind of work yet';
  return { passed: false, reason: `Looking for ${wanted}; the role offers ${kinds(criteria.roleTypes)}` };
}

/** Where a role is done, as the location filter reads it (the table "Location" in the README). */
export type RolePlace =
  { kind: 'remote'; reason: string } | { kind: 'unknown'; reason: string } | { kind: 'places'; places: string[]; source: 'metro_areas' | 'organisation' };

export function rolePlace(criteria: Pick<RoleCriteria, 'geographicRequirement' | 'workModes' | 'metroAreas' | 'organisationMetroArea'>): RolePlace {
  if (criteria.geographicRequirement === 'remote') return { kind: 'remote', reason: 'The role is fully remote, with no location requirement' };
  if (criteria.geographicRequirement === 'specific') return { kind: 'places', places: criteria.metroAreas, source: 'metro_areas' };
  // "Anywhere in the US": a role that can be done remotely is, and an in-person or hybrid one is done where the organisation is.
  if (criteria.workModes.includes('remote')) return { kind: 'remote', reason: 'The role can be done remotely from anywhere in the US' };
  if (criteria.organisationMetroArea !== null) return { kind: 'places', places: [criteria.organisationMetroArea], source: 'organisation' };
  return { kind: 'unknown', reason: 'The organization has not said where it is, so where the role is done is not known' };
}

/** Whether a remote-only person can take the role at all: only a role that offers remote work. */
export function offersRemoteWork(criteria: Pick<RoleCriteria, 'geographicRequirement' | 'workModes'>): boolean {
  return criteria.geographicRequirement === 'remote' || criteria.workModes.includes('remote');
}

function location(criteria: RoleCriteria, profile: JobseekerProfile): Verdict {
  const place = rolePlace(criteria);
  if (place.kind === 'remote') return { passed: true, reason: place.reason };
  if (profile.openness === 'remote' && !offersRemoteWork(criteria)) return { passed: false, reason: 'Wants remote work only; the role is not remote' };
  if (place.kind === 'unknown') return { passed: true, reason: place.reason };
  const where = place.source === 'organisation' ? `${list(place.places)}, where the organization is` : list(place.places);
  const home = profile.metroArea ?? 'a metro area they have not named';
  if (profile.metroArea !== null && place.places.includes(profile.metroArea)) return { passed: true, reason: `Lives in ${home}, where the role is done` };
  if (profile.openness === 'home') return { passed: false, reason: `Lives in ${home} and would work only there; the role is done in ${where}` };
  if (profile.openness === 'remote') return { passed: false, reason: `Lives in ${home} and wants remote work only; the role is done in ${where}` };
  const named = profile.otherLocations.filter((city) => place.places.includes(city));
  const wouldMove = profile.openness === 'anywhere' || named.length > 0;
  const how = named.length > 0 ? `named ${list(named)} as a place they would work` : 'would work anywhere in the US';
  if (wouldMove && criteria.openToRelocation) return { passed: true, reason: `Lives in ${home} and ${how}; the role is open to relocation` };
  if (wouldMove) return { passed: false, reason: `Lives in ${home} and ${how}, but the role is not open to relocation` };
  return { passed: false, reason: `Lives in ${home} and did not name ${where} among the places they would work` };
}

/** Which comparisons apply: salary for full-time work both sides want, the hourly rate for the other kinds. */
export function compensationChecks(criteria: RoleCriteria, profile: Pick<JobseekerProfile, 'seekingHours' | 'minimumSalary' | 'minimumHourlyRate'>) {
  const salary =
    criteria.maximumSalary !== null && profile.minimumSalary !== null && criteria.roleTypes.includes(FULL_TIME) && profile.seekingHours.includes(FULL_TIME);
  const rate =
    criteria.maximumRate !== null &&
    profile.minimumHourlyRate !== null &&
    criteria.roleTypes.some((type) => type !== FULL_TIME) &&
    profile.seekingHours.some((type) => type !== FULL_TIME);
  return { salary, rate };
}

/** Why nothing could be compared: the role states no maximum, or the person gave no minimum for the pay that applies. */
function nothingToCompare(criteria: RoleCriteria, profile: JobseekerProfile): string {
  const salaryApplies = criteria.maximumSalary !== null && criteria.roleTypes.includes(FULL_TIME) && profile.seekingHours.includes(FULL_TIME);
  const rateApplies =
    criteria.maximumRate !== null && criteria.roleTypes.some((type) => type !== FULL_TIME) && profile.seekingHours.some((type) => type !== FULL_TIME);
  if (salaryApplies) return `Has not said the lowest salary they would take; the role pays at most ${money(criteria.maximumSalary!)}`;
  if (rateApplies) return `Has not said the lowest hourly rate they would take; the role pays at most ${money(criteria.maximumRate!)} an hour`;
  if (criteria.maximumSalary !== null && criteria.roleTypes.includes(FULL_TIME))
    return `Not looking for full-time work, so the role's maximum salary of ${money(criteria.maximumSalary)} does not apply`;
  if (criteria.maximumRate !== null) return `Not looking for hourly work, so the role's maximum rate of ${money(criteria.maximumRate)} an hour does not apply`;
  return 'The role states no maximum pay';
}

function compensation(criteria: RoleCriteria, profile: JobseekerProfile): Verdict {
  const checks = compensationChecks(criteria, profile);
  if (!checks.salary && !checks.rate) return { passed: true, reason: nothingToCompare(criteria, profile) };
  const salaryOk = checks.salary && profile.minimumSalary! <= criteria.maximumSalary!;
  const rateOk = checks.rate && profile.minimumHourlyRate! <= criteria.maximumRate!;
  if (salaryOk)
    return { passed: true, reason: `Asks at least ${money(profile.minimumSalary!)}, within the role's maximum of ${money(criteria.maximumSalary!)}` };
  if (rateOk)
    return {
      passed: true,
      reason: `Asks at least ${money(profile.minimumHourlyRate!)} an hour, within the role's maximum of ${money(criteria.maximumRate!)} an hour`,
    };
  if (checks.salary)
    return { passed: false, reason: `Asks at least ${money(profile.minimumSalary!)}, above the role's maximum of ${money(criteria.maximumSalary!)}` };
  return {
    passed: false,
    reason: `Asks at least ${money(profile.minimumHourlyRate!)} an hour, above the role's maximum of ${money(criteria.maximumRate!)} an hour`,
  };
}

function excludedOrganizations(criteria: RoleCriteria, profile: JobseekerProfile): Verdict {
  if (criteria.excludedOrganizations.length === 0) return { passed: true, reason: 'The role excludes no organizations' };
  const excluded = new Set(criteria.excludedOrganizations.map(normaliseOrganisation));
  const hit = profile.currentEmployers.filter((name) => excluded.has(normaliseOrganisation(name)));
  if (hit.length === 0) return { passed: true, reason: 'Does not work at an excluded organization' };
  return { passed: false, reason: `Works at ${list(hit)}, which the role excludes` };
}

function minimumExperience(criteria: RoleCriteria, profile: JobseekerProfile): Verdict {
  const needed = criteria.minimumYearsExperience ?? 0;
  if (needed === 0) return { passed: true, reason: 'No minimum experience' };
  const years = profile.yearsExperience ?? 0;
  if (years >= needed) return { passed: true, reason: `${count(years, 'year')} of full-time experience, at least the ${needed} asked` };
  return { passed: false, reason: `${count(years, 'year')} of full-time experience, fewer than the ${needed} asked` };
}

const FILTERS: Record<
  FilterName,
  { check: (criteria: RoleCriteria, profile: JobseekerProfile) => Verdict; values: (criteria: RoleCriteria, profile: JobseekerProfile) => [unknown, unknown] }
> = {
  work_authorization: { check: workAuthorization, values: (c, p) => [c.requireWorkAuthorization, p.canWorkInUs] },
  hours_and_role_type: { check: hoursAndRoleType, values: (c, p) => [c.roleTypes, p.seekingHours] },
  location: {
    check: location,
    values: (c, p) => [
      {
        geographicRequirement: c.geographicRequirement,
        metroAreas: c.metroAreas,
        organisationMetroArea: c.organisationMetroArea,
        workModes: c.workModes,
        openToRelocation: c.openToRelocation,
      },
      { metroArea: p.metroArea, openness: p.openness, otherLocations: p.otherLocations },
    ],
  },
  compensation: {
    check: compensation,
    values: (c, p) => [
      { maximumSalary: c.maximumSalary, maximumRate: c.maximumRate },
      { minimumSalary: p.minimumSalary, minimumHourlyRate: p.minimumHourlyRate },
    ],
  },
  excluded_organizations: { check: excludedOrganizations, values: (c, p) => [c.excludedOrganizations, p.currentEmployers] },
  minimum_experience: { check: minimumExperience, values: (c, p) => [c.minimumYearsExperience, p.yearsExperience] },
};

/** Every hard filter, in a fixed order, each with its verdict and reason. */
export function evaluateFilters(criteria: RoleCriteria, profile: JobseekerProfile): FilterResult[] {
  return FILTER_NAMES.map((name) => {
    const { check, values } = FILTERS[name];
    const [roleValue, jobseekerValue] = values(criteria, profile);
    return { name, ...check(criteria, profile), roleValue, jobseekerValue };
  });
}
