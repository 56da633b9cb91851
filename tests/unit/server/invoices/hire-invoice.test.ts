import { describe, expect, it } from 'vitest';
import { hireInvoice } from '../../../../src/server/invoices/hire-invoice';
import { placementFee } from '../../../../src/shared/first-year-salary';

const now = new Date('2026-11-21T15:00:00Z');
const role = { id: 7, employerId: 3, agreedServiceTier: 'premier', agreedFeePercent: '20.00' };

describe('hireInvoice: the draft invoice a hire writes', () => {
  it("is a draft of the hire's fixed fee on the salary, with the role's agreed tier and percent copied", () => {
    const match = { id: 42, firstYearSalary: 95_000, placementFee: placementFee('20.00', 95_000) };
    expect(hireInvoice(match, role, now)).toEqual({
      matchId: 42,
      roleId: 7,
      employerId: 3,
      firstYearSalary: 95_000,
      tier: 'premier',
      percent: '20.00',
      amount: '19000.00',
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    });
  });

  it('keeps the cents the hire fixed, and no amount under custom terms', () => {
    expect(hireInvoice({ id: 1, firstYearSalary: 80_001, placementFee: placementFee('12.50', 80_001) }, role, now).amount).toBe('10000.13');
    const custom = hireInvoice({ id: 2, firstYearSalary: 70_000, placementFee: null }, { ...role, agreedServiceTier: 'custom', agreedFeePercent: null }, now);
    expect(custom).toMatchObject({ tier: 'custom', percent: null, amount: null, firstYearSalary: 70_000, status: 'draft' });
  });
});
