import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import { share, type FactorResult } from './factor-result';
import { JOBSEEKER_FIELDS, ROLE_FIELDS } from './answer-fields';
import { customSkillName, skillMatchKey } from './custom-skills';
import { list, titleOf } from './words';

/** A skill met at the level asked is worth 12 units; below it, rating × 12 / level asked (a whole number for levels 1–4). */
export const SKILL_UNITS = 12;
export function skillUnitsPerLevel(asked: number): number {
  return Math.floor(SKILL_UNITS / Math.max(1, Math.min(4, Math.round(asked))));
}

export const areaTitle = (area: string) => titleOf(ROLE_FIELDS.areas[0], area);
/** A listed skill's title, or the name of a skill someone named themselves. */
export const skillTitle = (skillId: string) => customSkillName(skillId) ?? titleOf(ROLE_FIELDS.areaSkills[0], skillId);
/** "Expert", "Novice": a rating's title, lower case inside a sentence. */
export const ratingWord = (rating: number) => titleOf(JOBSEEKER_FIELDS.otherSkills, rating).toLowerCase();

/**
 * The weight of the role's primary, secondary and tertiary functional area: the primary weighs most, and any two
 * areas together (at least 3 + 2) outweigh any one alone (at most 4), so two of three always rank above one of three.
 */
const AREA_WEIGHTS = [4, 3, 2] as const;
export const areaWeight = (at: number) => AREA_WEIGHTS[at] ?? 1;

/** The role's functional areas found among the areas the person has expertise in or hopes to work in, the primary weighing most. */
export function functionalAreasFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const base = {
    name: 'functional_areas',
    maxPoints,
    roleValue: criteria.functionalAreas,
    jobseekerValue: { expertise: profile.expertiseAreas, hoped: profile.hopefulAreas },
  };
  const wanted = criteria.functionalAreas;
  if (wanted.length === 0) return { ...base, points: maxPoints, reason: 'The role names no functional areas' };
  const known = new Set([...profile.expertiseAreas, ...profile.hopefulAreas]);
  const matched = wanted.filter((area) => known.has(area));
  const missed = wanted.filter((area) => !known.has(area));
  const rank = ['primary', 'secondary', 'tertiary'];
  const named = (area: string) => `${areaTitle(area)}${wanted.length > 1 ? ` (${rank[wanted.indexOf(area)] ?? 'other'})` : ''}`;
  const parts = [`${matched.length} of ${wanted.length} functional areas match`];
  if (matched.length > 0) parts.push(`has ${list(matched.map(named))}`);
  if (missed.length > 0) parts.push(`not ${list(missed.map(named), 'or')}`);
  const got = wanted.reduce((sum, area, at) => sum + (known.has(area) ? areaWeight(at) : 0), 0);
  const total = wanted.reduce((sum, _area, at) => sum + areaWeight(at), 0);
  return { ...base, points: share(maxPoints, got, total), reason: parts.join('; ') };
}

/** The rating the person gave the skill a need names, 0 when they did not rate it. */
const ratingOf = (profile: JobseekerProfile, skillId: string) => profile.skills[skillMatchKey(skillId)] ?? 0;

/**
 * Each skill the role needs counts 1 when the person rated it at the level asked or above, the share of the level
 * when below (intermediate for advanced: 2/3), 0 when not rated. A skill the role named in its own words counts for
 * everyone too: lacking it never scores above having it at any level. The reason names every skill.
 */
export function skillsFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  // The debug page compares each skill asked with the person's rating of it, in words: a role's skill asked with
  // no level (an area's skill list) is asked at novice, the lowest, so it reads "any level", never "novice".
  const roleValue = criteria.skills.map((need) => `${skillTitle(need.skillId)} (${need.rating > 1 ? `${ratingWord(need.rating)} or above` : 'any level'})`);
  const jobseekerValue = criteria.skills.map((need) => {
    const rating = profile.skills[skillMatchKey(need.skillId)];
    return `${skillTitle(need.skillId)} (${rating === undefined ? 'not among their skills' : rating > 0 ? ratingWord(rating) : 'not rated'})`;
  });
  const base = { name: 'skills', maxPoints, roleValue, jobseekerValue };
  const needs = criteria.skills;
  if (needs.length === 0) return { ...base, points: maxPoints, reason: 'The role names no skills' };
  // Credit in twelfths (levels are 1 to 4, so every share is whole): whole numbers round alike here and in SQL.
  let credit = 0;
  let atLevel = 0;
  const each: string[] = [];
  for (const need of needs) {
    const rating = ratingOf(profile, need.skillId);
    const name = skillTitle(need.skillId);
    if (rating >= need.rating) {
      credit += SKILL_UNITS;
      atLevel += 1;
      each.push(`${name} (${ratingWord(rating)})`);
    } else if (rating > 0) {
      credit += rating * skillUnitsPerLevel(need.rating);
      each.push(`${name} (${ratingWord(rating)}, ${ratingWord(need.rating)} asked)`);
    } else {
      each.push(`${name} (missing)`);
    }
  }
  return {
    ...base,
    points: share(maxPoints, credit, needs.length * SKILL_UNITS),
    reason: `${atLevel} of ${needs.length} skills at the level asked: ${each.join(', ')}`,
  };
}
