import { describe, expect, it } from 'vitest';
import { judgeGroups, type GroupTally } from '../../../../src/server/reports/four-fifths';
import { selectionDifference } from '../../../../src/server/reports/significance';
import { DECLINING_OPTIONS, DEMOGRAPHIC_DIMENSIONS, groupsOf, isStatedGroup } from '../../../../src/server/reports/demographic-groups';
import { loadFlows } from '../../../../src/server/flows/load-flows';

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
    // 21 of 35 against 28 of 36: ratio 0.77, flagged, but p = 0.13 (scipy): it may well be chance.
    const close = judgeGroups([tally('female', 35, 21), tally('male', 36, 28)]);
    expect(close[0]).toMatchObject({ impact_ratio: 0.7714, flagged: true, may_be_chance: true });
    expect(close[0]!.p_value).toBeCloseTo(0.1288, 3);
  });

  it('hides the number selected of a large group when it is from 1 to 4, and every ratio that would give it back', () => {
    // Hired: 3 of 200 women and 2 of 180 men, both groups large (the "selected 3 and 2 at Hired").
    const groups = judgeGroups([tally('female', 200, 3), tally('male', 180, 2), tally('self_describe', 40, 6)]);
    expect(groups.map((group) => [group.n, group.selected, group.rate, group.impact_ratio])).toEqual([
      [200, null, null, null],
      [180, null, null, null],
      // The two hidden counts add up to 5 (the funnel's hired less 6): 3 and 2, 4 and 1 or 5 and 0, none told apart.
      [40, 6, 0.15, 1],
    ]);
  });

  it('shows no ratio at all when the reference group’s counts are hidden, as any ratio beside n would give them back', () => {
    const groups = judgeGroups([tally('female', 100, 97), tally('male', 100, 50), tally('self_describe', 40, 30)]);
    // 97 of 100 leaves 3 not selected: hidden, and with it the reference's rate.
    expect(groups[0]).toMatchObject({ selected: null, rate: null });
    expect(groups.map((group) => group.impact_ratio)).toEqual([null, null, null]);
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
