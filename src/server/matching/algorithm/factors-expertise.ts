import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import { share, type FactorResult } from './factor-result';
import { list, words } from './words';

const RATING_NAMES = ['', 'novice', 'intermediate', 'advanced', 'expert'];

/** A skill met at the level asked is worth 12 units; below it, rating × 12 / level asked (a whole number for levels 1–4). */
export const SKILL_UNITS = 12;
export function skillUnitsPerLevel(asked: number): number {
  return Math.floor(SKILL_UNITS / Math.max(1, Math.min(4, Math.round(asked))));
}

/** The role's functional areas found among the areas the person has expertise in or hopes to work in. */
export function functionalAreasFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const base = { name: 'functional_areas', maxPoints, roleValue: criteria.functionalAreas, jobseekerValue: { expertise: profile.expertiseAreas, hoped: profile.hopefulAreas } };
  const wanted = criteria.functionalAreas;
  if (wanted.length === 0) return { ...base, points: maxPoints, reason: 'The role names no functional areas' };
  const known = new Set([...profile.expertiseAreas, ...profile.hopefulAreas]);
  const matched = wanted.filter((area) => known.has(area));
  const detail = matched.length > 0 ? ` (${list(matched.map(words))})` : '';
  return { ...base, points: share(maxPoints, matched.length, wanted.length), reason: `${matched.length} of ${wanted.length} functional areas match${detail}` };
}

/**
 * Each skill the role needs counts 1 when the person rated it at the level asked or above, the share of the level
 * when below (intermediate for advanced: 2/3), 0 when not rated.
 */
export function skillsFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const base = { name: 'skills', maxPoints, roleValue: criteria.skills, jobseekerValue: profile.skills };
  const needs = criteria.skills;
  if (needs.length === 0) return { ...base, points: maxPoints, reason: 'The role names no skills' };
  // Credit in twelfths (levels are 1 to 4, so every share is whole): whole numbers round alike here and in SQL.
  let credit = 0;
  let atLevel = 0;
  const below: string[] = [];
  for (const need of needs) {
    const rating = profile.skills[need.skillId] ?? 0;
    if (rating >= need.rating) {
      credit += SKILL_UNITS;
      atLevel += 1;
    } else if (rating > 0) {
      credit += rating * skillUnitsPerLevel(need.rating);
      below.push(`${words(need.skillId)}: ${RATING_NAMES[rating] ?? rating}, asked ${RATING_NAMES[need.rating] ?? need.rating}`);
    }
  }
  const missing = needs.length - atLevel - below.length;
  const parts = [`${atLevel} of ${needs.length} skills at the level asked`];
  if (below.length > 0) parts.push(`${below.length} below (${below.join('; ')})`);
  if (missing > 0) parts.push(`${missing} not rated`);
  return { ...base, points: share(maxPoints, credit, needs.length * SKILL_UNITS), reason: parts.join('; ') };
}
