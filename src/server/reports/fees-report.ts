import { and, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/database';
import { invoices, roles } from '../db/schema';
import { feeAmount, payBasis, serviceTier } from '../../shared/service-tiers';
import { REPORT_TIME_ZONE, rowsOf, withinDays, type ReportScope } from './report-scope';
import type { FromSchema } from 'json-schema-to-ts';
import type { feesReportWireSchema } from '../../shared/wire/reports-wire';

/** Roles still hiring: their fee is expected, not earned. */
const HIRING_ROLE_STATUSES = ['open', 'paused'] as const;

const dollars = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

/**
 * Issue 27 item 3: the fees the open roles of `scope` should bring (each role's agreed percent, or its tier's, of
 * the first-year pay its answers point to), and by month the hires' fees and the amounts invoiced and paid. A role
 * with custom terms or no pay stated has no expected fee and is counted apart.
 */
export async function feesReport(db: AppDb, scope: ReportScope): Promise<FromSchema<typeof feesReportWireSchema>> {
  const open = await db
    .select({ answers: roles.answers, agreedFeePercent: roles.agreedFeePercent, agreedServiceTier: roles.agreedServiceTier })
    .from(roles)
    .where(and(scope.roleCondition, inArray(roles.status, [...HIRING_ROLE_STATUSES])));
  let expected = 0;
  let without = 0;
  for (const role of open) {
    const percent =
      role.agreedFeePercent !== null ? Number(role.agreedFeePercent) : serviceTier(role.agreedServiceTier ?? role.answers.serviceTier)?.feePercent;
    const fee = feeAmount(percent, payBasis(role.answers)?.compensation);
    if (fee === null) without += 1;
    else expected += fee;
  }

  const month = (column: PgColumn) => sql`to_char(${column} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM')`;
  const invoiceScope = and(
    sql`true`,
    ...(scope.employerId !== null ? [sql`${invoices.employerId} = ${scope.employerId}`] : []),
    ...(scope.roleId !== null ? [sql`${invoices.roleId} = ${scope.roleId}`] : []),
  )!;
  const inRange = (column: PgColumn) => and(sql`${column} is not null`, ...withinDays(column, scope.from, scope.to))!;
  const result = await db.execute(sql`
    select month, sum(hires)::int as hires, sum(hire_fees) as hire_fees, sum(invoiced) as invoiced, sum(paid) as paid from (
      select ${month(invoices.createdAt)} as month, count(*) as hires, coalesce(sum(${invoices.amount}) filter (where ${invoices.status} <> 'void'), 0) as hire_fees, 0 as invoiced, 0 as paid
        from ${invoices} where ${invoiceScope} and ${inRange(invoices.createdAt)} group by 1
      union all
      select ${month(invoices.sentAt)}, 0, 0, coalesce(sum(${invoices.amount}), 0), 0
        from ${invoices} where ${invoiceScope} and ${inRange(invoices.sentAt)} and ${invoices.status} <> 'void' group by 1
      union all
      select ${month(invoices.paidAt)}, 0, 0, 0, coalesce(sum(${invoices.amount}), 0)
        from ${invoices} where ${invoiceScope} and ${inRange(invoices.paidAt)} group by 1
    ) parts group by month order by month`);
  const months = rowsOf<Record<string, unknown>>(result).map((row) => ({
    month: String(row.month),
    hires: Number(row.hires),
    hire_fees: dollars(row.hire_fees),
    invoiced: dollars(row.invoiced),
    paid: dollars(row.paid),
  }));
  const totals = months.reduce(
    (sum, row) => ({
      hires: sum.hires + row.hires,
      hire_fees: dollars(sum.hire_fees + row.hire_fees),
      invoiced: dollars(sum.invoiced + row.invoiced),
      paid: dollars(sum.paid + row.paid),
    }),
    { hires: 0, hire_fees: 0, invoiced: 0, paid: 0 },
  );
  return { open_roles: { count: open.length, expected_fees: expected, without_expected_fee: without }, months, totals };
}
