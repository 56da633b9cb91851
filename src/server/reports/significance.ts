/**
 * Whether two groups' selection rates differ by more than chance would explain (issue 36 item 10): beside each
 * four-fifths ratio, so a flag on small numbers says it may be chance. Fisher's exact test while the table is small
 * enough to sum exactly; the two-proportion z test (pooled) beyond, where it agrees with Fisher's closely.
 */

/** Below 5 % a difference is called unlikely to be chance, as adverse impact analyses usually do. */
export const SIGNIFICANCE_LEVEL = 0.05;

/** Up to this many people in the two groups together the exact test is summed (a few thousand terms at most). */
const EXACT_UP_TO = 5_000;

export interface SignificanceTest {
  test: 'fisher' | 'z';
  /** Two-sided: the chance of a difference at least this large if both groups had the same rate. */
  pValue: number;
}

const logFactorials: number[] = [0];
function logFactorial(n: number): number {
  for (let k = logFactorials.length; k <= n; k += 1) logFactorials.push(logFactorials[k - 1]! + Math.log(k));
  return logFactorials[n]!;
}

/** The log-probability of `a` selected in the first group, given both groups' sizes and the selected in all (hypergeometric). */
function logHypergeometric(a: number, n1: number, n2: number, selected: number): number {
  const b = selected - a;
  return (
    logFactorial(n1) -
    logFactorial(a) -
    logFactorial(n1 - a) +
    logFactorial(n2) -
    logFactorial(b) -
    logFactorial(n2 - b) -
    (logFactorial(n1 + n2) - logFactorial(selected) - logFactorial(n1 + n2 - selected))
  );
}

/** Fisher's exact test, two-sided: the summed probability of every table no more likely than the one seen. */
function fisherExact(a: number, n1: number, b: number, n2: number): number {
  const selected = a + b;
  const seen = logHypergeometric(a, n1, n2, selected);
  // A relative tolerance, as R's fisher.test uses, so tables equally likely up to rounding count as "as extreme".
  const bound = seen + Math.log1p(1e-7);
  let p = 0;
  for (let x = Math.max(0, selected - n2); x <= Math.min(n1, selected); x += 1) {
    const logP = logHypergeometric(x, n1, n2, selected);
    if (logP <= bound) p += Math.exp(logP);
  }
  return Math.min(1, p);
}

/** The standard normal's upper tail, from the complementary error function (Numerical Recipes' erfc, error under 1.2e-7). */
function upperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

function twoProportionZ(a: number, n1: number, b: number, n2: number): number {
  const pooled = (a + b) / (n1 + n2);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (spread === 0) return 1;
  return Math.min(1, 2 * upperTail(Math.abs(a / n1 - b / n2) / spread));
}

/** The test of `a` selected of `n1` against `b` of `n2`; null when either group is empty. */
export function selectionDifference(a: number, n1: number, b: number, n2: number): SignificanceTest | null {
  if (n1 === 0 || n2 === 0) return null;
  if (n1 + n2 <= EXACT_UP_TO) return { test: 'fisher', pValue: fisherExact(a, n1, b, n2) };
  return { test: 'z', pValue: twoProportionZ(a, n1, b, n2) };
}
