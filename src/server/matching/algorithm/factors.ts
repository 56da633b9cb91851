import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import type { FactorResult } from './factor-result';
import { functionalAreasFactor, skillsFactor } from './factors-expertise';
import { educationFactor, languagesFactor, managementFactor } from './factors-background';
import { startDateFactor, workplaceFactor } from './factors-fit';
import { payFactor, placeFactor } from './factors-place-pay';

/**
 * The weighted factors and their maximum points, in the order explanations list them; the weights sum to 100.
 * docs/matching-algorithm.md gives the reason for each: the function first, then skills and management, with
 * culture, start date, languages merely preferred, pay and place after (what is required ranks apart: requirements.ts).
 */
export const FACTOR_WEIGHTS = {
  functional_areas: 30,
  skills: 20,
  education: 10,
  languages: 3,
  management_and_budget: 15,
  workplace_and_culture: 8,
  start_date: 6,
  pay: 4,
  place: 4,
} as const;

export type FactorName = keyof typeof FACTOR_WEIGHTS;

/** Every factor for one job seeker; `today` (YYYY-MM-DD) is an input so the same inputs always give the same score. */
export function evaluateFactors(criteria: RoleCriteria, profile: JobseekerProfile, today: string): FactorResult[] {
  const w = FACTOR_WEIGHTS;
  return [
    functionalAreasFactor(criteria, profile, w.functional_areas),
    skillsFactor(criteria, profile, w.skills),
    educationFactor(criteria, profile, w.education),
    languagesFactor(criteria, profile, w.languages),
    managementFactor(criteria, profile, w.management_and_budget),
    workplaceFactor(criteria, profile, w.workplace_and_culture),
    startDateFactor(criteria, profile, w.start_date, today),
    payFactor(criteria, profile, w.pay),
    placeFactor(criteria, profile, w.place),
  ];
}
