import type { Answers } from '../../src/flows/answers';
import type { Flow } from '../../src/flows/types';
import { conditionSites, type ConditionSite } from '../../src/flows/condition-sites';
import { walkFlow } from '../../src/flows/walk-flow';

export interface BranchCoverage {
  site: ConditionSite;
  /** How many walks found the condition true, and false. */
  whenTrue: number;
  whenFalse: number;
}

/** For every condition of the flow, how many of the walks evaluated it true and how many false. */
export function pathCoverage(flow: Flow, answerSets: Answers[]): BranchCoverage[] {
  const coverage = new Map(conditionSites(flow).map((site) => [site.id, { site, whenTrue: 0, whenFalse: 0 }]));
  for (const answers of answerSets) {
    for (const decision of walkFlow(flow, answers).decisions) {
      const entry = coverage.get(decision.site)!;
      if (decision.outcome) entry.whenTrue += 1;
      else entry.whenFalse += 1;
    }
  }
  return [...coverage.values()];
}

/** Branches no walk took: "step legal_explanation: true", ... */
export function uncoveredBranches(coverage: BranchCoverage[]): string[] {
  return coverage.flatMap((entry) => [
    ...(entry.whenTrue === 0 ? [`${entry.site.id}: true`] : []),
    ...(entry.whenFalse === 0 ? [`${entry.site.id}: false`] : []),
  ]);
}
