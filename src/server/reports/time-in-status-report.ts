import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matchEvents, matches, matchOpenStays } from '../db/schema';
import { AUTO_ARCHIVE_STATUSES, MATCH_STATUS_VALUES, matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { reportQueries, reportQuery } from './report-query';
import { rowsOf, withinDays, type ReportScope } from './report-scope';
import type { timeInStatusReportWireSchema } from '../../shared/wire/reports-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** Statuses a match ends in: nobody waits in them, so they have no time to report. */
const FINAL_STATUSES: readonly MatchStatus[] = [...AUTO_ARCHIVE_STATUSES, 'hired'];

/** The statuses a match waits in, in the order of spec 001 §4.1. */
export const WAITING_STATUSES: readonly MatchStatus[] = MATCH_STATUS_VALUES.filter((status) => !FINAL_STATUSES.includes(status));

const days = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100);

/**
 * Issue 27 item 2: per waiting status, the median and 90th percentile of the days matches spent in it, from their
 * events. A stay ends with the match's next event (a move, or its archiving when another candidate was hired); a
 * match still in the status counts up to `now`, an archived one up to its last event. Exact percentiles: every stay
 * in scope is counted.
 */
export async function timeInStatusReport(
  db: AppDb,
  scope: ReportScope,
  now: Date,
  statuses: readonly MatchStatus[] = WAITING_STATUSES,
): Promise<FromSchema<typeof timeInStatusReportWireSchema>> {
  // An organization or a role is a few thousand stays, read in one query; every day or a range of days, a few
  // hundred thousand a status, counted a status at a time on two connections.
  const rows = joinsMatches(scope)
    ? rowsOf<StatusRow>(await reportQuery(db, staysInScope(scope, now, statuses)))
    : (
        await reportQueries<StatusRow>(
          db,
          statuses.map((status) => staysOf(status, scope, now)),
        )
      ).flat();
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return {
    statuses: statuses.map((status) => {
      const row = byStatus.get(status);
      return { status, title: matchStatusLabel(status), stays: Number(row?.stays ?? 0), median_days: days(row?.median), p90_days: days(row?.p90) };
    }),
  };
}

interface StatusRow {
  status: string;
  stays: number;
  median: unknown;
  p90: unknown;
}

/** Only an organization or a role needs the stays' matches: days are on the stays themselves (migration 0032). */
const joinsMatches = (scope: ReportScope) => scope.employerId !== null || scope.roleId !== null;

// A stay starts with an event that moved the match (an archiving event keeps the status). The days an ended stay
// lasted, until the match's next event, are kept on the event (migration 0028's trigger); the stays still going are
// kept apart (match_open_stays, migration 0030), their days worked out against `now`.
const moved = sql`(${matchEvents.fromStatus} is null or ${matchEvents.fromStatus} <> ${matchEvents.toStatus})`;
const openDays = (now: Date) => sql`date_part('epoch', ${now.toISOString()}::timestamptz - ${matchOpenStays.since}) / 86400`;
const percentiles = (column: SQL) => sql`count(*)::int as stays,
  percentile_cont(0.5) within group (order by ${column}) as median,
  percentile_cont(0.9) within group (order by ${column}) as p90`;

/**
 * The stays in one status of the matches proposed in the scope's days (or ever): its ended stays and its open ones
 * each read from an index range on (status, match's creation), so nothing is joined and no stay is sorted by status
 * first (migration 0038). The statuses are parts of one report (reportQueries): over a million matches a status has
 * a few hundred thousand stays, and two are counted at a time.
 */
function staysOf(status: MatchStatus, scope: ReportScope, now: Date): SQL {
  return sql`
    select ${status}::text as status, ${percentiles(sql`stays.days`)}
    from (
      select ${matchEvents.stayDays} as days from ${matchEvents}
      where ${and(
        sql`${matchEvents.stayDays} is not null and ${moved}`,
        eq(matchEvents.toStatus, status),
        ...withinDays(matchEvents.matchCreatedAt, scope.from, scope.to),
      )}
      union all
      select ${openDays(now)} from ${matchOpenStays}
      where ${and(eq(matchOpenStays.status, status), ...withinDays(matchOpenStays.matchCreatedAt, scope.from, scope.to))}
    ) stays`;
}

/**
 * The stays of an organization's or a role's matches, grouped by status: a few thousand, joined to their matches
 * for the organization and role, in one query.
 */
function staysInScope(scope: ReportScope, now: Date, statuses: readonly MatchStatus[]): SQL {
  const of = (stays: typeof matchEvents | typeof matchOpenStays, matchId: typeof matchEvents.matchId | typeof matchOpenStays.matchId) =>
    sql`${stays} join ${scope.matchesFrom} on ${matches.id} = ${matchId}`;
  const inScope = (
    status: typeof matchEvents.toStatus | typeof matchOpenStays.status,
    matchDay: typeof matchEvents.matchCreatedAt | typeof matchOpenStays.matchCreatedAt,
  ) => and(inArray(status, [...statuses]), ...withinDays(matchDay, scope.from, scope.to), scope.matchCondition);
  return sql`
    with stays as (
      select ${matchEvents.toStatus} as status, ${matchEvents.stayDays} as days
      from ${of(matchEvents, matchEvents.matchId)}
      where ${matchEvents.stayDays} is not null and ${moved} and ${inScope(matchEvents.toStatus, matchEvents.matchCreatedAt)}
      union all
      select ${matchOpenStays.status}, ${openDays(now)}
      from ${of(matchOpenStays, matchOpenStays.matchId)}
      where ${inScope(matchOpenStays.status, matchOpenStays.matchCreatedAt)}
    )
    select status, ${percentiles(sql`days`)}
    from stays
    group by status`;
}
