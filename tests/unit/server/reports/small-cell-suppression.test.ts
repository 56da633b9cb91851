import { describe, expect, it } from 'vitest';
import { suppressRow, suppressTotal } from '../../../../src/server/reports/small-cell-suppression';
import { judgeGroups } from '../../../../src/server/reports/four-fifths';

/** Whether someone knowing the row's total and the shown cells could tell any hidden cell's value. */
function derivable(cells: number[], shown: (number | null)[]): boolean {
  const hidden = cells.filter((_, index) => shown[index] === null);
  const sum = hidden.reduce((total, count) => total + count, 0);
  return hidden.length === 1 || (hidden.length > 1 && (sum === 0 || (!hidden.includes(0) && sum === hidden.length)));
}

describe('suppressRow', () => {
  it('shows a row without small counts as it is', () => {
    expect(suppressRow([12, 0, 7, 30])).toEqual([12, 0, 7, 30]);
  });

  it('hides a count from 1 to 4 and the smallest other non-zero count with it', () => {
    expect(suppressRow([12, 3, 7, 0])).toEqual([12, null, null, 0]);
  });

  it('hides two small counts together, unless both are 1 (their sum would give them away)', () => {
    expect(suppressRow([20, 3, 2])).toEqual([20, null, null]);
    expect(suppressRow([20, 1, 1, 9])).toEqual([20, null, null, null]);
  });

  it('hides every cell when the total is itself small', () => {
    expect(suppressRow([0, 3, 0])).toEqual([null, null, null]);
    expect(suppressTotal(3)).toBeNull();
    expect(suppressTotal(0)).toBe(0);
  });

  it('takes complements from the preferred cells first', () => {
    expect(suppressRow([40, 2, 50, 9], undefined, (index) => index >= 2)).toEqual([40, null, 50, null]);
  });

  it('never leaves a small count shown or a hidden count derivable, over many rows', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 2000; run += 1) {
      const cells = Array.from({ length: 2 + Math.floor(random() * 6) }, () => (random() < 0.3 ? 0 : Math.floor(random() * 12)));
      const shown = suppressRow(cells);
      expect(
        shown.every((value) => value === null || value === 0 || value >= 5),
        JSON.stringify(cells),
      ).toBe(true);
      const total = cells.reduce((sum, count) => sum + count, 0);
      if (suppressTotal(total) !== null) expect(derivable(cells, shown), JSON.stringify([cells, shown])).toBe(false);
    }
  });
});

describe('judgeGroups (four-fifths rule)', () => {
  it('flags a judged group under 0.8 of the best judged rate, and gives small groups no ratio', () => {
    const groups = judgeGroups([
      { dimension: 'gender', group: 'female', title: 'Female', n: 50, selected: 40, stated: true },
      { dimension: 'gender', group: 'male', title: 'Male', n: 50, selected: 30, stated: true },
      { dimension: 'gender', group: 'decline_to_state', title: 'Decline to State', n: 20, selected: 19, stated: false },
    ]);
    expect(groups.map((group) => [group.group, group.rate, group.impact_ratio, group.flagged])).toEqual([
      ['female', 0.8, 1, false],
      // Hidden as the complement (below), and so is its ratio: 0.75 of 40/50 beside n = 50 would give back 30.
      ['male', null, null, false],
      // 19 of 20 is the highest rate, but too few to judge: the best judged rate is the reference. One person not
      // selected is a small count, so the number selected is hidden, and the smallest other number selected with it.
      ['decline_to_state', null, null, false],
    ]);
    expect(groups.map((group) => [group.n, group.selected])).toEqual([
      [50, 40],
      [50, null],
      [20, null],
    ]);
  });
});
