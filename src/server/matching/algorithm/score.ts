import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import type { FactorResult } from './factor-result';
import { evaluateFactors } from './factors';
import { evaluateFilters, type FilterResult } from './hard-filters';
import { rankKey, startsTooLate, unmetRequirements } from './requirements';

/** The whole verdict on one job seeker for one role: eligibility (why not, if not), score and every line behind it. */
export interface MatchVerdict {
  eligible: boolean;
  failedFilters: Pick<FilterResult, 'name' | 'reason'>[];
  filters: FilterResult[];
  /** 0–100: the sum of the factors' points. Computed for ineligible people too, so the debug page can show it. */
  score: number;
  factors: FactorResult[];
  /** What the role requires that the person lacks, in words ("French"); empty when they meet every requirement. */
  unmetRequirements: string[];
  /** Could start only after the role's latest start date. */
  startsLate: boolean;
  /** The list's order (requirements.ts rankKey): higher first. */
  rank: number;
}

export function scoreOf(factors: readonly FactorResult[]): number {
  return factors.reduce((sum, factor) => sum + factor.points, 0);
}

export function judge(criteria: RoleCriteria, profile: JobseekerProfile, today: string): MatchVerdict {
  const filters = evaluateFilters(criteria, profile);
  const factors = evaluateFactors(criteria, profile, today);
  const failedFilters = filters.filter((filter) => !filter.passed).map(({ name, reason }) => ({ name, reason }));
  return { eligible: failedFilters.length === 0, failedFilters, filters, ...ranked(criteria, profile, today, factors) };
}

/** The score, the requirements unmet, lateness and the rank they give, for factors already evaluated. */
function ranked(criteria: RoleCriteria, profile: JobseekerProfile, today: string, factors: FactorResult[]) {
  const score = scoreOf(factors);
  const unmet = unmetRequirements(criteria, profile);
  const startsLate = startsTooLate(criteria, profile.availableStartDate, today);
  const nearness = factors.reduce((sum, factor) => sum + (factor.nearness ?? 0), 0);
  return { score, factors, unmetRequirements: unmet, startsLate, rank: rankKey(unmet.length === 0, !startsLate, score, nearness) };
}

export interface RankedCandidate<Id> {
  id: Id;
  score: number;
  factors: FactorResult[];
  unmetRequirements: string[];
  startsLate: boolean;
  rank: number;
}

/**
 * Ranks the candidates and answers the best `limit`, best first: those who meet every requirement, then those who
 * can start in time, then by score (rankKey); equal ranks keep the order of their ids, so the same people in any
 * order give the same list.
 */
export function rankCandidates(
  criteria: RoleCriteria,
  candidates: Iterable<{ id: number; profile: JobseekerProfile }>,
  today: string,
  limit: number,
): RankedCandidate<number>[] {
  const scored: RankedCandidate<number>[] = [];
  for (const { id, profile } of candidates) {
    scored.push({ id, ...ranked(criteria, profile, today, evaluateFactors(criteria, profile, today)) });
  }
  scored.sort((a, b) => b.rank - a.rank || a.id - b.id);
  return scored.slice(0, limit);
}
