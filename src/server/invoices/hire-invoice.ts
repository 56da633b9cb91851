import { invoices, type MatchRow, type RoleRow } from '../db/schema';
import type { AppQueries } from '../db/database';

/**
 * The draft invoice of a hire: the fee the hire fixed on the match (null under custom terms) and the terms agreed
 * on its role, copied so the record stands when the match, role or organization is later deleted.
 */
export function hireInvoice(
  match: Pick<MatchRow, 'id' | 'firstYearSalary' | 'placementFee'>,
  role: Pick<RoleRow, 'id' | 'employerId' | 'agreedServiceTier' | 'agreedFeePercent'>,
  now: Date,
): typeof invoices.$inferInsert {
  return {
    matchId: match.id,
    roleId: role.id,
    employerId: role.employerId,
    firstYearSalary: match.firstYearSalary ?? 0,
    tier: role.agreedServiceTier,
    percent: role.agreedFeePercent,
    amount: match.placementFee,
    status: 'draft',
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The draft invoice of a hire, written by changeMatchStatus in the transaction that records the hire, from the
 * fee that transaction fixed on the match. The unique index on the match makes a second hire of the same match
 * (two requests at once) leave the first invoice alone rather than add another.
 */
export async function createHireInvoice(
  tx: AppQueries,
  match: MatchRow,
  role: Pick<RoleRow, 'id' | 'employerId' | 'agreedServiceTier' | 'agreedFeePercent'>,
  now: Date,
): Promise<void> {
  await tx
    .insert(invoices)
    .values(hireInvoice(match, role, now))
    .onConflictDoNothing({ target: invoices.matchId });
}
