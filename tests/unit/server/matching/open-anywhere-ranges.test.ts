import { describe, expect, it } from 'vitest';
import { evenCuts } from '../../../../src/server/matching/open-anywhere-ranges';

describe('cutting those open to anywhere into ranges of metro code of about the same size', () => {
  it('cuts where the running share passes each third, whatever order the statistics list the codes in', () => {
    // Codes 1 to 6 with shares 30 %, 10 %, 10 %, 20 %, 20 %, 10 %: a third is passed after code 2, two thirds after 4.
    expect(evenCuts([4, 1, 6, 2, 5, 3], [0.2, 0.3, 0.1, 0.1, 0.2, 0.1], 3)).toEqual([3, 5]);
  });

  it('balances the ranges by the shares of the codes listed, which need not add up to everyone', () => {
    expect(evenCuts([1, 2, 3, 4], [0.1, 0.1, 0.1, 0.1], 2)).toEqual([3]);
  });

  it('makes fewer ranges than asked when one code holds most people, and never a range after the last code', () => {
    expect(evenCuts([1, 2], [0.9, 0.05], 3)).toEqual([2]);
    expect(evenCuts([7], [1], 3)).toEqual([]);
    expect(evenCuts([], [], 3)).toEqual([]);
  });
});
