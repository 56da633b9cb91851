import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../../src/server/db/schema';
import { feeAmount, payBasis, serviceTier } from '../../../src/shared/service-tiers';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpEmployer, staffToken } from '../support/role-helpers';
import { get } from '../support/match-helpers';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(() => t.close());

type RoleFacts = { answers: Record<string, unknown>; agreedServiceTier: string | null; agreedFeePercent: string | null };

/** Open roles whose pay and terms take every branch of the rule, halves of a dollar included. */
const ROLES: readonly RoleFacts[] = [
  { answers: { preferredSalary: 80_000 }, agreedServiceTier: 'enhanced_plus', agreedFeePercent: '15.00' },
  { answers: { preferredSalary: 80_001 }, agreedServiceTier: 'custom', agreedFeePercent: '12.50' },
  { answers: { preferredSalary: 80_004 }, agreedServiceTier: 'custom', agreedFeePercent: '12.50' },
  { answers: { preferredSalary: 61_234.5 }, agreedServiceTier: 'premier', agreedFeePercent: '20.00' },
  { answers: { preferredRate: 30, roleType: ['part_time_20_30', 'full_time'] }, agreedServiceTier: 'enhanced', agreedFeePercent: null },
  { answers: { preferredRate: 17.35, roleType: ['part_time_under_20'] }, agreedServiceTier: 'premier_plus', agreedFeePercent: null },
  { answers: { preferredRate: 20, roleType: [42, 'part_time_30_40'] }, agreedServiceTier: 'essential', agreedFeePercent: null },
  { answers: { preferredRate: 22.5, roleType: ['contract'] }, agreedServiceTier: 'enhanced', agreedFeePercent: null },
  { answers: { preferredRate: 22.5, roleType: 'full_time' }, agreedServiceTier: 'enhanced', agreedFeePercent: null },
  { answers: { preferredSalary: 90_000, serviceTier: 'premier' }, agreedServiceTier: null, agreedFeePercent: null },
  { answers: { preferredSalary: 90_000, serviceTier: 'premier' }, agreedServiceTier: 'not_a_tier', agreedFeePercent: null },
  { answers: { preferredSalary: 90_000 }, agreedServiceTier: 'custom', agreedFeePercent: null },
  { answers: { preferredSalary: '90000' }, agreedServiceTier: 'enhanced', agreedFeePercent: '10.00' },
  { answers: { preferredSalary: -1, preferredRate: 30, roleType: ['full_time'] }, agreedServiceTier: 'enhanced', agreedFeePercent: '10.00' },
  { answers: {}, agreedServiceTier: 'premier', agreedFeePercent: null },
];

/** One role's expected fee as the browser's rule (src/shared/service-tiers.ts) works it out. */
function expectedInTypeScript(role: RoleFacts): number | null {
  const percent = role.agreedFeePercent !== null ? Number(role.agreedFeePercent) : serviceTier(role.agreedServiceTier ?? role.answers.serviceTier)?.feePercent;
  return feeAmount(percent, payBasis(role.answers)?.compensation);
}

describe("GET /api/staff/reports/fees/: the open roles' expected fees", () => {
  it('are what the shared rule gives for each role, summed exactly, with the roles without a fee counted apart', async () => {
    const employer = await signUpEmployer(t.app, 'Expected Fees Academy');
    const rows = await t.database.db
      .insert(roles)
      .values(ROLES.map((role) => ({ employerId: employer.employerId, status: 'open' as const, ...role })))
      .returning({ uuid: roles.uuid });
    const fees = ROLES.map(expectedInTypeScript);
    // The cases cover a fee and no fee, and a fee of nothing (Essential) apart from no fee.
    expect(fees.filter((fee) => fee === null).length).toBeGreaterThanOrEqual(5);
    expect(fees).toContain(0);

    for (const [index, row] of rows.entries()) {
      const report = await get(t, staff, `/api/staff/reports/fees/?role=${row.uuid}`);
      expect(report.statusCode, report.body).toBe(200);
      const fee = fees[index]!;
      expect(report.json().open_roles, JSON.stringify(ROLES[index])).toEqual({ count: 1, expected_fees: fee ?? 0, without_expected_fee: fee === null ? 1 : 0 });
    }
    const all = (await get(t, staff, `/api/staff/reports/fees/?employer=${employer.employerId}`)).json();
    expect(all.open_roles).toEqual({
      count: ROLES.length,
      expected_fees: fees.reduce<number>((sum, fee) => sum + (fee ?? 0), 0),
      without_expected_fee: fees.filter((fee) => fee === null).length,
    });
    expect(all.months).toEqual([]);
    expect(all.totals).toEqual({ hires: 0, hire_fees: 0, invoiced: 0, paid: 0 });
  });
});
