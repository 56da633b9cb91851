import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import { JOBSEEKER_FIELDS } from './answer-fields';
import { LEVELS_WITH_UNDERGRAD, WORKING_LEVEL } from './factors-background';
import { START_WINDOWS, startWindow } from './factors-fit';
import { titleOf } from './words';

/**
 * What the role requires that the person lacks, in words ("French", "a graduate degree"): a language the role
 * requires, at professional working level or above, and a degree it requires. A recruiter sends no one who lacks a
 * requirement ahead of anyone who meets them all, so the list ranks them after (rankKey) and says so.
 */
export function unmetRequirements(criteria: RoleCriteria, profile: JobseekerProfile): string[] {
  const unmet: string[] = [];
  const levels = new Map(profile.languages.map((language) => [language.name, language.level]));
  for (const need of criteria.languages) {
    if (need.level !== 'required') continue;
    const level = levels.get(need.name);
    if (level === undefined || level < WORKING_LEVEL) unmet.push(titleOf(JOBSEEKER_FIELDS.languages, need.name));
  }
  const level = profile.highestEducationLevel;
  if (criteria.undergradDegreeRequirement === 'yes' && !(level !== null && LEVELS_WITH_UNDERGRAD.includes(level))) unmet.push('an undergraduate degree');
  if (criteria.graduateDegreeRequirement === 'yes' && level !== 'graduate') unmet.push('a graduate degree');
  return unmet;
}

/**
 * Whether the person could start only after the role's latest start date (their whole window is after it). Someone
 * who has not said when they could start is not known to be late.
 */
export function startsTooLate(criteria: Pick<RoleCriteria, 'latestStartDate'>, availableStartDate: string | null, today: string): boolean {
  if (criteria.latestStartDate === null || availableStartDate === null || START_WINDOWS[availableStartDate] === undefined) return false;
  return startWindow(availableStartDate, today)!.first > criteria.latestStartDate;
}

/** Nearness (the graded checks' units, under 100 for the at most five graded checks) orders people of equal score. */
export const NEARNESS_SPAN = 100;
/** Scores run 0–100. */
export const SCORE_SPAN = 101 * NEARNESS_SPAN;

/**
 * The order of the list: everyone who meets every requirement first, then, within each of those two groups, everyone
 * who can start by the latest date, then by score, then by how near the graded checks come (part of a point that
 * the whole-point score does not show). Scores show as they are; only the order uses this.
 */
export function rankKey(meetsRequirements: boolean, inTime: boolean, score: number, nearness = 0): number {
  return ((meetsRequirements ? 2 : 0) + (inTime ? 1 : 0)) * SCORE_SPAN + score * NEARNESS_SPAN + nearness;
}
