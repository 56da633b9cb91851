import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { demographicAnswerPairs, jobseekerDemographicPairs, jobseekerMatchProfiles, matches, roles } from '../db/schema';
import type { LoadedFlows } from '../flows/load-flows';
import { FILTER_NAMES, type FilterName, filterClauses, mayBeMatched, ownCriteriaOf } from '../matching';
import { AUTO_ARCHIVE_STATUSES, MATCH_STATUS_VALUES, matchStatusLabel, type MatchStatus } from '../../shared/match-statuses';
import { DEMOGRAPHIC_DIMENSIONS, groupExpression, groupsOf, isStatedGroup, joinAnswers } from './demographic-groups';
import { peopleIn, withheldFor } from './smallest-scope';
import { judgeGroups, type GroupTally } from './four-fifths';
import { reachedIn } from './reached-statuses';
import { histogramMedian } from './histogram-median';
import { inPart, peopleParts } from './people-parts';
import { reportQueries } from './report-query';
import { rowsOf, type ReportScope } from './report-scope';
import { countedSet, hashSumOf, joinSets, MATCH_HASH, NO_ONE, type CountedSet, type CountRounder } from './rounded-counts';
import type { AdverseImpactStageWire as AdverseImpactStage, adverseImpactReportWireSchema } from '../../shared/wire/reports-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** The hard filters in words, for the report's stage titles. */
const FILTER_TITLES: Readonly<Record<FilterName, string>> = {
  work_authorization: 'Filter: US work authorization',
  hours_and_role_type: 'Filter: hours and kind of work',
  location: 'Filter: location',
  compensation: 'Filter: compensation',
  excluded_organizations: 'Filter: excluded organizations',
  minimum_experience: 'Filter: minimum experience',
};

/**
 * The funnel stages judged: every status a match moves forward to, after the one every match starts at. The
 * statuses that end a match are outcomes, not selections.
 */
export const SELECTION_STATUSES: readonly MatchStatus[] = MATCH_STATUS_VALUES.filter(
  (status) => status !== 'confirm_match' && !AUTO_ARCHIVE_STATUSES.includes(status),
);

interface GroupedRow {
  gender: string | null;
  ethnicity: string | null;
  n: number;
  [column: string]: unknown;
}

/**
 * What keys the rounding of one stage's counts (rounded-counts.ts): everything the report is over, what its groups'
 * n count (over every group), and what their numbers selected count.
 */
interface StageSets {
  round: CountRounder;
  scope: CountedSet;
  all: CountedSet;
  selected: CountedSet;
}

/**
 * Tallies per group from rows grouped by gender and by ethnicity (grouping sets), every known group present, their
 * counts rounded: the four-fifths rule sees nothing else.
 */
function tallies(flows: LoadedFlows, rows: GroupedRow[], selectedColumn: string, sets: StageSets, nColumn = 'n'): GroupTally[] {
  return DEMOGRAPHIC_DIMENSIONS.flatMap(({ dimension }) => {
    const mine = rows.filter((row) => row[dimension] !== null && row[dimension] !== undefined);
    const known = groupsOf(flows, dimension);
    const extra = mine.map((row) => String(row[dimension])).filter((group) => !known.some((entry) => entry.group === group));
    return [...known, ...[...new Set(extra)].map((group) => ({ group, title: group }))].map(({ group, title }) => {
      const row = mine.find((candidate) => candidate[dimension] === group);
      // Labelled as diversity labels its cells, so a number both reports show is rounded alike.
      const label = `${dimension}/${group}`;
      return {
        dimension,
        group,
        title,
        n: sets.round(Number(row?.[nColumn] ?? 0), sets.scope, sets.all, label),
        selected: sets.round(Number(row?.[selectedColumn] ?? 0), sets.scope, sets.selected, label),
        stated: isStatedGroup(group),
      };
    });
  });
}

function judgedStage(stage: string, title: string, unit: AdverseImpactStage['unit'], all: GroupTally[]): AdverseImpactStage {
  const groups = DEMOGRAPHIC_DIMENSIONS.flatMap(({ dimension }) => judgeGroups(all.filter((tally) => tally.dimension === dimension)));
  return { stage, title, unit, groups };
}

const byGroups = sql`grouping sets ((1), (2))`;

/**
 * The hard filters of one role over everyone matching could consider for it (Core Profile complete, open to
 * matching): per group, how many pass each filter the role uses.
 */
