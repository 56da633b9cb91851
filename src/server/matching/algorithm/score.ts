import type { JobseekerProfile } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import type { FactorResult } from './factor-result';
import { evaluateFactors } from './factors';
import { evaluateFilters, type FilterResult } from './hard-filters';

/** The whole verdict on one job seeker for one role: eligibility (why not, if not), score and every line behind it. */
export interface MatchVerdict {
  eligible: boolean;
  failedFilters: Pick<FilterResult, 'name' | 'reason'>[];
  filters: FilterResult[];
  /** 0–100: the sum of the factors' points. Computed for ineligible people too, so the debug page can show it. */
  score: number;
  factors: FactorResult[];
}

export function scoreOf(factors: readonly FactorResult[]): number {
  return factors.reduce((sum, factor) => sum + factor.points, 0);
}

export function judge(criteria: RoleCriteria, profile: JobseekerProfile, today: string): MatchVerdict {
  const filters = evaluateFilters(criteria, profile);
  const factors = evaluateFactors(criteria, profile, today);
  const failedFilters = filters.filter((filter) => !filter.passed).map(({ name, reason }) => ({ name, reason }));
  return { eligible: failedFilters.length === 0, failedFilters, filters, score: scoreOf(factors), factors };
}

export interface RankedCandidate<Id> {
  id: Id;
  score: number;
  factors: FactorResult[];
}

/**
 * Scores the candidates and answers the best `limit`, best first; equal scores keep the order of their ids, so
 * the same people in any order give the same list.
 */
export function rankCandidates(
  criteria: RoleCriteria,
  candidates: Iterable<{ id: number; profile: JobseekerProfile }>,
  today: string,
  limit: number,
): RankedCandidate<number>[] {
  const scored: RankedCandidate<number>[] = [];
  for (const { id, profile } of candidates) {
    const factors = evaluateFactors(criteria, profile, today);
    scored.push({ id, score: scoreOf(factors), factors });
  }
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  return scored.slice(0, limit);
}
