import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import { CHECK_UNITS, fromChecks, nearness, type Check } from './factors-background';
import type { FactorResult } from './factor-result';
import { JOBSEEKER_FIELDS, ROLE_FIELDS } from './answer-fields';
import { date, titleOf } from './words';

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
    checks.push({
      label: `the ${titleOf(ROLE_FIELDS.teamworkApproach, criteria.teamworkApproach)} approach to teamwork`,
      met: profile.teamworkApproach === criteria.teamworkApproach || profile.teamworkApproach === 'indifferent',
      weight: 1,
    });
  if (criteria.deadlineApproach !== null)
    checks.push({
      label: `the ${titleOf(ROLE_FIELDS.deadlineApproach, criteria.deadlineApproach)} approach to deadlines`,
      met: profile.deadlineApproach === criteria.deadlineApproach,
      weight: 1,
    });
  if (criteria.moreDisciplined !== null)
    checks.push({
      label: criteria.moreDisciplined ? 'a preference for discipline over flexibility' : 'a preference for flexibility over discipline',
      met: profile.moreDisciplined === criteria.moreDisciplined,
      weight: 1,
    });
  if (criteria.moreOutgoing !== null)
    checks.push({
      label: criteria.moreOutgoing ? 'an outgoing temperament' : 'a reserved temperament',
      met: profile.moreOutgoing === criteria.moreOutgoing,
      weight: 1,
    });
  if (criteria.workModes.length > 0) checks.push({ label: 'a preferred work mode the role offers', met: workModeFits(criteria, profile), weight: 1 });
  if (criteria.requiresTravel) {
    const often = criteria.travelAmount !== null ? ` ${titleOf(ROLE_FIELDS.travelAmount, criteria.travelAmount).toLowerCase()}` : '';
    const asked = criteria.travelAmount === null ? -1 : TRAVEL_AMOUNTS.indexOf(criteria.travelAmount);
    const travels = profile.canTravelOvernight === true;
    const reached = travels && profile.travelAmount !== null ? TRAVEL_AMOUNTS.indexOf(profile.travelAmount) : -1;
    // Travel amounts are a scale: 10-25% comes nearer 25-50% than none. An amount the scale does not know is met by
    // any amount given; no amount asked, by the yes alone. Only the scale is graded.
    const graded = criteria.travelAmount !== null && asked >= 0;
    const units = graded ? (travels ? nearness(Math.min(reached, asked) + 1, asked + 1) : 0) : undefined;
    const met = graded ? units! >= CHECK_UNITS : travels && (criteria.travelAmount === null || profile.travelAmount !== null);
    const has = !travels
      ? 'no overnight travel'
      : profile.travelAmount !== null
        ? `travel ${titleOf(JOBSEEKER_FIELDS.travelAmount, profile.travelAmount).toLowerCase()}`
        : 'overnight travel of an amount not given';
    checks.push({ label: `overnight travel${often}`, met, weight: 1, ...(units !== undefined ? { units } : {}), has });
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

/**
 * The window each answer to "when could you start" allows, in months from today: "In 1-3 months" is any day from
 * one month to three months out; "In more than a year" is taken as 13 to 18 months.
 */
export const START_WINDOWS: Record<string, readonly [number, number]> = {
  immediately: [0, 0],
  '1_3_months': [1, 3],
  '4_6_months': [4, 6],
  '7_9_months': [7, 9],
  '10_12_months': [10, 12],
  more_than_a_year: [13, 18],
};

/** `today` (YYYY-MM-DD) plus whole months, as YYYY-MM-DD (the 31st of a short month runs into the next, as dates do). */
export function addMonths(today: string, months: number): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

/** The first and last day of the window an answer to "when could you start" allows, or undefined for no known answer. */
export function startWindow(answer: string | null, today: string): { first: string; last: string } | undefined {
  const window = answer === null ? undefined : START_WINDOWS[answer];
  return window === undefined ? undefined : { first: addMonths(today, window[0]), last: addMonths(today, window[1]) };
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY;

/** The share (0–1) of the window [first, last] that falls on or before `limit`. */
function shareBy(first: string, last: string, limit: string | null): number {
  if (limit === null) return 0;
  const length = daysBetween(first, last);
  if (length <= 0) return first <= limit ? 1 : 0;
  return Math.min(1, Math.max(0, (daysBetween(first, limit) + 1) / (length + 1)));
}

/**
 * The person's start window against the role's dates: full points for the part of the window by the ideal date,
 * half for the part after it but by the latest, none after: someone who could start any day of "In 1-3 months"
 * for a role whose ideal date is half way through that window earns about three quarters.
 */
export function startDateFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number, today: string): FactorResult {
  const base = {
    name: 'start_date',
    maxPoints,
    roleValue: { idealStartDate: criteria.idealStartDate, latestStartDate: criteria.latestStartDate },
    jobseekerValue: profile.availableStartDate,
  };
  const ideal = criteria.idealStartDate;
  const latest = criteria.latestStartDate;
  if (ideal === null && latest === null) return { ...base, points: maxPoints, reason: 'The role names no start date' };
  const window = profile.availableStartDate === null ? undefined : START_WINDOWS[profile.availableStartDate];
  if (window === undefined) return { ...base, points: 0, reason: 'Has not said when they could start' };
  const first = addMonths(today, window[0]);
  const last = addMonths(today, window[1]);
  const byIdeal = shareBy(first, last, ideal);
  const byLatest = Math.max(byIdeal, shareBy(first, last, latest ?? ideal));
  const points = Math.round(maxPoints * byIdeal + (maxPoints / 2) * (byLatest - byIdeal));
  const when =
    window[1] === 0
      ? 'Can start now'
      : `Can start ${titleOf(JOBSEEKER_FIELDS.availableStartDate, profile.availableStartDate!).toLowerCase()} (${date(first)} to ${date(last)})`;
  const dates = [ideal !== null ? `ideal start ${date(ideal)}` : null, latest !== null ? `latest ${date(latest)}` : null]
    .filter((part): part is string => part !== null)
    .join(', ');
  const fit =
    byIdeal >= 1
      ? 'by the ideal date'
      : byIdeal > 0
        ? `${Math.round(byIdeal * 100)}% of that time is by the ideal date`
        : byLatest >= 1
          ? 'after the ideal date but by the latest'
          : byLatest > 0
            ? `${Math.round(byLatest * 100)}% of that time is by the latest date`
            : latest !== null
              ? "only after the role's latest start date"
              : 'only after the ideal date';
  return { ...base, points, reason: `${when}, ${fit} (the role's ${dates})` };
}
