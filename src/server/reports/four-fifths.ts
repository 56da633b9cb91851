import { shownCount } from './rounded-counts';
import { SIGNIFICANCE_LEVEL, selectionDifference } from './significance';
import type { impactGroupWireSchema } from '../../shared/wire/reports-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** 29 CFR 1607.4(D): a group selected at under four fifths of the best group's rate shows adverse impact. */
export const FOUR_FIFTHS = 0.8;

/** Below this many people a group's rate is too noisy to judge; its ratio is left out ("too few to judge"). */
export const SMALLEST_JUDGED_GROUP = 30;

export interface GroupTally {
  dimension: string;
  group: string;
  title: string;
  /** People (or matches) in the group at this stage, rounded to 5. */
  n: number;
  /** How many of them passed, reached or scored above the median, rounded to 5. */
  selected: number;
  /** Whether the group is an answer people gave; "Decline to State" and "Not answered" are never the reference. */
  stated: boolean;
}

const rounded = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * The four-fifths rule for the groups of one dimension at one stage, from counts already rounded to 5
 * (rounded-counts.ts), so that nothing shown carries more than those counts: each group's rate, and its ratio to the
 * rate of the reference, the highest rate among the groups large enough to judge (30 or more) of people who stated
 * an answer. A rounded 5 is hidden, and a rate is shown only beside both its counts. When a group that could be the
 * reference has a hidden count, no group is known to be the best and no ratio is shown at that stage. Beside each
 * ratio, a test of whether the difference from the reference may be chance (Fisher's exact test, or the z test for
 * large groups), on the rounded counts too.
 */
export function judgeGroups(tallies: readonly GroupTally[]): FromSchema<typeof impactGroupWireSchema>[] {
  const judged = (tally: GroupTally) => tally.n >= SMALLEST_JUDGED_GROUP;
  const ns = tallies.map((tally) => shownCount(tally.n));
  // Rounded apart, a number selected may come out above its n: it is never shown so.
  const selected = tallies.map((tally) => shownCount(Math.min(tally.selected, tally.n)));
  const shown = (index: number) => ns[index] !== null && selected[index] !== null;
  const candidates = tallies.flatMap((tally, index) => (judged(tally) && tally.stated ? [index] : []));
  let reference: number | null = null;
  if (candidates.every(shown)) {
    for (const index of candidates) {
      const rate = selected[index]! / ns[index]!;
      if (reference === null || rate > selected[reference]! / ns[reference]!) reference = index;
    }
  }
  const best = reference === null ? null : { selected: selected[reference]!, n: ns[reference]! };
  return tallies.map((tally, index) => {
    const comparable = best !== null && best.selected > 0 && judged(tally) && shown(index);
    const [n, chosen] = [ns[index]!, selected[index]!];
    const ratio = comparable ? rounded(chosen / n / (best.selected / best.n)) : null;
    const test = comparable && index !== reference ? selectionDifference(chosen, n, best.selected, best.n) : null;
    const flagged = ratio !== null && ratio < FOUR_FIFTHS;
    return {
      dimension: tally.dimension,
      group: tally.group,
      title: tally.title,
      n: ns[index]!,
      selected: selected[index]!,
      rate: shown(index) && n > 0 ? rounded(chosen / n) : null,
      impact_ratio: ratio,
      flagged,
      reference: index === reference && best !== null,
      significance_test: test?.test ?? null,
      p_value: test === null ? null : rounded(test.pValue),
      may_be_chance: flagged && test !== null && test.pValue >= SIGNIFICANCE_LEVEL,
    };
  });
}
