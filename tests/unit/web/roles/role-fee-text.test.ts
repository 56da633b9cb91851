import { describe, expect, it } from 'vitest';
import type { ExpectedFee } from '../../../../src/shared/wire/role-wire';
import { expectedFeeText } from '../../../../src/web/roles/role-fee-text';

/** An expected fee as a role's body gives it, before staff agree the tier. */
function fee(amounts: Pick<ExpectedFee, 'percent' | 'compensation' | 'amount'> & Partial<ExpectedFee>): ExpectedFee {
  return { tier: 'enhanced', agreed: false, hourlyRate: null, hoursPerWeek: null, ...amounts };
}

describe('the expected fee in words', () => {
  it('says what a salaried role’s fee is worked out on', () => {
    expect(expectedFeeText(fee({ percent: 10, compensation: 110_000, amount: 11_000, hourlyRate: null, hoursPerWeek: null }))).toBe(
      'About $11,000, on a first-year compensation of $110,000',
    );
  });

  it('shows an hourly role’s rate and the weekly hours its type implies', () => {
    expect(expectedFeeText(fee({ percent: 20, compensation: 45_500, amount: 9_100, hourlyRate: 35, hoursPerWeek: 25 }))).toBe(
      'About $9,100, on a first-year compensation of $45,500 ($35 an hour × 25 hours a week × 52 weeks; a part-time band counts at its middle)',
    );
  });

  it('quotes a contract, which sets no weekly hours, per hour worked', () => {
    expect(expectedFeeText(fee({ percent: 15, compensation: null, amount: null, hourlyRate: 35, hoursPerWeek: null }))).toBe(
      'About $5.25 for each hour worked in the first year (15% of $35 an hour): a contract sets no weekly hours',
    );
  });

  it('says nothing without pay or with a fee by agreement', () => {
    expect(expectedFeeText(fee({ percent: 20, compensation: null, amount: null }))).toBeNull();
    expect(expectedFeeText(fee({ percent: null, compensation: 80_000, amount: null }))).toBeNull();
    expect(expectedFeeText(null)).toBeNull();
  });
});
