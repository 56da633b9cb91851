import { describe, expect, it } from 'vitest';
import { histogramMedian } from '../../../../src/server/reports/histogram-median';

/** The median of the scores written out one by one, as percentile_cont(0.5) defines it. */
function medianOfList(scores: number[]): number {
  const sorted = [...scores].sort((a, b) => a - b);
  const position = (sorted.length - 1) / 2;
  const low = sorted[Math.floor(position)]!;
  return low + (position - Math.floor(position)) * (sorted[Math.ceil(position)]! - low);
}

function histogramOf(scores: number[]): Map<number, number> {
  const histogram = new Map<number, number>();
  for (const score of scores) histogram.set(score, (histogram.get(score) ?? 0) + 1);
  return histogram;
}

describe('the median of a score histogram', () => {
  it('is null when nothing was scored', () => {
    expect(histogramMedian(new Map())).toBeNull();
  });

  it('is the middle score of an odd count', () => {
    expect(
      histogramMedian(
        new Map([
          [70, 1],
          [40, 1],
          [90, 1],
        ]),
      ),
    ).toBe(70);
  });

  it('is halfway between the two middle scores of an even count, even across histogram entries', () => {
    expect(
      histogramMedian(
        new Map([
          [10, 2],
          [30, 1],
          [20, 1],
        ]),
      ),
    ).toBe(15);
    expect(
      histogramMedian(
        new Map([
          [61, 3],
          [62, 3],
        ]),
      ),
    ).toBe(61.5);
  });

  it('agrees with the median of the scores listed one by one', () => {
    const lists = [[5], [1, 2], [3, 3, 3, 8], [0, 100, 50, 50, 49, 51], Array.from({ length: 101 }, (_, index) => (index * 37) % 23)];
    for (const scores of lists) expect(histogramMedian(histogramOf(scores))).toBe(medianOfList(scores));
  });
});
