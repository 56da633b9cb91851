/** One weighted factor's points for one job seeker, with a line a person can read and the values compared. */
export interface FactorResult {
  name: string;
  points: number;
  maxPoints: number;
  reason: string;
  /**
   * The units of the factor's graded checks (years, team size, budget, travel: CHECK_UNITS each when met in whole),
   * summed: it orders people of equal score by how near they come, where a part of a point does not show.
   */
  nearness?: number;
  roleValue: unknown;
  jobseekerValue: unknown;
}

/** Points for `got` of `total` (weighted) checks: whole points, so scores compare and store exactly. */
export function share(maxPoints: number, got: number, total: number): number {
  if (total <= 0) return maxPoints;
  return Math.round((maxPoints * got) / total);
}
