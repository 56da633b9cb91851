import { isSmallCount, suppressRow } from './small-cell-suppression';
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
}

const rounded = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * The four-fifths rule for the groups of one dimension at one stage: each group's rate, and its ratio to the
 * highest rate among the groups large enough to judge. A group under 30 gets no ratio, and its counts follow the
 * small-cell rule (a count from 1 to 4 is hidden, and so is the number selected when the number not selected is
 * from 1 to 4 beside a shown n, with complements in the row); a rate is shown only beside both its counts.
 */
export function judgeGroups(tallies: readonly GroupTally[]): FromSchema<typeof impactGroupWireSchema>[] {
  const judged = (tally: GroupTally) => tally.n >= SMALLEST_JUDGED_GROUP;
  const best = Math.max(0, ...tallies.filter(judged).map((tally) => tally.selected / tally.n));
  const small = (index: number) => !judged(tallies[index]!);
  // Complements come from the groups too small to judge first, so the judged groups keep their figures.
  const ns = suppressRow(
    tallies.map((tally) => tally.n),
    (count, index) => small(index) && isSmallCount(count),
    small,
  );
  // Beside a shown n, a small number not selected is as telling as a small number selected.
  const selected = suppressRow(
    tallies.map((tally) => tally.selected),
    (count, index) => small(index) && (isSmallCount(count) || (ns[index] !== null && isSmallCount(tallies[index]!.n - count))),
    small,
  );
  return tallies.map((tally, index) => {
    const ratio = judged(tally) && best > 0 ? rounded(tally.selected / tally.n / best) : null;
    const shownN = ns[index]!;
    const shownSelected = selected[index]!;
    return {
      dimension: tally.dimension,
      group: tally.group,
      title: tally.title,
      n: shownN,
      selected: shownSelected,
      rate: shownN !== null && shownSelected !== null && tally.n > 0 ? rounded(tally.selected / tally.n) : null,
      impact_ratio: ratio,
      flagged: ratio !== null && ratio < FOUR_FIFTHS,
    };
  });
}
