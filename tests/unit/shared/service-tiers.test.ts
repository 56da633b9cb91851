import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_TIERS, SERVICE_TIER_VALUES, expectedFee, feeText, payBasis, serviceTier } from '../../../src/shared/service-tiers';

const enumFile = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../schemas/enums/service-tiers.json'), 'utf8')) as {
  oneOf: { const: string; title: string }[];
};

describe('service tiers (spec 001 §3.5, §9)', () => {
  it('lists the tiers of the enumeration file, in its order and with its labels', () => {
    expect(SERVICE_TIERS.map(({ tier, label }) => ({ const: tier, title: label }))).toEqual(enumFile.oneOf);
    expect(SERVICE_TIER_VALUES).toEqual(enumFile.oneOf.map((option) => option.const));
  });

  it('has the fees of the spec, Essential without a fee and Custom by agreement', () => {
    expect(Object.fromEntries(SERVICE_TIERS.map((tier) => [tier.tier, tier.feePercent]))).toEqual({
      essential: 0,
      enhanced: 10,
      enhanced_plus: 15,
      premier: 20,
      premier_plus: 25,
      custom: null,
    });
    expect(SERVICE_TIERS.map(feeText)).toEqual(['No hiring fee', '10%', '15%', '20%', '25%', 'By agreement']);
  });

  it('computes the expected fee in whole dollars from the salary', () => {
    expect(expectedFee('enhanced', 80_000)).toBe(8_000);
    expect(expectedFee('premier_plus', 65_500)).toBe(16_375);
    expect(expectedFee('enhanced_plus', 33_333)).toBe(5_000);
    expect(expectedFee('essential', 90_000)).toBe(0);
  });

  it('has no expected fee by agreement, for an unknown tier or without a salary', () => {
    expect(expectedFee('custom', 80_000)).toBeNull();
    expect(expectedFee('gold', 80_000)).toBeNull();
    expect(expectedFee(null, 80_000)).toBeNull();
    expect(expectedFee('premier', null)).toBeNull();
    expect(expectedFee('premier', Number.NaN)).toBeNull();
    expect(serviceTier('gold')).toBeUndefined();
  });

  it('takes the preferred salary, else the hourly rate over the hours the role type implies', () => {
    expect(payBasis({ preferredSalary: 72_000, preferredRate: 40, roleType: ['full_time', 'part_time_20_30'] })?.compensation).toBe(72_000);
    // Issue 22: a part-time role at $35 an hour, 20-30 hours a week, is paid for 25 hours, not a full-time year.
    expect(payBasis({ preferredRate: 35, roleType: ['part_time_20_30'] })).toEqual({ compensation: 45_500, hourlyRate: 35, hoursPerWeek: 25 });
    expect(payBasis({ preferredRate: 40, roleType: ['part_time_30_40'] })?.compensation).toBe(72_800);
    expect(payBasis({ preferredRate: 40, roleType: ['part_time_under_20', 'contracted'] })?.compensation).toBe(20_800);
    // A contract sets no hours: the rate is known, the yearly pay is not.
    expect(payBasis({ preferredRate: 60, roleType: ['contracted'] })).toEqual({ compensation: null, hourlyRate: 60, hoursPerWeek: null });
    expect(payBasis({ preferredRate: 40 })?.compensation).toBeNull();
    expect(payBasis({})).toBeNull();
  });
});