async function filterStages(db: AppDb, flows: LoadedFlows, roleId: number, round: CountRounder): Promise<AdverseImpactStage[]> {
  const [role] = await db.select({ answers: roles.answers, employerId: roles.employerId }).from(roles).where(eq(roles.id, roleId));
  if (!role) return [];
  const clauses = filterClauses(await ownCriteriaOf(db, role));
  const used = FILTER_NAMES.filter((name) => clauses[name] !== undefined);
  const person = jobseekerMatchProfiles.userId;
  const passes = used.map(
    (name) =>
      sql`, count(*) filter (where ${clauses[name]!})::int as ${sql.identifier(name)}, ${hashSumOf(person, clauses[name]!)} as ${sql.identifier(`${name}_hash`)}`,
  );
  // Who reaches the candidate list at all: everyone the role's filters let through together.
  const everyCondition =
    used.length === 0
      ? sql`true`
      : sql.join(
          used.map((name) => sql`(${clauses[name]!})`),
          sql` and `,
        );
  const every = sql`, count(*) filter (where ${everyCondition})::int as every_filter, ${hashSumOf(person, everyCondition)} as every_filter_hash`;
  const result = await db.execute(sql`
    select ${groupExpression(flows, 'gender')} as gender, ${groupExpression(flows, 'ethnicity')} as ethnicity, count(*)::int as n, ${hashSumOf(person)} as n_hash
      ${sql.join(passes, sql``)} ${every}
    from ${jobseekerMatchProfiles} ${joinAnswers(sql`${jobseekerMatchProfiles.userId}`)}
    where ${mayBeMatched()}
    group by ${byGroups}`);
  const rows = rowsOf<GroupedRow>(result);
  // Each person is in one row of each dimension: the gender rows' sums are over everyone.
  const setOf = (column: string) =>
    rows.filter((row) => row.gender !== null).reduce((sum, row) => joinSets(sum, countedSet(row[column], row[`${column}_hash`])), NO_ONE);
  const scope = setOf('n');
  const sets = (column: string): StageSets => ({ round, scope, all: scope, selected: setOf(column) });
  // A filter the role does not use lets everyone through: it is listed so the report always has the same stages.
  return [
    ...FILTER_NAMES.map((name) => {
      const column = used.includes(name) ? name : 'n';
      return judgedStage(`filter:${name}`, FILTER_TITLES[name], 'people', tallies(flows, rows, column, sets(column)));
    }),
    judgedStage('filter:every', 'Passes every filter (reaches the candidate list)', 'people', tallies(flows, rows, 'every_filter', sets('every_filter'))),
  ];
}

/** One count of the single pass below: the matches of one answer pair that reached the same statuses with one score. */
interface CountedRow {
  gender: string;
  ethnicity: string;
  reached: number;
  score: number | null;
  n: number;
  /** Fingerprints of the row's matches and of their people (rounded-counts.ts). */
  match_hash: string;
  person_hash: string;
}

