import { describe, expect, it } from 'vitest';
import { judgeGroups, type GroupTally } from '../../../../src/server/reports/four-fifths';
import { selectionDifference } from '../../../../src/server/reports/significance';
import { DECLINING_OPTIONS, DEMOGRAPHIC_DIMENSIONS, groupsOf, isStatedGroup } from '../../../../src/server/reports/demographic-groups';
import { loadFlows } from '../../../../src/server/flows/load-flows';

/** Counts as the reports give them to the rule: already rounded to 5 (rounded-counts.ts). */
const tally = (group: string, n: number, selected: number, stated = true): GroupTally => ({ dimension: 'gender', group, title: group, n, selected, stated });

describe('the four-fifths rule against the right group (issue 36 item 10)', () => {
  it('never takes "Decline to State" or "Not answered" as the reference, however high their rate', () => {
    const groups = judgeGroups([
      tally('female', 100, 40),
      tally('male', 100, 60),
      tally('decline_to_state', 100, 90, false),
      tally('unanswered', 100, 95, false),
    ]);
    expect(groups.map((group) => [group.group, group.reference, group.impact_ratio, group.flagged])).toEqual([
      ['female', false, 0.6667, true],
      ['male', true, 1, false],
      ['decline_to_state', false, 1.5, false],
      ['unanswered', false, 1.5833, false],
    ]);
  });

  it('says a flag on small numbers may be chance, and a flag on large numbers is not', () => {
    // 10 of 40 against 20 of 40: ratio 0.5, yet Fisher's exact test gives p = 0.0368 (scipy.stats.fisher_exact).
    const small = judgeGroups([tally('female', 40, 10), tally('male', 40, 20)]);
    expect(small[0]).toMatchObject({ impact_ratio: 0.5, flagged: true, significance_test: 'fisher', p_value: 0.0368, may_be_chance: false });
    expect(small[1]).toMatchObject({ reference: true, p_value: null, significance_test: null });
    // 15 of 30 against 20 of 30: ratio 0.75, flagged, but p = 0.2949 (scipy.stats.fisher_exact): it may well be chance.
    const close = judgeGroups([tally('female', 30, 15), tally('male', 30, 20)]);
    expect(close[0]).toMatchObject({ impact_ratio: 0.75, flagged: true, may_be_chance: true });
    expect(close[0]!.p_value).toBeCloseTo(0.2949, 3);
  });

  it('hides a rounded 5, and shows no ratio at all when a group that could be the reference has a hidden count', async () => {
    // Hired: 3 of 200 women and 2 of 180 men (the "selected 3 and 2 at Hired"), rounded to 5 and 0.
    const groups = judgeGroups([tally('female', 200, 5), tally('male', 180, 0), tally('self_describe', 40, 5)]);
    expect(groups.map((group) => [group.n, group.selected, group.rate, group.impact_ratio])).toEqual([
      [200, null, null, null],
      // 0 stands for 0 to 4: its rate is shown, but with the best group unknown, no ratio.
      [180, 0, 0, null],
      [40, null, null, null],
    ]);
  });

  it('never shows more selected than the group has, when the two are rounded apart', () => {
    const [group] = judgeGroups([tally('female', 30, 35)]);
    expect(group).toMatchObject({ n: 30, selected: 30, rate: 1, impact_ratio: 1, reference: true });
  });

  it('takes the reference from the counts shown only, so every ratio and p-value follows from them', () => {
    const groups = judgeGroups([tally('female', 35, 20), tally('male', 35, 30), tally('decline_to_state', 10, 10, false)]);
    // 20/35 over 30/35 = 0.6667; Fisher's exact test of 20 of 35 against 30 of 35 gives p = 0.0161 (scipy).
    expect(groups[0]).toMatchObject({ impact_ratio: 0.6667, flagged: true, p_value: 0.0161, may_be_chance: false });
    expect(groups[1]).toMatchObject({ reference: true, impact_ratio: 1 });
    expect(groups[2]).toMatchObject({ reference: false, impact_ratio: null });
  });
});

describe('selectionDifference', () => {
  it('agrees with scipy.stats.fisher_exact on small tables', () => {
    expect(selectionDifference(3, 4, 1, 4)).toEqual({ test: 'fisher', pValue: expect.closeTo(0.485714, 6) });
    expect(selectionDifference(30, 50, 40, 50)!.pValue).toBeCloseTo(0.048582, 6);
  });

  it('uses the two-proportion z test for large groups', () => {
    const test = selectionDifference(1500, 4000, 1800, 4000)!;
    expect(test.test).toBe('z');
    // z = 6.8133; two-sided p = 9.54e-12 (scipy.stats.norm.sf).
    expect(test.pValue).toBeGreaterThan(9e-12);
    expect(test.pValue).toBeLessThan(1e-11);
  });

  it('answers nothing for an empty group', () => {
    expect(selectionDifference(0, 0, 3, 10)).toBeNull();
  });
});

describe('the declining answers', () => {
  it('are options of the job seeker flow’s questions, one for each question the reports group by', () => {
    const flows = loadFlows();
    const options = DEMOGRAPHIC_DIMENSIONS.map(({ dimension }) => groupsOf(flows, dimension).map((group) => group.group));
    for (const declining of DECLINING_OPTIONS)
      expect(
        options.some((groups) => groups.includes(declining)),
        declining,
      ).toBe(true);
    for (const groups of options) expect(groups.filter((group) => !isStatedGroup(group))).toHaveLength(2);
  });
});
