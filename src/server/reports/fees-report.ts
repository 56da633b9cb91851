import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/database';
import { invoices, roles } from '../db/schema';
import { SERVICE_TIERS, WEEKLY_HOURS, WEEKS_PER_YEAR } from '../../shared/service-tiers';
import { REPORT_TIME_ZONE, rowsOf, withinDays, type ReportScope } from './report-scope';
import type { FromSchema } from 'json-schema-to-ts';
import type { feesReportWireSchema } from '../../shared/wire/reports-wire';

/** Roles still hiring: their fee is expected, not earned. */
const HIRING_ROLE_STATUSES = ['open', 'paused'] as const;

/** A constant table as SQL `(values …)`, so the query reads the tiers' percents and the weekly hours from code. */
const valuesTable = (rows: readonly (readonly [string, number | null])[]): SQL =>
  sql`(values ${sql.join(
    rows.map(([key, value]) => sql`(${key}::text, ${value}::numeric)`),
    sql`, `,
  )})`;

/** A jsonb answer as numeric when it is a JSON number, else null (as `payBasis` ignores anything but a number). */
const numberAnswer = (key: string) =>
  sql`case when jsonb_typeof(${roles.answers} -> ${key}::text) = 'number' then (${roles.answers} ->> ${key}::text)::numeric end`;

/**
 * The open roles' count and expected fees, summed in the database as `numeric`: each role's fee is its agreed
 * percent (or its tier's) of the first-year pay its answers point to, in whole dollars, as `payBasis` and
 * `feeAmount` of src/shared/service-tiers.ts work it out for one role (tests/api/reports/fees-report.test.ts compares them).
 */
async function openRoleFees(db: AppDb, scope: ReportScope): Promise<{ count: number; expected: string; without: number }> {
  const tiers = valuesTable(SERVICE_TIERS.map((tier) => [tier.tier, tier.feePercent]));
  const hours = valuesTable(Object.entries(WEEKLY_HOURS));
  const answeredTier = sql`case when jsonb_typeof(${roles.answers} -> 'serviceTier') = 'string' then ${roles.answers} ->> 'serviceTier' end`;
  // The most hours of the role's types (several types share one rate); null when none of them sets hours.
  const weeklyHours = sql`(select max(hours.value) from jsonb_array_elements(case when jsonb_typeof(${roles.answers} -> 'roleType') = 'array' then ${roles.answers} -> 'roleType' else '[]'::jsonb end) as role_type
    join ${hours} as hours(key, value) on jsonb_typeof(role_type) = 'string' and hours.key = role_type #>> '{}')`;
  const pay = sql`coalesce(${numberAnswer('preferredSalary')}, round(${numberAnswer('preferredRate')} * ${weeklyHours} * ${WEEKS_PER_YEAR}))`;
  const percent = sql`coalesce(${roles.agreedFeePercent}, (select tiers.value from ${tiers} as tiers(key, value) where tiers.key = coalesce(${roles.agreedServiceTier}, ${answeredTier})))`;
  const fee = sql`case when ${pay} >= 0 then round(${pay} * ${percent} / 100) end`;
  const [row] = rowsOf<{ count: number; expected: string | null; without: number }>(
    await db.execute(sql`
      select count(*)::int as count, sum(fee) as expected, (count(*) - count(fee))::int as without
      from (select ${fee} as fee from ${roles} where ${and(scope.roleCondition, inArray(roles.status, [...HIRING_ROLE_STATUSES]))}) open_roles`),
  );
  return { count: Number(row?.count ?? 0), expected: row?.expected ?? '0', without: Number(row?.without ?? 0) };
}

/** A sum of money the database gives as `numeric` text, as the wire's number of dollars (and cents). */
const dollars = (value: string | null): number => Number(value ?? 0);

/**
 * Issue 27 item 3: the fees the open roles of `scope` should bring (each role's agreed percent, or its tier's, of
 * the first-year pay its answers point to), and by month the hires' fees and the amounts invoiced and paid. A role
 * with custom terms or no pay stated has no expected fee and is counted apart. Every sum is worked out in the
 * database as `numeric` (exact cents), and becomes a number only on the way out.
 */
export async function feesReport(db: AppDb, scope: ReportScope): Promise<FromSchema<typeof feesReportWireSchema>> {
  const open = await openRoleFees(db, scope);

  const month = (column: PgColumn) => sql`to_char(${column} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM')`;
  const invoiceScope = and(
    sql`true`,
    ...(scope.employerId !== null ? [sql`${invoices.employerId} = ${scope.employerId}`] : []),
    ...(scope.roleId !== null ? [sql`${invoices.roleId} = ${scope.roleId}`] : []),
  )!;
  const inRange = (column: PgColumn) => and(sql`${column} is not null`, ...withinDays(column, scope.from, scope.to))!;
  // `rollup` adds the totals as one more row, its month null.
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
    ) parts group by rollup(month) order by month nulls last`);
  const sums = rowsOf<{ month: string | null; hires: number; hire_fees: string | null; invoiced: string | null; paid: string | null }>(result).map((row) => ({
    month: row.month,
    hires: Number(row.hires),
    hire_fees: dollars(row.hire_fees),
    invoiced: dollars(row.invoiced),
    paid: dollars(row.paid),
  }));
  const months = sums.flatMap(({ month, ...row }) => (month === null ? [] : [{ month, ...row }]));
  const totals = sums.flatMap(({ month, ...row }) => (month === null ? [row] : []))[0] ?? { hires: 0, hire_fees: 0, invoiced: 0, paid: 0 };
  return { open_roles: { count: open.count, expected_fees: dollars(open.expected), without_expected_fee: open.without }, months, totals };
}
