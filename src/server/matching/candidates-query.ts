import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { jobseekerMatchProfiles as p, matches, users, userSettings } from '../db/schema';
import { scoreSql } from './candidates-score-sql';
import { normaliseOrganisation, offersRemoteWork, rankCandidates, rolePlace, type RankedCandidate, type RoleCriteria } from './algorithm';
import { profilesForMatching } from './candidates-proposal';

type Reader = Pick<AppDb, 'select' | 'execute'>;

/** A text[] literal of parameters (drizzle would spread a bare array into a list of values). */
function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

const FULL_TIME = 'full_time';
const OTHER_KINDS_OF_WORK = ['part_time_30_40', 'part_time_20_30', 'part_time_under_20', 'contracted'];

/**
 * The hard filters (src/server/matching/algorithm/hard-filters.ts) as one SQL condition on the projection, plus who
 * may be matched at all: Core Profile complete and open to matching (no settings row means open, the default).
 * Each clause mirrors its filter; the API tests check the two agree person by person.
 */
export function candidateConditions(criteria: RoleCriteria): SQL {
  const clauses: SQL[] = [
    sql`${p.coreProfileComplete}`,
    sql`not exists (select 1 from ${userSettings} where ${userSettings.userId} = ${p.userId} and not ${userSettings.openToMatching})`,
  ];
  // Written as the partial indexes' predicate is, so the planner can use them.
  if (criteria.requireWorkAuthorization) clauses.push(sql`${p.canWorkInUs}`);
  if (criteria.roleTypes.length > 0) clauses.push(sql`${p.seekingHours} && ${textArray(criteria.roleTypes)}`);

  // The location filter's table (README "Location"), as rolePlace and offersRemoteWork read the role.
  const place = rolePlace(criteria);
  if (place.kind !== 'remote' && !offersRemoteWork(criteria)) clauses.push(sql`not ${p.remoteOnly}`);
  if (place.kind === 'places') {
    const places = textArray(place.places);
    const moving = criteria.openToRelocation ? sql` or ${p.openAnywhere} or ${p.otherLocations} && ${places}` : sql``;
    clauses.push(sql`(${p.metroArea} = any(${places})${moving})`);
  }

  const salary = criteria.maximumSalary !== null && criteria.roleTypes.includes(FULL_TIME) ? sql`(${p.minimumSalary} is not null and ${FULL_TIME} = any(${p.seekingHours}))` : null;
  const rate =
    criteria.maximumRate !== null && criteria.roleTypes.some((type) => type !== FULL_TIME)
      ? sql`(${p.minimumHourlyRate} is not null and ${p.seekingHours} && ${textArray(OTHER_KINDS_OF_WORK)})`
      : null;
  if (salary || rate) {
    const none = sql.join([salary, rate].filter((check): check is SQL => check !== null).map((check) => sql`not ${check}`), sql` and `);
    const within: SQL[] = [sql`(${none})`];
    if (salary) within.push(sql`(${salary} and ${p.minimumSalary} <= ${criteria.maximumSalary})`);
    if (rate) within.push(sql`(${rate} and ${p.minimumHourlyRate} <= ${criteria.maximumRate})`);
    clauses.push(sql`(${sql.join(within, sql` or `)})`);
  }

  if (criteria.excludedOrganizations.length > 0) clauses.push(sql`not (${p.currentEmployers} && ${textArray(criteria.excludedOrganizations.map(normaliseOrganisation))})`);
  if ((criteria.minimumYearsExperience ?? 0) > 0) clauses.push(sql`${p.yearsExperience} >= ${criteria.minimumYearsExperience}`);
  return and(...clauses)!;
}

export interface Candidate extends RankedCandidate<number> {
  firstName: string;
  lastName: string;
  matchId: number | null;
}

/**
 * The best `limit` candidates for a role: the hard filters and the score run in SQL on the projection (PostgreSQL
 * ranks every survivor), then only the best are loaded and explained by the algorithm; names and existing matches
 * are read for them. `count` is every survivor of the hard filters.
 */
export async function findCandidates(db: Reader, roleId: number, criteria: RoleCriteria, today: string, limit: number): Promise<{ count: number; results: Candidate[] }> {
  const conditions = candidateConditions(criteria);
  // Ranking reads only the narrow typed columns. The survivors are scored in a subquery kept apart (offset 0) so
  // the plan is scan, anti-join, then a top-N heap sort of (id, score), never a full sort of whole rows.
  // The count of every survivor rides along (a window over the narrow rows) rather than scanning twice.
  const ranking = sql`select id, total from (select id, score, count(*) over () as total from (select ${p.userId} as id, ${scoreSql(criteria, today)} as score from ${p} where ${conditions} offset 0) as survivors) as counted order by score desc, id limit ${limit}`;
  const rows = ((await db.execute(ranking)) as unknown as { rows: { id: number; total: number | string }[] }).rows;
  const best = rows.map((row) => ({ id: Number(row.id) }));
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  const profiles = await profilesForMatching(
    db,
    best.map((row) => row.id),
  );
  const ranked = rankCandidates(
    criteria,
    best.flatMap((row) => {
      const profile = profiles.get(row.id);
      return profile ? [{ id: row.id, profile }] : [];
    }),
    today,
    limit,
  );
  const ids = ranked.map((candidate) => candidate.id);
  if (ids.length === 0) return { count, results: [] };
  const people = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  const existing = await db.select({ id: matches.id, jobseekerId: matches.jobseekerId }).from(matches).where(and(eq(matches.roleId, roleId), inArray(matches.jobseekerId, ids)));
  const names = new Map(people.map((person) => [person.id, person]));
  const matchIds = new Map(existing.map((match) => [match.jobseekerId, match.id]));
  return {
    count,
    results: ranked.map((candidate) => ({
      ...candidate,
      firstName: names.get(candidate.id)?.firstName ?? '',
      lastName: names.get(candidate.id)?.lastName ?? '',
      matchId: matchIds.get(candidate.id) ?? null,
    })),
  };
}
