import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import { fromChecks, type Check } from './factors-background';
import type { FactorResult } from './factor-result';
import { words } from './words';

export const TRAVEL_AMOUNTS = ['under_10_percent', '10_25_percent', '25_50_percent', 'over_50_percent'];

/** Whether the person's ranking of in person, hybrid and remote work fits the role's work modes, given how firm it is. */
function workModeFits(criteria: RoleCriteria, profile: JobseekerProfile): boolean {
  if (profile.workFlexibility === 'fully_flexible') return true;
  const considered = profile.workModeRanking.slice(0, profile.workFlexibility === 'somewhat_flexible' ? 2 : 1);
  return considered.some((mode) => criteria.workModes.includes(mode));
}

/** Teamwork, deadlines, discipline, temperament, work mode and travel: the role's answers against the person's. */
export function workplaceFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const checks: Check[] = [];
  if (criteria.teamworkApproach !== null)
    checks.push({ label: `${words(criteria.teamworkApproach)} teamwork`, met: profile.teamworkApproach === criteria.teamworkApproach || profile.teamworkApproach === 'indifferent', weight: 1 });
  if (criteria.deadlineApproach !== null) checks.push({ label: `a ${words(criteria.deadlineApproach)} approach to deadlines`, met: profile.deadlineApproach === criteria.deadlineApproach, weight: 1 });
  if (criteria.moreDisciplined !== null) checks.push({ label: criteria.moreDisciplined ? 'discipline' : 'flexibility', met: profile.moreDisciplined === criteria.moreDisciplined, weight: 1 });
  if (criteria.moreOutgoing !== null) checks.push({ label: criteria.moreOutgoing ? 'an outgoing temperament' : 'a reserved temperament', met: profile.moreOutgoing === criteria.moreOutgoing, weight: 1 });
  if (criteria.workModes.length > 0) checks.push({ label: 'a preferred work mode the role offers', met: workModeFits(criteria, profile), weight: 1 });
  if (criteria.requiresTravel) {
    const enough = criteria.travelAmount === null || (profile.travelAmount !== null && TRAVEL_AMOUNTS.indexOf(profile.travelAmount) >= TRAVEL_AMOUNTS.indexOf(criteria.travelAmount));
    checks.push({ label: 'travel as often as the role needs', met: profile.canTravelOvernight === true && enough, weight: 1 });
  }
  const roleValue = {
    teamworkApproach: criteria.teamworkApproach,
    deadlineApproach: criteria.deadlineApproach,
    moreDisciplined: criteria.moreDisciplined,
    moreOutgoing: criteria.moreOutgoing,
    workModes: criteria.workModes,
    requiresTravel: criteria.requiresTravel,
    travelAmount: criteria.travelAmount,
  };
  const jobseekerValue = {
    teamworkApproach: profile.teamworkApproach,
    deadlineApproach: profile.deadlineApproach,
    moreDisciplined: profile.moreDisciplined,
    moreOutgoing: profile.moreOutgoing,
    workModeRanking: profile.workModeRanking,
    workFlexibility: profile.workFlexibility,
    canTravelOvernight: profile.canTravelOvernight,
    travelAmount: profile.travelAmount,
  };
  return fromChecks('workplace_and_culture', 'workplace preferences', maxPoints, checks, 'The role states no workplace preferences', roleValue, jobseekerValue);
}

/** The first month each answer to "when could you start" allows, counted from today. */
export const START_MONTHS: Record<string, number> = { immediately: 0, '1_3_months': 1, '4_6_months': 4, '7_9_months': 7, '10_12_months': 10, more_than_a_year: 13 };

/** `today` (YYYY-MM-DD) plus whole months, as YYYY-MM-DD (the 31st of a short month runs into the next, as dates do). */
export function addMonths(today: string, months: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Full points when the person can start by the ideal date, half by the latest date, none after it. */
export function startDateFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number, today: string): FactorResult {
  const base = { name: 'start_date', maxPoints, roleValue: { idealStartDate: criteria.idealStartDate, latestStartDate: criteria.latestStartDate }, jobseekerValue: profile.availableStartDate };
  const ideal = criteria.idealStartDate;
  const latest = criteria.latestStartDate;
  if (ideal === null && latest === null) return { ...base, points: maxPoints, reason: 'The role names no start date' };
  const months = profile.availableStartDate === null ? undefined : START_MONTHS[profile.availableStartDate];
  if (months === undefined) return { ...base, points: 0, reason: 'Has not said when they could start' };
  const earliest = addMonths(today, months);
  const when = months === 0 ? 'now' : `from ${earliest}`;
  if (ideal !== null && earliest <= ideal) return { ...base, points: maxPoints, reason: `Can start ${when}, by the ideal date ${ideal}` };
  if (latest !== null && earliest <= latest) return { ...base, points: Math.round(maxPoints / 2), reason: `Can start ${when}, after the ideal date but by the latest ${latest}` };
  if (ideal === null && latest === null) return { ...base, points: maxPoints, reason: 'The role names no start date' };
  return { ...base, points: 0, reason: `Can start ${when}, after the ${latest !== null ? `latest date ${latest}` : `ideal date ${ideal}`}` };
}
