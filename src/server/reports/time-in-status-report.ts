import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matchEvents, matches, roles } from '../db/schema';
import { AUTO_ARCHIVE_STATUSES, MATCH_STATUS_VALUES, matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { rowsOf } from './report-scope';
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
  scope: SQL,
  now: Date,
  statuses: readonly MatchStatus[] = WAITING_STATUSES,
): Promise<TimeInStatusReportWire> {
  const result = await db.execute(sql`
    with stays as (
      select ${matchEvents.toStatus} as status, ${matchEvents.fromStatus} as from_status, ${matchEvents.createdAt} as entered,
        coalesce(lead(${matchEvents.createdAt}) over (partition by ${matchEvents.matchId} order by ${matchEvents.createdAt}, ${matchEvents.id}),
          case when ${matches.archived} then null else ${now.toISOString()}::timestamptz end) as left_at
      from ${matchEvents} join ${matches} on ${matches.id} = ${matchEvents.matchId} join ${roles} on ${roles.id} = ${matches.roleId}
      where ${scope}
    )
    select status, count(*)::int as stays,
      percentile_cont(0.5) within group (order by extract(epoch from left_at - entered) / 86400) as median,
      percentile_cont(0.9) within group (order by extract(epoch from left_at - entered) / 86400) as p90
    from stays
    where left_at is not null and (from_status is null or from_status <> status)
    group by status`);
  const byStatus = new Map(rowsOf<{ status: string; stays: number; median: unknown; p90: unknown }>(result).map((row) => [row.status, row]));
  return {
    statuses: statuses.map((status) => {
      const row = byStatus.get(status);
      return { status, title: matchStatusLabel(status), stays: Number(row?.stays ?? 0), median_days: days(row?.median), p90_days: days(row?.p90) };
    }),
  };
}
