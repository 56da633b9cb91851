import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matches } from '../db/schema';
import type { LoadedFlows } from '../flows/load-flows';
import { matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { DEMOGRAPHIC_DIMENSIONS, groupExpression, groupsOf, joinAnswers, rawAnswer, type DemographicGroup } from './demographic-groups';
import { reachedIn } from './reached-statuses';
import { reportQuery } from './report-query';
import { rowsOf, type ReportScope } from './report-scope';
import { suppressRow, suppressTotal } from './small-cell-suppression';
import { withheldFor } from './smallest-scope';
import type { diversityReportWireSchema } from '../../shared/wire/reports-wire';
import type { FromSchema } from 'json-schema-to-ts';

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
export async function diversityReport(
  db: AppDb,
  flows: LoadedFlows,
  scope: ReportScope,
  stages: readonly MatchStatus[],
): Promise<FromSchema<typeof diversityReportWireSchema>> {
  // A person once per stage: the statuses their matches in the scope reached (bits kept from the events), or-ed
  // together; people are counted by answer and by those statuses, each answer's group worked out once per distinct
  // answer, and the stages added up here.
  const result = await reportQuery(
    db,
    sql`
    with people as (
      select ${matches.jobseekerId} as id, bit_or(${matches.reached}) as reached
      from ${scope.matchesFrom}
      where ${scope.matchCondition}
      group by ${matches.jobseekerId}
    ),
    answered as (
      select ${rawAnswer('gender')} as gender, ${rawAnswer('ethnicity')} as ethnicity, people.reached, count(*)::int as n
      from people ${joinAnswers(sql`people.id`)}
      group by 1, 2, 3
    )
    select ${groupExpression(flows, 'gender', sql`answered.gender`)} as gender, ${groupExpression(flows, 'ethnicity', sql`answered.ethnicity`)} as ethnicity,
      answered.reached, answered.n
    from answered`,
  );
  const grouped = rowsOf<{ gender: string; ethnicity: string; reached: number; n: number }>(result);
  // Each person is in one row: their number is the scope's, and a scope of few people answers nothing.
  const withheld = withheldFor(grouped.reduce((sum, row) => sum + Number(row.n), 0));
  if (withheld !== null) return { withheld, stages: [] };
  const counted = DEMOGRAPHIC_DIMENSIONS.map(({ dimension }) => {
    const tally = new Map<string, { status: MatchStatus; grp: string; n: number }>();
    for (const row of grouped) {
      for (const status of reachedIn(Number(row.reached))) {
        const key = `${status}\n${row[dimension]}`;
        const entry = tally.get(key) ?? { status, grp: String(row[dimension]), n: 0 };
        entry.n += Number(row.n);
        tally.set(key, entry);
      }
    }
    return { dimension, rows: [...tally.values()] };
  });
  return {
    withheld: null,
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
