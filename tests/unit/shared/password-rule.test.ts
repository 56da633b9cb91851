import { describe, expect, it } from 'vitest';
import { PASSWORD_CHECKS, passwordProblems } from '../../../src/shared/password-rule';

describe('password rule (spec 000 §5)', () => {
  it('has the four checklist lines in the words of the spec', () => {
    expect(PASSWORD_CHECKS.map((c) => c.label)).toEqual([
      'Is at least 9 characters long',
      'Contains at least 1 uppercase letter',
      'Contains at least 1 lowercase letter',
      'Contains at least 1 number',
    ]);
  });

  it('accepts 9 characters with upper, lower and digit, and refuses 8', () => {
    expect(passwordProblems('Abcdefg1x')).toEqual([]);
    expect(passwordProblems('Abcdef1x')).toHaveLength(1);
  });

  it('names each missing ingredient', () => {
    expect(passwordProblems('abcdefghi').join(' ')).toMatch(/uppercase.*number/);
    expect(passwordProblems('ABCDEFGH1').join(' ')).toContain('lowercase');
  });

  it('counts characters, not UTF-16 units, and caps at 128', () => {
    expect(passwordProblems('Aa1😀😀😀😀😀😀')).toEqual([]);
    expect(passwordProblems(`Aa1${'x'.repeat(125)}`)).toEqual([]);
    expect(passwordProblems(`Aa1${'x'.repeat(126)}`)).toEqual(['The password must be at most 128 characters long.']);
  });
});
