import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matchEvents, matches, matchOpenStays } from '../db/schema';
import { AUTO_ARCHIVE_STATUSES, MATCH_STATUS_VALUES, matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { reportQuery } from './report-query';
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
  const result = await reportQuery(db, isWholeMarketplace(scope) ? everyStay(now, statuses) : staysInScope(scope, now, statuses));
  const byStatus = new Map(rowsOf<{ status: string; stays: number; median: unknown; p90: unknown }>(result).map((row) => [row.status, row]));
  return {
    statuses: statuses.map((status) => {
      const row = byStatus.get(status);
      return { status, title: matchStatusLabel(status), stays: Number(row?.stays ?? 0), median_days: days(row?.median), p90_days: days(row?.p90) };
    }),
  };
}

const isWholeMarketplace = (scope: ReportScope) => scope.from === null && scope.to === null && scope.employerId === null && scope.roleId === null;

// A stay starts with an event that moved the match (an archiving event keeps the status). The days an ended stay
// lasted, until the match's next event, are kept on the event (migration 0028's trigger); the stays still going are
// kept apart (match_open_stays, migration 0030), their days worked out against `now`.
const moved = sql`(${matchEvents.fromStatus} is null or ${matchEvents.fromStatus} <> ${matchEvents.toStatus})`;
const openDays = (now: Date) => sql`date_part('epoch', ${now.toISOString()}::timestamptz - ${matchOpenStays.since}) / 86400`;
const percentiles = (column: SQL) => sql`count(*)::int as stays,
  percentile_cont(0.5) within group (order by ${column}) as median,
  percentile_cont(0.9) within group (order by ${column}) as p90`;

/**
 * Every match: one status at a time, its ended stays read in order from their index and its open ones from theirs,
 * so nothing is joined and no stay is sorted by status first.
 */
function everyStay(now: Date, statuses: readonly MatchStatus[]): SQL {
  const names = sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`
    select waiting.status, counted.*
    from unnest(array[${names}]::text[]) as waiting(status)
    cross join lateral (
      select ${percentiles(sql`stays.days`)}
      from (
        select ${matchEvents.stayDays} as days from ${matchEvents}
        where ${matchEvents.stayDays} is not null and ${moved} and ${matchEvents.toStatus} = waiting.status
        union all
        select ${openDays(now)} from ${matchOpenStays} where ${matchOpenStays.status} = waiting.status
      ) stays
    ) counted`;
}

/**
 * The matches of a scope, grouped by status. Days are on the stays themselves (their match's creation, migration
 * 0032), so a range of days reads its stays from an index range; only an organization or a role joins the matches.
 */
function staysInScope(scope: ReportScope, now: Date, statuses: readonly MatchStatus[]): SQL {
  const joinsMatches = scope.employerId !== null || scope.roleId !== null;
  const of = (stays: typeof matchEvents | typeof matchOpenStays, matchId: typeof matchEvents.matchId | typeof matchOpenStays.matchId) =>
    joinsMatches ? sql`${stays} join ${scope.matchesFrom} on ${matches.id} = ${matchId}` : sql`${stays}`;
  const inScope = (
    status: typeof matchEvents.toStatus | typeof matchOpenStays.status,
    matchDay: typeof matchEvents.matchCreatedAt | typeof matchOpenStays.matchCreatedAt,
  ) => and(inArray(status, [...statuses]), ...withinDays(matchDay, scope.from, scope.to), ...(joinsMatches ? [scope.matchCondition] : []));
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
