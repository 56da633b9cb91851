import { describe, expect, it } from 'vitest';
import { countRounder, NO_ONE, shownCount, type CountedSet } from '../../../../src/server/reports/rounded-counts';

const secret = new TextEncoder().encode('a secret of the test, long enough for a key');
const set = (count: number, hashSum: number): CountedSet => ({ count, hashSum: BigInt(hashSum) });

describe('random rounding of the reports’ counts (issue 36 item 9)', () => {
  const round = countRounder(secret);

  it('leaves a multiple of 5 alone, and takes any other count to the multiple of 5 just below or just above it', () => {
    for (const count of [0, 5, 10, 40, 95]) expect(round(count, set(50, 7), set(20, 3), 'gender/female')).toBe(count);
    for (let scope = 0; scope < 200; scope += 1) expect([10, 15]).toContain(round(13, set(50, scope), NO_ONE, 'gender/female'));
  });

  it('rounds without bias: over many scopes, 13 is 15 three times in five', () => {
    let sum = 0;
    const draws = 20_000;
    for (let scope = 0; scope < draws; scope += 1) sum += round(13, set(60, scope * 7919), set(30, scope), 'gender/female');
    expect(sum / draws).toBeGreaterThan(12.9);
    expect(sum / draws).toBeLessThan(13.1);
  });

  it('answers the same for the same scope, counted set and group, and draws afresh when any of them or the secret changes', () => {
    const draws = (change: (scope: number) => number) => Array.from({ length: 64 }, (_, scope) => change(scope));
    const base = draws((scope) => round(12, set(40, scope), set(20, 1), 'gender/male'));
    expect(draws((scope) => round(12, set(40, scope), set(20, 1), 'gender/male'))).toEqual(base);
    expect(draws((scope) => round(12, set(41, scope), set(20, 1), 'gender/male'))).not.toEqual(base);
    expect(draws((scope) => round(12, set(40, scope), set(20, 2), 'gender/male'))).not.toEqual(base);
    expect(draws((scope) => round(12, set(40, scope), set(20, 1), 'gender/female'))).not.toEqual(base);
    const other = countRounder(new TextEncoder().encode('another secret of the test, long enough too'));
    expect(draws((scope) => other(12, set(40, scope), set(20, 1), 'gender/male'))).not.toEqual(base);
  });

  it('hides a rounded 5 only', () => {
    expect([0, 5, 10, 15].map(shownCount)).toEqual([0, null, 10, 15]);
  });
});
