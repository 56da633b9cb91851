import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { demographicAnswerPairs, jobseekerDemographicPairs, matches } from '../db/schema';
import type { LoadedFlows } from '../flows/load-flows';
import { matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { DEMOGRAPHIC_DIMENSIONS, groupExpression, groupsOf, type DemographicGroup } from './demographic-groups';
import { reachedIn } from './reached-statuses';
import { inPart, peopleParts, type PeoplePart } from './people-parts';
import { reportQueries } from './report-query';
import type { ReportScope } from './report-scope';
import { countedSet, hashSumOf, joinSets, MATCH_HASH, NO_ONE, shownCount, type CountedSet, type CountRounder } from './rounded-counts';
import { withheldFor } from './smallest-scope';
import type { diversityReportWireSchema } from '../../shared/wire/reports-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** Groups in the flow's order, then any value an older flow version stored, by its code. */
function columns(known: DemographicGroup[], seen: Iterable<string>): DemographicGroup[] {
  const extra = [...new Set(seen)].filter((group) => !known.some((entry) => entry.group === group)).sort();
  return [...known, ...extra.map((group) => ({ group, title: group }))];
}

interface DiversityRow {
  gender: string;
  ethnicity: string;
  reached: number;
  n: number;
  matches: number;
  match_hash: string;
  person_hash: string;
}

/**
 * A person once per stage: the statuses their matches in the scope reached (bits kept from the events), or-ed
 * together; people are counted by their answer pair (numbered per person by migration 0033: an integer hashes far
 * faster than two jsonb answers) and by those statuses, each pair's groups worked out once, and the stages added up
 * by the caller. The same pass fingerprints the scope's matches and each row's people, which key the rounding
 * (rounded-counts.ts).
 */
function peopleCounted(flows: LoadedFlows, scope: ReportScope, part: PeoplePart): SQL {
  return sql`
    with people as (
      select ${matches.jobseekerId} as id, bit_or(${matches.reached}) as reached, count(*)::int as matches, sum(${MATCH_HASH}) as match_hash
      from ${scope.matchesFrom}
      where ${scope.matchCondition} and ${inPart(matches.jobseekerId, part)}
      group by ${matches.jobseekerId}
    ),
    counted as (
      select ${jobseekerDemographicPairs.pairId} as pair_id, people.reached, count(*)::int as n,
        sum(people.matches)::int as matches, sum(people.match_hash)::text as match_hash, ${hashSumOf(sql`people.id`)} as person_hash
      from people left join ${jobseekerDemographicPairs}
        on ${jobseekerDemographicPairs.userId} = people.id and ${inPart(jobseekerDemographicPairs.userId, part)}
      group by 1, 2
    )
    select ${groupExpression(flows, 'gender', sql`${demographicAnswerPairs.gender}`)} as gender,
      ${groupExpression(flows, 'ethnicity', sql`${demographicAnswerPairs.ethnicity}`)} as ethnicity,
      counted.reached, counted.n, counted.matches, counted.match_hash, counted.person_hash
    from counted left join ${demographicAnswerPairs} on ${demographicAnswerPairs.id} = counted.pair_id`;
}

/**
 * Issue 27 item 4: among the job seekers whose matches in `scope` reached each stage, how many are in each gender
 * and each ethnicity group (a person once per stage, however many of their matches reached it), every count
 * rounded at random to 5 and a rounded 5 hidden (issue 36 item 9).
 */
export async function diversityReport(
  db: AppDb,
  flows: LoadedFlows,
  scope: ReportScope,
  stages: readonly MatchStatus[],
  round: CountRounder,
): Promise<FromSchema<typeof diversityReportWireSchema>> {
  const parts = await peopleParts(db, scope);
  const grouped = (
    await reportQueries<DiversityRow>(
      db,
      parts.map((part) => peopleCounted(flows, scope, part)),
    )
  ).flat();
  // Each person is in one row: their number is the scope's, and a scope of few people answers nothing.
  const withheld = withheldFor(grouped.reduce((sum, row) => sum + Number(row.n), 0));
  if (withheld !== null) return { withheld, stages: [] };
  const population = grouped.reduce((sum, row) => joinSets(sum, countedSet(row.matches, row.match_hash)), NO_ONE);
  // The people who reached each stage, over every group.
  const reachedBy = new Map<MatchStatus, CountedSet>();
  for (const row of grouped)
    for (const status of reachedIn(Number(row.reached))) reachedBy.set(status, joinSets(reachedBy.get(status) ?? NO_ONE, countedSet(row.n, row.person_hash)));
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
        const reachers = reachedBy.get(status) ?? NO_ONE;
        // Labelled as adverse impact labels the same counts, so a number both reports show is rounded alike.
        const shown = (count: number, label: string) => shownCount(round(count, population, reachers, label));
        return {
          dimension,
          title: DEMOGRAPHIC_DIMENSIONS.find((entry) => entry.dimension === dimension)!.title,
          total: shown(reachers.count, 'total'),
          cells: groups.map((group) => ({
            ...group,
            count: shown(Number(mine.find((row) => row.grp === group.group)?.n ?? 0), `${dimension}/${group.group}`),
          })),
        };
      }),
    })),
  };
}
