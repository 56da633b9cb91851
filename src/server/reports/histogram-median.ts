/**
 * The median of the scores counted in `histogram` (score → matches), as `percentile_cont(0.5)` computes it: the
 * middle score, or halfway between the two middle ones. Null when nothing was scored.
 */
export function histogramMedian(histogram: ReadonlyMap<number, number>): number | null {
  const scores = [...histogram.keys()].sort((a, b) => a - b);
  const total = scores.reduce((sum, score) => sum + histogram.get(score)!, 0);
  if (total === 0) return null;
  const position = (total - 1) / 2;
  const valueAt = (index: number): number => {
    let seen = 0;
    for (const score of scores) {
      seen += histogram.get(score)!;
      if (index < seen) return score;
    }
    return scores[scores.length - 1]!;
  };
  const low = valueAt(Math.floor(position));
  return low + (position - Math.floor(position)) * (valueAt(Math.ceil(position)) - low);
}
