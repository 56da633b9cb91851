import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matches } from '../db/schema';
import { MATCH_STATUS_VALUES, matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { reachedIn } from './reached-statuses';
import { rowsOf, type ReportScope } from './report-scope';
import type { FromSchema } from 'json-schema-to-ts';
import type { funnelReportWireSchema } from '../../shared/wire/reports-wire';

/**
 * Issue 27 item 1: for the matches of `scope`, how many are at each status now and how many ever reached it (by
 * their events, so a match rejected at the final interview still counts as having reached it), in the order of
 * spec 001 §4.1. `statuses` leaves out the ones a reader may not see (an employee never sees staff's steps).
 */
export async function funnelReport(
  db: AppDb,
  scope: Pick<ReportScope, 'matchCondition' | 'matchesFrom'>,
  statuses: readonly MatchStatus[] = MATCH_STATUS_VALUES,
): Promise<FromSchema<typeof funnelReportWireSchema>> {
  // The matches by the status they are at and the statuses they ever reached (bits kept from their events): few
  // distinct pairs, added up here, so the database only counts. The roles are joined only when an organization is
  // chosen (`matchesFrom`): over 1,000,000 matches that join was most of the report.
  const result = await db.execute(sql`select ${matches.status} as status, ${matches.reached} as reached, count(*)::int as n
    from ${scope.matchesFrom} where ${scope.matchCondition} group by 1, 2`);
  const counts = new Map<string, number>();
  const reachedCounts = new Map<MatchStatus, number>();
  for (const row of rowsOf<{ status: string; reached: number; n: number }>(result)) {
    counts.set(row.status, (counts.get(row.status) ?? 0) + Number(row.n));
    for (const status of reachedIn(Number(row.reached))) reachedCounts.set(status, (reachedCounts.get(status) ?? 0) + Number(row.n));
  }
  return {
    stages: statuses.map((status) => ({ status, title: matchStatusLabel(status), count: counts.get(status) ?? 0, reached: reachedCounts.get(status) ?? 0 })),
    total: [...counts.values()].reduce((sum, n) => sum + n, 0),
  };
}
