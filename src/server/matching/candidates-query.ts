import { and, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/database';
import { readInOneSnapshot } from '../db/snapshot-queries';
import { poolOf, tunedQuery, type KeyedQuery } from '../db/tuned-query';
import { flowAnswers, jobseekerMatchProfiles as p, jobseekerNamedPlaces, matches, users } from '../db/schema';
import { JOBSEEKER_FLOW } from '../flows/flow-answers';
import { mayReachSql, meetsRequirements, rankBoundSql, rankSql } from './candidates-score-sql';
import { codeOf } from './candidates-codes';
import { amongThoseWith, amount, holdsAny, textArray, whole } from './candidates-code-sql';
import { NO_PAY_ASKED } from './candidates-projection';
import { openAnywhereCuts } from './open-anywhere-ranges';
import { EVERYONE, floorHint, hintKey, rememberFloor } from './ranking-floor-hints';
import {
  FILTER_NAMES,
  normaliseOrganisation,
  offersRemoteWork,
  profileOf,
  rankCandidates,
  rolePlace,
  type FilterName,
  type RankedCandidate,
  type RoleCriteria,
} from './algorithm';

type Reader = Pick<AppDb, 'execute' | 'transaction'>;

/**
 * Planner settings for a ranking or counting query: many rows through one long expression.
 * - JIT compilation off: over a large field the planner's cost passes its JIT threshold, and compiling the score
 *   expression then costs more than evaluating it (380 ms of a 900 ms query at a million job seekers).
 * - Parallel workers only for a large scan (a setup cost ten times the default): a worker builds its own hash of
 *   who turned matching off and ships every survivor to the leader, which still counts and sorts them alone, so at a
 *   hundred thousand job seekers on two cores the parallel plan was slower (p50 39 ms against 31 serial).
 * - Memory for the grouping by rank: at the default 4 MB the groups' id lists spilled to disk (5 batches at 100,000).
 */
const RANKING_SETTINGS = { jit: 'off', parallel_setup_cost: '10000', work_mem: '32MB' };

/**
 * A ranking from a floor hint runs without workers: at a million job seekers on two cores the hinted aggregate took
 * 158 ms alone, 195 ms with one worker and 290 ms with two (the workers split the index scans but each pays its
 * start and the shared scan's hand-offs, for a pass that is all CPU).
 */
const HINTED_SETTINGS = { ...RANKING_SETTINGS, max_parallel_workers_per_gather: '0' };

function tuned<Row>(db: Reader, query: SQL | KeyedQuery, settings = RANKING_SETTINGS): Promise<Row[]> {
  return tunedQuery<Row>(db, settings, query);
}

const FULL_TIME = 'full_time';

/**
 * The rows of named cities (jobseeker_named_places) under the name of the person's row: they have its ranked columns
 * under the same names, so the filters and the rank, written on the person's row, read a city's row as they are.
 */
const PERSON_ROW = 'jobseeker_match_profiles';
const cityRow = alias(jobseekerNamedPlaces, PERSON_ROW);

/** Where a scan reads: the person's rows, or the rows of the cities people named (under the person's row's name). */
interface Scan {
  from: SQL;
  where: SQL;
}
const PERSON_ROWS = sql`${p}`;
const CITY_ROWS = sql`${jobseekerNamedPlaces} as ${sql.identifier(PERSON_ROW)}`;

/**
 * How many times the page's reach the floor is taken from (the best by bound, fully ranked): more people, a floor
 * nearer the page's last rank and fewer ranked past it; at 4, a few hundred for the first page.
 */
const BOUND_SAMPLE = 4;

/**
 * The location filter's table (README "Location"), as rolePlace and offersRemoteWork read the role: whether
 * remote-only people are out, and, for a role done in named places, who lives or would work there, as disjoint parts
 * (`arms`, and `named` for the cities people named) whose union is the filter. Ranking scans each part on its own
 * (`scanned`), so each reads only its slice of an index: the people of the role's metro areas and those open to
 * anywhere from the ranking index, those who named one of its cities from the named cities' rows (`named`, written on
 * `cityRow`; null unless scanned).
 */
function locationParts(
  criteria: RoleCriteria,
  scanned = false,
  cuts: readonly number[] = [],
): { notRemoteOnly: boolean; arms: SQL[] | null; named: SQL | null } {
  const place = rolePlace(criteria);
  const notRemoteOnly = place.kind !== 'remote' && !offersRemoteWork(criteria);
  let named: SQL | null = null;
  if (place.kind !== 'places') return { notRemoteOnly, arms: null, named };
  const relocation = criteria.openToRelocation;
  const codes = place.places.flatMap((name) => (codeOf('metro', name) !== undefined ? [codeOf('metro', name)! + 1] : []));
  const typedIn = place.places.filter((name) => codeOf('metro', name) === undefined);
  const inAreas = codes.length > 0 ? sql`${p.metroCode} = any(${sql.raw(`'{${codes.join(',')}}'::smallint[]`)})` : null;
  const arms: SQL[] = [];
  // open_anywhere leads the ranking index: naming both of its values lets the scan go straight to the metro areas.
  if (inAreas) arms.push(relocation ? sql`not ${p.openAnywhere} and ${inAreas}` : sql`${p.openAnywhere} in (false, true) and ${inAreas}`);
  if (relocation && !scanned) arms.push(sql`${p.openAnywhere}`);
  // Scanned, those open to anywhere may be cut into ranges of metro code (openAnywhereCuts), each a slice of the index.
  if (relocation && scanned) {
    const starts = [null, ...cuts];
    for (const [at, start] of starts.entries()) {
      const end = starts[at + 1];
      const from = start === null ? sql`` : sql` and ${p.metroCode} >= ${whole(start)}`;
      const to = end === undefined || end === null ? sql`` : sql` and ${p.metroCode} < ${whole(end)}`;
      arms.push(sql`${p.openAnywhere}${from}${to}`);
    }
  }
  // Places typed in (-1 and their text), and cities named as places they would work.
  const typedInSql = (row: { metroCode: PgColumn; metroArea: PgColumn }) => sql`(${row.metroCode} = -1 and ${row.metroArea} = any(${textArray(typedIn)}))`;
  const namedSql = (row: { otherLocations: PgColumn }) => sql`${row.otherLocations} && ${textArray(place.places)}`;
  const notLivingThere = sql`${inAreas ? sql` and not (${inAreas})` : sql``}${relocation ? sql` and not ${p.openAnywhere}` : sql``}`;
  if (scanned) {
    // Scanned part by part, so each reads an index alone: a place typed in from the ranking index and the table, and
    // the cities named from the named places' index, the entries of the role's cities only. A person naming several
    // of them is read at the first of those (no earlier city of theirs is one), so once.
    if (typedIn.length > 0) arms.push(sql`${typedInSql(p)}${notLivingThere}`);
    if (relocation) {
      const notTyped = typedIn.length > 0 ? sql` and not coalesce(${typedInSql(p)}, false)` : sql``;
      const cities = textArray(place.places);
      named = sql`${cityRow.place} = any(${cities}) and not (${cityRow.earlierPlaces} && ${cities})${notTyped}${notLivingThere}`;
    }
    return { notRemoteOnly, arms, named };
  }
  // In one condition over everyone (the filter's own clause, and the excluded counts), a look-up among the few rows
  // the GIN index finds keeps the rest of the scan on the index: joined to them, PostgreSQL read the whole table.
  const byText = amongThoseWith((row) => {
    const texts = [...(typedIn.length > 0 ? [typedInSql(row)] : []), ...(relocation ? [namedSql(row)] : [])];
    return texts.length > 0 ? sql`(${sql.join(texts, sql` or `)})` : sql`false`;
  });
  if (typedIn.length > 0 || relocation) arms.push(sql`${byText}${notLivingThere}`);
  return { notRemoteOnly, arms, named };
}

function locationClause(criteria: RoleCriteria): SQL | null {
  const { notRemoteOnly, arms } = locationParts(criteria);
  const clauses: SQL[] = [];
  if (notRemoteOnly) clauses.push(sql`not ${p.remoteOnly}`);
  if (arms) clauses.push(arms.length > 0 ? sql`(${sql.join(arms, sql` or `)})` : sql`false`);
  return clauses.length > 0 ? and(...clauses)! : null;
}

/**
 * Salary for full-time work both sides want, the hourly rate for the other kinds. The projection holds the pay asked
 * only where it applies on the person's side (else NO_PAY_ASKED, below any maximum), so one comparison decides.
 */
function compensationClause(criteria: RoleCriteria): SQL | null {
  const salary = criteria.maximumSalary !== null && criteria.roleTypes.includes(FULL_TIME) ? criteria.maximumSalary : null;
  const rate = criteria.maximumRate !== null && criteria.roleTypes.some((type) => type !== FULL_TIME) ? criteria.maximumRate : null;
  if (salary !== null && rate === null) return sql`${p.salaryAsked} <= ${amount(salary)}`;
  if (rate !== null && salary === null) return sql`${p.rateAsked} <= ${amount(rate)}`;
  if (salary === null || rate === null) return null;
  // Both apply: nothing to compare passes, else either within its maximum.
  const none = whole(NO_PAY_ASKED);
  return sql`((${p.salaryAsked} = ${none} and ${p.rateAsked} = ${none}) or (${p.salaryAsked} <> ${none} and ${p.salaryAsked} <= ${amount(salary)}) or (${p.rateAsked} <> ${none} and ${p.rateAsked} <= ${amount(rate)}))`;
}

/**
 * Each hard filter (src/server/matching/algorithm/hard-filters.ts) as an SQL condition on the projection that holds
 * exactly when the filter passes; a filter the role does not use is absent (everyone passes it). Never null, so
 * `not` of one counts those who fail it. The API tests check each against the algorithm person by person.
 */
export function filterClauses(criteria: RoleCriteria): Partial<Record<FilterName, SQL>> {
  const clauses: Partial<Record<FilterName, SQL>> = {};
  if (criteria.requireWorkAuthorization) clauses.work_authorization = sql`${p.canWorkInUs}`;
  if (criteria.roleTypes.length > 0) clauses.hours_and_role_type = holdsAny('hours', p.hours, criteria.roleTypes).met;
  const location = locationClause(criteria);
  if (location) clauses.location = location;
  const compensation = compensationClause(criteria);
  if (compensation) clauses.compensation = compensation;
  if (criteria.excludedOrganizations.length > 0) {
    const excluded = textArray(criteria.excludedOrganizations.map(normaliseOrganisation));
    clauses.excluded_organizations = sql`not ${amongThoseWith((row) => sql`${row.currentEmployers} && ${excluded}`)}`;
  }
  const years = criteria.minimumYearsExperience ?? 0;
  if (years > 0) clauses.minimum_experience = sql`${p.yearsExperience} >= ${amount(years)}`;
  return clauses;
}

/**
 * Who may be matched at all: Core Profile complete and open to matching (the projection's copy of the setting, kept by
 * triggers; the ranking index holds only these people, as its predicate is written).
 */
export function mayBeMatched(): SQL {
  return sql`${p.coreProfileComplete} and ${p.openToMatching}`;
}

/** A filter set that keeps only those who meet every requirement: that condition, when the role has requirements. */
function requirementsKept(criteria: RoleCriteria): SQL[] {
  const meets = criteria.onlyThoseMeetingEveryRequirement ? meetsRequirements(criteria) : null;
  return meets === null ? [] : [meets];
}

/** Who may be matched and passes every hard filter (and, where a filter set asks, meets every requirement). */
export function candidateConditions(criteria: RoleCriteria): SQL {
  return and(mayBeMatched(), ...Object.values(filterClauses(criteria)), ...requirementsKept(criteria))!;
}

/**
 * The scans that together find the survivors of the hard filters: one per part of the location filter, whose parts
 * are disjoint, else one.
 */
function survivorScans(criteria: RoleCriteria, cuts: readonly number[] = []): Scan[] {
  const { location: _whole, ...others } = filterClauses(criteria);
  const { notRemoteOnly, arms, named } = locationParts(criteria, true, cuts);
  const common = [mayBeMatched(), ...Object.values(others), ...(notRemoteOnly ? [sql`not ${p.remoteOnly}`] : []), ...requirementsKept(criteria)];
  if (arms === null) return [{ from: PERSON_ROWS, where: and(...common)! }];
  return [...arms.map((arm) => ({ from: PERSON_ROWS, where: and(...common, arm)! })), ...(named ? [{ from: CITY_ROWS, where: and(...common, named)! }] : [])];
}

/**
 * Among the people who may be matched at all (Core Profile complete, open to matching), how many the role's hard
 * filters exclude, and how many fail each filter (someone failing two counts under both): one pass over the
 * projection, a count per filter.
 */
export async function excludedCounts(db: Reader, criteria: RoleCriteria): Promise<{ excluded: number; byFilter: Record<FilterName, number> }> {
  const clauses = filterClauses(criteria);
  const used = FILTER_NAMES.filter((name) => clauses[name] !== undefined);
  if (used.length === 0) return { excluded: 0, byFilter: Object.fromEntries(FILTER_NAMES.map((name) => [name, 0])) as Record<FilterName, number> };
  const counts = used.map((name) => sql`count(*) filter (where not (${clauses[name]!})) as ${sql.identifier(name)}`);
  const all = sql.join(
    used.map((name) => sql`(${clauses[name]!})`),
    sql` and `,
  );
  const query = sql`select count(*) filter (where not (${all})) as excluded, ${sql.join(counts, sql`, `)} from ${p} where ${mayBeMatched()}`;
  const [row] = await tuned<Record<string, number | string>>(db, query);
  const byFilter = Object.fromEntries(FILTER_NAMES.map((name) => [name, Number(row?.[name] ?? 0)])) as Record<FilterName, number>;
  return { excluded: Number(row?.excluded ?? 0), byFilter };
}

export interface Candidate extends RankedCandidate<number> {
  firstName: string;
  lastName: string;
  matchId: number | null;
}

interface RankedRow {
  id: number;
  total: number | string;
  answers: Record<string, unknown> | null;
  first_name: string;
  last_name: string;
  match_id: number | null;
}

/**
 * The page's people from `page` (id, rank, total), each with their answers, name and any match for the role, so the
 * algorithm explains them without another round trip; `extra` adds columns.
 */
function withExplaining(roleId: number, page: SQL, extra: SQL = sql``): SQL {
  return sql`select best.id, best.total, ${flowAnswers.answers} as answers, ${users.firstName} as first_name, ${users.lastName} as last_name, ${matches.id} as match_id${extra}
    from (${page}) as best
    join ${users} on ${users.id} = best.id
    left join ${flowAnswers} on ${flowAnswers.userId} = best.id and ${flowAnswers.flowId} = ${JOBSEEKER_FLOW}
    left join ${matches} on ${matches.roleId} = ${whole(roleId)} and ${matches.jobseekerId} = best.id
    order by best.rank desc, best.id`;
}

/**
 * Connections a ranking from a floor hint reads its scans on at once (readInOneSnapshot): the two cores of the
 * machine the targets are measured on. Those open to anywhere are cut into one range more than that, so the lanes
 * still share the work evenly when one range or the role's own areas turn out larger.
 */
const RANKING_LANES = 2;
const OPEN_ANYWHERE_RANGES = RANKING_LANES + 1;

/** One scan's part of a ranking from a hint: how many survive, and the id and rank of those whose bound reaches it. */
interface ReachingPart {
  total: number | string;
  ids: number[] | null;
  ranks: (number | string)[] | null;
}

/** A ranking's outcome: every survivor counted, the page's people by id and rank, and the floor at the page's reach. */
interface Ranking {
  count: number;
  page: { id: number; rank: number }[];
  floor: number | null;
}

/**
 * The parts of a ranking from a floor hint put together, or null when the hint did not hold: it held if at least
 * `reach` of those ranked reach it, so the true floor is no lower and no one it left out could be on the page.
 */
function rankingFromParts(parts: ReachingPart[][], hint: number, reach: number, limit: number, offset: number): Ranking | null {
  const reached = parts.flatMap(([part]) => (part?.ids ?? []).map((id, at) => ({ id: Number(id), rank: Number(part!.ranks![at]) })));
  if (hint >= 0 && reached.filter(({ rank }) => rank >= hint).length < reach) return null;
  reached.sort((a, b) => b.rank - a.rank || a.id - b.id);
  const count = parts.reduce((sum, [part]) => sum + Number(part?.total ?? 0), 0);
  return { count, page: reached.slice(offset, offset + limit), floor: reached[reach - 1]?.rank ?? null };
}

/**
 * One page of a role's candidates, best first: the hard filters and the rank (requirements met, start in time,
 * score) run in SQL on the projection (PostgreSQL ranks the survivors that can reach the page), and the page comes
 * back with what explaining it needs (their answers, name and any match for the role), so the algorithm explains
 * them without another round trip. `count` is every survivor of the hard filters; `offset` skips the better ones.
 */
export async function findCandidates(
  db: Reader,
  roleId: number,
  criteria: RoleCriteria,
  today: string,
  limit: number,
  offset = 0,
): Promise<{ count: number; results: Candidate[] }> {
  // Each scan reads only an index (the ranking one, or for the cities people named, that of the named cities' rows;
  // both hold only people who may be matched) and computes a cheap upper bound of each survivor's rank (rankBoundSql). Only
  // those whose bound reaches a floor get the full rank, each read from the projection by id: `offset + limit`
  // people rank at least as high as the floor, so everyone on the page does, and their bounds too. The order and the
  // page are exactly those of ranking everyone.
  const reach = Math.max(1, offset + limit);
  const key = hintKey(roleId, criteria, today, reach);
  const hint = floorHint(key);
  // Everything a ranking's text is written from: the hint's key (role, criteria, day, reach) and the page.
  const textKey = `${key}:${limit}:${offset}`;
  let ranking: { count: number; floor: number | null; rows: RankedRow[] } | null = null;
  if (hint !== undefined) ranking = await rankFromHint(db, roleId, criteria, today, hint, { reach, limit, offset, textKey });
  ranking ??= await rankWithoutHint(db, roleId, criteria, today, { reach, limit, offset, textKey });
  const { rows } = ranking;
  if (rows.length > 0) rememberFloor(key, ranking.floor ?? EVERYONE);
  const count = rows.length > 0 ? ranking.count : await survivorCount(db, criteria, offset);
  const people = new Map(rows.map((row) => [Number(row.id), row]));
  const ranked = rankCandidates(
    criteria,
    rows.flatMap((row) => (row.answers ? [{ id: Number(row.id), profile: profileOf(row.answers) }] : [])),
    today,
    limit,
  );
  return {
    count,
    results: ranked.map((candidate) => {
      const person = people.get(candidate.id)!;
      return { ...candidate, firstName: person.first_name, lastName: person.last_name, matchId: person.match_id === null ? null : Number(person.match_id) };
    }),
  };
}

interface PageAsked {
  reach: number;
  limit: number;
  offset: number;
  textKey: string;
}

/**
 * With the floor this role's last ranking found as a hint: each scan counts its survivors and picks those whose bound
 * reaches the hint, with their full rank worked out from the index entry, in one aggregate (never kept as a list;
 * HINTED_SETTINGS says why without workers). The scans run on RANKING_LANES connections at once over one snapshot,
 * then the page's people are read in it. Null when the hint no longer held.
 */
async function rankFromHint(db: Reader, roleId: number, criteria: RoleCriteria, today: string, hint: number, asked: PageAsked) {
  const cuts = await openAnywhereCuts(db, OPEN_ANYWHERE_RANGES);
  const scans = survivorScans(criteria, cuts);
  // On one connection (embedded PGlite) the scans are one statement: a statement each cost a third more there.
  const groups = poolOf(db) === null ? [scans] : scans.map((scan) => [scan]);
  const parts = groups.map((group, at) => ({
    key: `hinted:${asked.textKey}:${hint}:${cuts.join(',')}:${groups.length}:${at}`,
    build: () => {
      const found = sql.join(
        group.map(
          ({ from, where }) =>
            sql`(select ${p.userId} as id, case when ${mayReachSql(criteria, today, hint)} then ${rankSql(criteria, today)} end as rank from ${from} where ${where})`,
        ),
        sql` union all `,
      );
      return sql`select count(*) as total, array_agg(id) filter (where rank is not null) as ids, array_agg(rank) filter (where rank is not null) as ranks from (${found}) as found`;
    },
  }));
  const outcome: { ranking: Ranking | null } = { ranking: null };
  const { next: rows } = await readInOneSnapshot<ReachingPart, RankedRow>(db, HINTED_SETTINGS, parts, RANKING_LANES, (found) => {
    outcome.ranking = rankingFromParts(found, hint, asked.reach, asked.limit, asked.offset);
    if (outcome.ranking === null) return null;
    const { count, page } = outcome.ranking;
    const ids = sql.param(page.map(({ id }) => id));
    const ranks = sql.param(page.map(({ rank }) => rank));
    return withExplaining(roleId, sql`select id, rank, ${count}::bigint as total from unnest(${ids}::integer[], ${ranks}::bigint[]) as page(id, rank)`);
  });
  const { ranking } = outcome;
  return ranking === null ? null : { count: ranking.count, floor: ranking.floor, rows };
}

/**
 * Without a hint (or with one that no longer held): the survivors are kept (id and bound) for the total and two short
 * passes: the full rank of the best BOUND_SAMPLE times `reach` by bound gives a floor, and only those whose bound
 * reaches it are ranked.
 */
async function rankWithoutHint(db: Reader, roleId: number, criteria: RoleCriteria, today: string, asked: PageAsked) {
  const { reach, limit, offset } = asked;
  const rankOf = (id: SQL) => sql`(select ${rankSql(criteria, today)} from ${p} where ${p.userId} = ${id})`;
  const build = () => {
    const found = sql`(${sql.join(
      survivorScans(criteria).map(({ from, where }) => sql`(select ${p.userId} as id, ${rankBoundSql(criteria, today)} as bound from ${from} where ${where})`),
      sql` union all `,
    )}) as found`;
    const page = sql`select id, rank, (select count(*) from survivors) as total from ranked order by rank desc, id limit ${whole(limit)} offset ${whole(offset)}`;
    const reachedFloor = sql`select rank from ranked order by rank desc offset ${whole(reach - 1)} limit 1`;
    return sql`with survivors as materialized (select id, bound from ${found}),
      floor as (select ${rankOf(sql`top.id`)} as rank from (select id from survivors order by bound desc limit ${whole(BOUND_SAMPLE * reach)}) as top
        order by rank desc offset ${whole(reach - 1)} limit 1),
      ranked as (select id, ${rankOf(sql`survivors.id`)} as rank from survivors where bound >= coalesce((select rank from floor), -1))
      ${withExplaining(roleId, page, sql`, (${reachedFloor})::text as floor`)}`;
  };
  const rows = await tuned<RankedRow & { floor: string | null }>(db, { key: `ranking:${asked.textKey}`, build });
  return { count: rows.length > 0 ? Number(rows[0]!.total) : 0, floor: rows.length > 0 && rows[0]!.floor !== null ? Number(rows[0]!.floor) : null, rows };
}

/** How many survive the hard filters, for a page past the last (which finds no one to carry the total); none before the first. */
async function survivorCount(db: Reader, criteria: RoleCriteria, offset: number): Promise<number> {
  if (offset === 0) return 0;
  const scans = survivorScans(criteria).map(({ from, where }) => sql`(select ${p.userId} as id from ${from} where ${where})`);
  const query = sql`select count(*) as total from (${sql.join(scans, sql` union all `)}) as found`;
  const [row] = await tuned<{ total: number | string }>(db, query);
  return Number(row?.total ?? 0);
}
