import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReportScopeQuery } from '../../shared/wire/reports-wire';
import type { AppDb } from '../db/database';
import { employers, matches, roles } from '../db/schema';
import { AppError, type FieldErrors } from '../errors/app-error';
import { isIdText, isUuid } from '../http/ids';
import { MORNING_TIME_ZONE } from '../queue/next-morning';

/** Reports read days and months where the provider works (US Eastern), as the morning e-mails do. */
export const REPORT_TIME_ZONE = MORNING_TIME_ZONE;

export { REPORT_SCOPE_QUERY_PROPERTIES as SCOPE_QUERY_PROPERTIES, type ReportScopeQuery as ScopeQuery } from '../../shared/wire/reports-wire';

/** Which matches a report counts: a cohort of matches proposed between two days, of one organization or role. */
export interface ReportScope {
  from: string | null;
  to: string | null;
  employerId: number | null;
  roleId: number | null;
  /** The condition on `matches` joined with `roles` (or on `matches` alone, from `matchesFrom`). */
  matchCondition: SQL;
  /**
   * The scope's matches as a FROM clause for `matchCondition`: joined to their roles only when an organization is
   * chosen, as only that condition reads them (over the whole marketplace the join costs a tenth of a report).
   */
  matchesFrom: SQL;
  /** The condition on `roles` alone (open roles, fees). */
  roleCondition: SQL;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function readDay(text: string | undefined, field: string, problems: FieldErrors): string | null {
  if (text === undefined || text === '') return null;
  const parts = DAY.exec(text);
  const day = parts ? new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))) : null;
  if (!parts || !day || day.toISOString().slice(0, 10) !== text) {
    problems[field] = ['Give a date as YYYY-MM-DD, e.g. 2026-01-31.'];
    return null;
  }
  return text;
}

/** The first instant of a day in the report time zone. */
export function startOfDay(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${REPORT_TIME_ZONE})`;
}

/** The first instant after a day in the report time zone. */
export function endOfDay(day: string): SQL {
  return sql`((${day}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE})`;
}

/** `column` between the first instant of `from` and the last of `to`, both days in the report time zone. */
export function withinDays(column: SQL | PgColumn, from: string | null, to: string | null): SQL[] {
  return [...(from ? [sql`${column} >= ${startOfDay(from)}`] : []), ...(to ? [sql`${column} < ${endOfDay(to)}`] : [])];
}

/**
 * Reads `from`, `to` (days, inclusive), `employer` (an organization's id) and `role` (a role's uuid); anything
 * unusable is a 400 naming the parameter. `fixedEmployerId` is an employee's own organization: the filter is
 * theirs, whatever they asked.
 */
export async function readReportScope(db: Pick<AppDb, 'select'>, query: ReportScopeQuery, fixedEmployerId: number | null = null): Promise<ReportScope> {
  const problems: FieldErrors = {};
  const from = readDay(query.from, 'from', problems);
  const to = readDay(query.to, 'to', problems);
  if (from && to && from > to) problems.to = ['The end date is before the start date: choose a later end date.'];

  let employerId: number | null = fixedEmployerId;
  if (fixedEmployerId === null && query.employer !== undefined && query.employer !== '') {
    const id = Number(query.employer);
    if (!isIdText(query.employer)) problems.employer = ["Give the organization's id, a whole number."];
    else {
      const [found] = await db.select({ id: employers.id }).from(employers).where(eq(employers.id, id)).limit(1);
      if (!found) problems.employer = ['No organization has this id.'];
      else employerId = id;
    }
  }

  let roleId: number | null = null;
  if (query.role !== undefined && query.role !== '') {
    if (!isUuid(query.role)) problems.role = ["Give the role's uuid, e.g. 3f0c5a2e-…"];
    else {
      const [found] = await db.select({ id: roles.id, employerId: roles.employerId }).from(roles).where(eq(roles.uuid, query.role.toLowerCase())).limit(1);
      if (!found) problems.role = ['No role has this uuid.'];
      else if (employerId !== null && found.employerId !== employerId)
        problems.role = [
          fixedEmployerId !== null ? 'No role of your organization has this uuid.' : 'This role belongs to another organization than the one chosen.',
        ];
      else roleId = found.id;
    }
  }
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);

  const employerFilter = employerId !== null ? [eq(roles.employerId, employerId)] : [];
  return {
    from,
    to,
    employerId,
    roleId,
    matchCondition: and(sql`true`, ...employerFilter, ...(roleId !== null ? [eq(matches.roleId, roleId)] : []), ...withinDays(matches.createdAt, from, to))!,
    matchesFrom: employerId !== null ? sql`${matches} join ${roles} on ${roles.id} = ${matches.roleId}` : sql`${matches}`,
    roleCondition: and(sql`true`, ...employerFilter, ...(roleId !== null ? [eq(roles.id, roleId)] : []))!,
  };
}

/** Rows of `db.execute` on either driver. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
