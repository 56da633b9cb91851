/** One weighted factor's points for one job seeker, with a line a person can read and the values compared. */
export interface FactorResult {
  name: string;
  points: number;
  maxPoints: number;
  reason: string;
  roleValue: unknown;
  jobseekerValue: unknown;
}

/** Points for `got` of `total` (weighted) checks: whole points, so scores compare and store exactly. */
export function share(maxPoints: number, got: number, total: number): number {
  if (total <= 0) return maxPoints;
  return Math.round((maxPoints * got) / total);
}
