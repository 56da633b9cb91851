import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matchEvents, matches, roles } from '../db/schema';
import type { LoadedFlows } from '../flows/load-flows';
import { matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { DEMOGRAPHIC_DIMENSIONS, groupExpression, groupsOf, joinAnswers, type DemographicGroup } from './demographic-groups';
import { rowsOf } from './report-scope';
import { suppressRow, suppressTotal } from './small-cell-suppression';
import type { DiversityReportWire } from '../../shared/wire/reports-wire';

/** Groups in the flow's order, then any value an older flow version stored, by its code. */
function columns(known: DemographicGroup[], seen: Iterable<string>): DemographicGroup[] {
  const extra = [...new Set(seen)].filter((group) => !known.some((entry) => entry.group === group)).sort();
  return [...known, ...extra.map((group) => ({ group, title: group }))];
}

/**
 * Issue 27 item 4: among the job seekers whose matches in `scope` reached each stage, how many are in each gender
 * and each ethnicity group (a person once per stage, however many of their matches reached it), with the
 * small-cell rule applied to every row.
 */
export async function diversityReport(db: AppDb, flows: LoadedFlows, scope: SQL, stages: readonly MatchStatus[]): Promise<DiversityReportWire> {
  const counted = await Promise.all(
    DEMOGRAPHIC_DIMENSIONS.map(async ({ dimension }) => {
      const result = await db.execute(sql`
        select ${matchEvents.toStatus} as status, ${groupExpression(flows, dimension)} as grp, count(distinct ${matches.jobseekerId})::int as n
        from ${matchEvents} join ${matches} on ${matches.id} = ${matchEvents.matchId} join ${roles} on ${roles.id} = ${matches.roleId}
        ${joinAnswers()}
        where ${scope} and ${inArray(matchEvents.toStatus, [...stages])}
        group by 1, 2`);
      return { dimension, rows: rowsOf<{ status: string; grp: string; n: number }>(result) };
    }),
  );
  return {
    stages: stages.map((status) => ({
      status,
      title: matchStatusLabel(status),
      rows: counted.map(({ dimension, rows }) => {
        const mine = rows.filter((row) => row.status === status);
        const groups = columns(
          groupsOf(flows, dimension),
          mine.map((row) => row.grp),
        );
        const counts = groups.map(({ group }) => Number(mine.find((row) => row.grp === group)?.n ?? 0));
        const shown = suppressRow(counts);
        return {
          dimension,
          title: DEMOGRAPHIC_DIMENSIONS.find((entry) => entry.dimension === dimension)!.title,
          total: suppressTotal(counts.reduce((sum, n) => sum + n, 0)),
          cells: groups.map((group, index) => ({ ...group, count: shown[index]! })),
        };
      }),
    })),
  };
}
