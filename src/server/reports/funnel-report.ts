import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matchEvents, matches, roles } from '../db/schema';
import { MATCH_STATUS_VALUES, matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { rowsOf } from './report-scope';
import type { FunnelReportWire as FunnelReport } from '../../shared/wire/reports-wire';

/**
 * Issue 27 item 1: for the matches of `scope`, how many are at each status now and how many ever reached it (by
 * their events, so a match rejected at the final interview still counts as having reached it), in the order of
 * spec 001 §4.1. `statuses` leaves out the ones a reader may not see (an employee never sees staff's steps).
 */
export async function funnelReport(db: AppDb, scope: SQL, statuses: readonly MatchStatus[] = MATCH_STATUS_VALUES): Promise<FunnelReport> {
  const [current, reached] = await Promise.all([
    db.execute(sql`select ${matches.status} as status, count(*)::int as n
      from ${matches} join ${roles} on ${roles.id} = ${matches.roleId} where ${scope} group by ${matches.status}`),
    db.execute(sql`select ${matchEvents.toStatus} as status, count(distinct ${matchEvents.matchId})::int as n
      from ${matchEvents} join ${matches} on ${matches.id} = ${matchEvents.matchId} join ${roles} on ${roles.id} = ${matches.roleId}
      where ${scope} group by ${matchEvents.toStatus}`),
  ]);
  const counts = new Map(rowsOf<{ status: string; n: number }>(current).map((row) => [row.status, Number(row.n)]));
  const reachedCounts = new Map(rowsOf<{ status: string; n: number }>(reached).map((row) => [row.status, Number(row.n)]));
  return {
    stages: statuses.map((status) => ({ status, title: matchStatusLabel(status), count: counts.get(status) ?? 0, reached: reachedCounts.get(status) ?? 0 })),
    total: [...counts.values()].reduce((sum, n) => sum + n, 0),
  };
}
