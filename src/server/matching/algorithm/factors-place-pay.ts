import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import type { FactorResult } from './factor-result';
import { share } from './factor-result';
import { CHECK_UNITS } from './factors-background';
import { offersRemoteWork, rolePlace } from './hard-filters';
import { list, money } from './words';

/**
 * Where the person lives against where the role is done. Someone who lives there starts without a move; someone
 * who must move is a risk a recruiter weighs, the more so when the role offers no help to move (the role's
 * relocation answer): half the points with help, none without.
 */
export function placeFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const place = rolePlace(criteria);
  const base = {
    name: 'place',
    maxPoints,
    roleValue: { places: place.kind === 'places' ? place.places : [], offersRelocation: criteria.offersRelocation },
    jobseekerValue: profile.metroArea,
  };
  if (place.kind !== 'places' || offersRemoteWork(criteria)) return { ...base, points: maxPoints, reason: 'The role can be done without living in one place' };
  if (profile.metroArea !== null && place.places.includes(profile.metroArea))
    return { ...base, points: maxPoints, reason: `Lives in ${profile.metroArea}, where the role is done` };
  const home = profile.metroArea ?? 'a metro area they have not named';
  if (criteria.offersRelocation)
    return {
      ...base,
      points: share(maxPoints, 1, 2),
      reason: `Lives in ${home}, so would move to ${list(place.places, 'or')}; the role offers relocation support`,
    };
  return { ...base, points: 0, reason: `Lives in ${home}, so would move to ${list(place.places, 'or')}, without relocation support from the role` };
}

const FULL_TIME = 'full_time';

/**
 * How near the preferred figure the pay asked is, in units of CHECK_UNITS: all at or under it, falling in a straight
 * line to none at the maximum. Without a maximum, anything over the preferred figure earns none.
 */
function payUnits(asked: number, preferred: number, maximum: number | null): number {
  if (asked <= preferred) return CHECK_UNITS;
  if (maximum === null || maximum <= preferred || asked >= maximum) return 0;
  return Math.floor((CHECK_UNITS * (maximum - asked)) / (maximum - preferred));
}

/**
 * The role's preferred salary (full-time work both sides want) or hourly rate (the other kinds): asking at or under
 * it ranks above asking near the maximum, which stays the hard limit (the compensation filter). With both kinds
 * compared, the better counts; nothing to compare gives the whole points, as the filter lets it pass.
 */
export function payFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const base = {
    name: 'pay',
    maxPoints,
    roleValue: { preferredSalary: criteria.preferredSalary, preferredRate: criteria.preferredRate },
    jobseekerValue: { minimumSalary: profile.minimumSalary, minimumHourlyRate: profile.minimumHourlyRate },
  };
  const salary =
    criteria.preferredSalary !== null && profile.minimumSalary !== null && criteria.roleTypes.includes(FULL_TIME) && profile.seekingHours.includes(FULL_TIME);
  const rate =
    criteria.preferredRate !== null &&
    profile.minimumHourlyRate !== null &&
    criteria.roleTypes.some((type) => type !== FULL_TIME) &&
    profile.seekingHours.some((type) => type !== FULL_TIME);
  if (!salary && !rate) {
    const none =
      criteria.preferredSalary === null && criteria.preferredRate === null
        ? 'The role states no preferred pay'
        : 'No pay asked to set beside the preferred pay';
    return { ...base, points: maxPoints, reason: none };
  }
  const lines: string[] = [];
  let units = 0;
  if (salary) {
    units = Math.max(units, payUnits(profile.minimumSalary!, criteria.preferredSalary!, criteria.maximumSalary));
    const where = profile.minimumSalary! <= criteria.preferredSalary! ? 'at or under' : 'above';
    lines.push(`Asks at least ${money(profile.minimumSalary!)}, ${where} the preferred ${money(criteria.preferredSalary!)}`);
  }
  if (rate) {
    units = Math.max(units, payUnits(profile.minimumHourlyRate!, criteria.preferredRate!, criteria.maximumRate));
    const where = profile.minimumHourlyRate! <= criteria.preferredRate! ? 'at or under' : 'above';
    lines.push(`Asks at least ${money(profile.minimumHourlyRate!)} an hour, ${where} the preferred ${money(criteria.preferredRate!)} an hour`);
  }
  return { ...base, points: share(maxPoints, units, CHECK_UNITS), reason: lines.join('; ') };
}
