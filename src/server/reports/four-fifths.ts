import { isSmallCount, suppressRow } from './small-cell-suppression';
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
  /** People (or matches) in the group at this stage. */
  n: number;
  /** How many of them passed, reached or scored above the median. */
  selected: number;
  /** Whether the group is an answer people gave; "Decline to State" and "Not answered" are never the reference. */
  stated: boolean;
}

const rounded = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * The counts of one dimension's groups as shown: n and selected hidden from 1 to 4, and selected hidden too when
 * the number not selected is from 1 to 4 (for every group, judged or not: a group of 40 with 3 hired tells as much
 * as a group of 3). Complements come from the groups too small to judge first. The number not selected of each group
 * is a row of its own (its total is known from the funnel), so it is made safe as well, and the two rows are
 * settled together until neither hides more.
 */
function shownCounts(tallies: readonly GroupTally[]): { ns: (number | null)[]; selected: (number | null)[] } {
  const small = (index: number) => tallies[index]!.n < SMALLEST_JUDGED_GROUP;
  const ns = suppressRow(
    tallies.map((tally) => tally.n),
    (count) => isSmallCount(count),
    small,
  );
  const hidden = new Set<number>();
  tallies.forEach((tally, index) => {
    if (ns[index] === null || isSmallCount(tally.selected) || isSmallCount(tally.n - tally.selected)) hidden.add(index);
  });
  for (let round = 0; round < tallies.length; round += 1) {
    const before = hidden.size;
    for (const cells of [tallies.map((tally) => tally.selected), tallies.map((tally) => tally.n - tally.selected)]) {
      const shown = suppressRow(cells, (_count, index) => hidden.has(index), small);
      shown.forEach((value, index) => value === null && hidden.add(index));
    }
    if (hidden.size === before) break;
  }
  return { ns, selected: tallies.map((tally, index) => (hidden.has(index) ? null : tally.selected)) };
}

/**
 * The four-fifths rule for the groups of one dimension at one stage: each group's rate, and its ratio to the rate of
 * the reference, the highest rate among the groups large enough to judge (30 or more) of people who stated an
 * answer. A rate is shown only beside both its counts, and a ratio only when the group's and the reference's counts
 * are all shown: a ratio with n beside it would otherwise give back a hidden count. Beside each ratio, a test of
 * whether the difference from the reference may be chance (Fisher's exact test, or the z test for large groups).
 */
export function judgeGroups(tallies: readonly GroupTally[]): FromSchema<typeof impactGroupWireSchema>[] {
  const judged = (tally: GroupTally) => tally.n >= SMALLEST_JUDGED_GROUP;
  const { ns, selected } = shownCounts(tallies);
  const shown = (index: number) => ns[index] !== null && selected[index] !== null;
  let reference: number | null = null;
  tallies.forEach((tally, index) => {
    if (!judged(tally) || !tally.stated) return;
    const best = reference === null ? -1 : tallies[reference]!.selected / tallies[reference]!.n;
    if (tally.selected / tally.n > best) reference = index;
  });
  const best = reference === null || !shown(reference) ? null : tallies[reference]!;
  return tallies.map((tally, index) => {
    const comparable = best !== null && best.selected > 0 && judged(tally) && shown(index);
    const ratio = comparable ? rounded(tally.selected / tally.n / (best.selected / best.n)) : null;
    const test = comparable && index !== reference ? selectionDifference(tally.selected, tally.n, best.selected, best.n) : null;
    const flagged = ratio !== null && ratio < FOUR_FIFTHS;
    return {
      dimension: tally.dimension,
      group: tally.group,
      title: tally.title,
      n: ns[index]!,
      selected: selected[index]!,
      rate: shown(index) && tally.n > 0 ? rounded(tally.selected / tally.n) : null,
      impact_ratio: ratio,
      flagged,
      reference: index === reference && best !== null,
      significance_test: test?.test ?? null,
      p_value: test === null ? null : rounded(test.pValue),
      may_be_chance: flagged && test !== null && test.pValue >= SIGNIFICANCE_LEVEL,
    };
  });
}
