import { and, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matchEvents, matches, roles } from '../db/schema';
import { AUTO_ARCHIVE_STATUSES, MATCH_STATUS_VALUES, matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { reportQuery } from './report-query';
import { rowsOf, type ReportScope } from './report-scope';
import type { TimeInStatusReportWire } from '../../shared/wire/reports-wire';

/** Statuses a match ends in: nobody waits in them, so they have no time to report. */
const FINAL_STATUSES: readonly MatchStatus[] = [...AUTO_ARCHIVE_STATUSES, 'hired'];

/** The statuses a match waits in, in the order of spec 001 §4.1. */
export const WAITING_STATUSES: readonly MatchStatus[] = MATCH_STATUS_VALUES.filter((status) => !FINAL_STATUSES.includes(status));

const days = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100);

/**
 * Issue 27 item 2: per waiting status, the median and 90th percentile of the days matches spent in it, from their
 * events. A stay ends with the match's next event (a move, or its archiving when another candidate was hired); a
 * match still in the status counts up to `now`, an archived one up to its last event.
 */
export async function timeInStatusReport(
  db: AppDb,
  scope: ReportScope,
  now: Date,
  statuses: readonly MatchStatus[] = WAITING_STATUSES,
): Promise<TimeInStatusReportWire> {
  // A stay starts with an event that moved the match (an archiving event keeps the status); the days it lasted until
  // the next event are kept on the event (migration 0028's trigger), so only the stays still going are worked out.
  const stay = and(
    sql`(${matchEvents.fromStatus} is null or ${matchEvents.fromStatus} <> ${matchEvents.toStatus})`,
    inArray(matchEvents.toStatus, [...statuses]),
  );
  const everyMatch = scope.from === null && scope.to === null && scope.employerId === null && scope.roleId === null;
  const inScope = sql`join ${matches} on ${matches.id} = ${matchEvents.matchId} join ${roles} on ${roles.id} = ${matches.roleId}`;
  const result = await reportQuery(
    db,
    sql`
    with stays as (
      select ${matchEvents.toStatus} as status, ${matchEvents.stayDays} as days
      from ${matchEvents} ${everyMatch ? sql`` : inScope}
      where ${matchEvents.stayDays} is not null and ${stay} ${everyMatch ? sql`` : sql`and ${scope.matchCondition}`}
      union all
      select ${matchEvents.toStatus}, date_part('epoch', ${now.toISOString()}::timestamptz - ${matchEvents.createdAt}) / 86400
      from ${matchEvents} ${inScope}
      where ${matchEvents.stayDays} is null and ${stay} and not ${matches.archived} and ${scope.matchCondition}
    )
    select status, count(*)::int as stays,
      percentile_cont(0.5) within group (order by days) as median,
      percentile_cont(0.9) within group (order by days) as p90
    from stays
    group by status`,
  );
  const byStatus = new Map(rowsOf<{ status: string; stays: number; median: unknown; p90: unknown }>(result).map((row) => [row.status, row]));
  return {
    statuses: statuses.map((status) => {
      const row = byStatus.get(status);
      return { status, title: matchStatusLabel(status), stays: Number(row?.stays ?? 0), median_days: days(row?.median), p90_days: days(row?.p90) };
    }),
  };
}
