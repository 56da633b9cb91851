import { describe, expect, it } from 'vitest';
import { ID_PATTERN, wholeNumbersUpTo } from '../../../src/server/http/ids';

describe('ID_PATTERN, the one id a path may name', () => {
  const id = new RegExp(ID_PATTERN);

  it("takes every whole number from 1 to the database's integer maximum, written plainly", () => {
    for (const text of ['1', '9', '10', '99', '1999999999', '2047483647', '2147483639', '2147483640', '2147483646', '2147483647']) {
      expect(id.test(text), text).toBe(true);
    }
  });

  it('refuses what can name no row: past the maximum, zero, signs, leading zeros, exponents, fractions', () => {
    for (const text of ['2147483648', '2147483650', '2147484000', '2200000000', '3000000000', '9999999999', '10000000000', '99999999999999999999']) {
      expect(id.test(text), text).toBe(false);
    }
    for (const text of ['0', '-1', '+1', '01', '1e3', '1.5', '1.0', ' 1', '1 ', '0x10', '', 'abc']) expect(id.test(text), text).toBe(false);
  });

  it('is exact for any maximum: every number up to it and none past it', () => {
    for (const max of [1, 7, 10, 19, 20, 99, 100, 101, 250, 1000, 4096]) {
      const pattern = new RegExp(wholeNumbersUpTo(max));
      for (let n = 0; n <= max * 2 + 20; n += 1) expect(pattern.test(String(n)), `${n} against ${max}`).toBe(n >= 1 && n <= max);
    }
  });
});
