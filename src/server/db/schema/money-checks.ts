import { sql, type SQL } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_FIRST_YEAR_SALARY } from '../../../shared/first-year-salary';

/**
 * Range CHECKs for a table's money columns, so no writer (a route, a job, a seed, a hand-typed statement) can
 * store a negative fee, a percent over 100 or a salary past what a hire takes. Whole dollars and fees stay within
 * `MAX_FIRST_YEAR_SALARY` (a fee is at most 100 % of a salary); a null column (custom terms, no hire yet) passes.
 * The bound is written into the migration as a literal, so changing the constant shows as a schema change.
 */
export function moneyChecks(table: string, columns: { salary?: AnyPgColumn; percent?: AnyPgColumn; fee?: AnyPgColumn }) {
  const max = sql.raw(String(MAX_FIRST_YEAR_SALARY));
  const between = (column: AnyPgColumn, low: SQL, high: SQL) => sql`${column} is null or ${column} between ${low} and ${high}`;
  return [
    ...(columns.salary ? [check(`${table}_salary_range`, between(columns.salary, sql.raw('0'), max))] : []),
    ...(columns.percent ? [check(`${table}_percent_range`, between(columns.percent, sql.raw('0'), sql.raw('100')))] : []),
    ...(columns.fee ? [check(`${table}_fee_range`, between(columns.fee, sql.raw('0'), max))] : []),
  ];
}