/** The funnel stages and the scoring rate over the matches of `scope`, per group, in one pass. */
async function matchStages(db: AppDb, flows: LoadedFlows, scope: ReportScope, round: CountRounder): Promise<AdverseImpactStage[]> {
  // One scan of the matches counts them per answer pair (numbered per person by migration 0033: an integer hashes
  // far faster than two jsonb answers), statuses reached (bits kept from the events) and score. Scores are whole
  // numbers, so that is a histogram: the median and who scored above it are worked out here, without sorting the
  // matches or reading them a second time. Each pair's groups are worked out once, on the few rows counted.
  const parts = await peopleParts(db, scope);
  const results = await reportQueries<CountedRow>(
    db,
    parts.map(
      (part) => sql`
    with counted as (
      select ${jobseekerDemographicPairs.pairId} as pair_id, ${matches.reached} as reached, ${matches.score} as score, count(*)::int as n,
        coalesce(sum(${MATCH_HASH}), 0)::text as match_hash, ${hashSumOf(matches.jobseekerId)} as person_hash
      from ${scope.matchesFrom} left join ${jobseekerDemographicPairs}
        on ${jobseekerDemographicPairs.userId} = ${matches.jobseekerId} and ${inPart(jobseekerDemographicPairs.userId, part)}
      where ${scope.matchCondition} and ${inPart(matches.jobseekerId, part)}
      group by 1, 2, 3
    )
    select ${groupExpression(flows, 'gender', sql`${demographicAnswerPairs.gender}`)} as gender,
      ${groupExpression(flows, 'ethnicity', sql`${demographicAnswerPairs.ethnicity}`)} as ethnicity,
      counted.reached, counted.score, counted.n, counted.match_hash, counted.person_hash
    from counted left join ${demographicAnswerPairs} on ${demographicAnswerPairs.id} = counted.pair_id`,
    ),
  );
  // The parts are halves of the people: their counts add up (a histogram bar may come in two rows).
  const counted = results.flat().map((row) => ({
    ...row,
    reached: Number(row.reached),
    n: Number(row.n),
    score: row.score === null ? null : Number(row.score),
  }));
  const histogram = new Map<number, number>();
  for (const { score, n } of counted) if (score !== null) histogram.set(score, (histogram.get(score) ?? 0) + n);
  const median = histogramMedian(histogram);
  // The rounding's keys: the scope's matches, and the people of the matches each count is over (as diversity's).
  const setOf = (keep: (row: CountedRow) => boolean, hash: 'match_hash' | 'person_hash' = 'person_hash') =>
    counted.filter(keep).reduce((sum, row) => joinSets(sum, countedSet(row.n, row[hash])), NO_ONE);
  const population = setOf(() => true, 'match_hash');
  const everyone = setOf(() => true);
  const scored = setOf((row) => row.score !== null);
  const rows = DEMOGRAPHIC_DIMENSIONS.flatMap(({ dimension }) => {
    const byGroup = new Map<string, GroupedRow>();
    for (const row of counted) {
      const group = row[dimension];
      const sums: GroupedRow = byGroup.get(group) ?? { gender: null, ethnicity: null, [dimension]: group, n: 0, scored: 0, above_median: 0 };
      const add = (column: string, count: number) => (sums[column] = Number(sums[column] ?? 0) + count);
      add('n', row.n);
      for (const status of reachedIn(row.reached)) add(status, row.n);
      if (row.score !== null) add('scored', row.n);
      if (row.score !== null && median !== null && row.score > median) add('above_median', row.n);
      byGroup.set(group, sums);
    }
    return [...byGroup.values()];
  });
  const reaching = (status: MatchStatus) => setOf((row) => reachedIn(row.reached).includes(status));
  const aboveMedian = setOf((row) => row.score !== null && median !== null && row.score > median);
  // The scope's fingerprint leaves scores out (diversity has none to read): the scoring stage adds their sum, so
  // scopes of the same people and statuses with other scores draw apart.
  const scoreSum = counted.reduce((sum, row) => sum + BigInt(row.n * (row.score ?? 0)), 0n);
  const scoringScope = joinSets(population, { count: 0, hashSum: scoreSum << 96n });
  return [
    ...SELECTION_STATUSES.map((status) =>
      judgedStage(
        `status:${status}`,
        `Reached: ${matchStatusLabel(status)}`,
        'matches',
        tallies(flows, rows, status, { round, scope: population, all: everyone, selected: reaching(status) }),
      ),
    ),
    judgedStage(
      'scoring',
      'Scored above the median',
      'matches',
      tallies(flows, rows, 'above_median', { round, scope: scoringScope, all: scored, selected: aboveMedian }, 'scored'),
    ),
  ];
}

/**
 * Issue 27 item 5: per stage (each hard filter of the chosen role, each funnel stage reached, scoring above the
 * median) the selection rate of every self-reported gender and ethnicity group and its ratio to the best judged
 * group's (the four-fifths rule). The hard filters need a role: without one there is no pool to filter.
 */
export async function adverseImpactReport(
  db: AppDb,
  flows: LoadedFlows,
  scope: ReportScope,
  round: CountRounder,
): Promise<FromSchema<typeof adverseImpactReportWireSchema>> {
  const { roleId } = scope;
  // A cohort of few people answers nothing for its matches (their groups could be told from a larger scope's by
  // subtraction); the hard filters are judged over everyone matching could consider, whoever was matched.
  const withheld = withheldFor(await peopleIn(db, scope));
  const [filters, stages] = await Promise.all([
    roleId === null ? Promise.resolve([]) : filterStages(db, flows, roleId, round),
    withheld === null ? matchStages(db, flows, scope, round) : Promise.resolve([]),
  ]);
  return { withheld, stages: [...filters, ...stages] };
}
