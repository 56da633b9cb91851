import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/database';
import { matches } from '../db/schema';
import { poolOf } from '../db/tuned-query';
import { rowsOf, type ReportScope } from './report-scope';

/** A range of job seekers' ids, both ends included; null is everyone. */
export type PeoplePart = readonly [number, number] | null;

/**
 * The scope's people in parts that a report can count at once on two connections (reportQueries): halves of the
 * job seekers' ids, each person wholly in one, so each part's counts and fingerprints add up to the whole's, and
 * each part reads one range of the indexes on the person's id (matches, answer pairs). Over the whole marketplace or
 * a range of days that is a few hundred thousand people; an organization or a role has few enough for one part.
 */
export async function peopleParts(db: Pick<AppDb, 'execute'>, scope: ReportScope): Promise<PeoplePart[]> {
  // Embedded PGlite has one connection, so it would count the halves one after the other: no gain, one more query.
  if (scope.employerId !== null || scope.roleId !== null || poolOf(db) === null) return [null];
  // The ends of the index on (jobseeker_id, ...): two lookups, not a scan.
  const [ends] = rowsOf<{ low: number | null; high: number | null }>(
    await db.execute(sql`select min(${matches.jobseekerId}) as low, max(${matches.jobseekerId}) as high from ${matches}`),
  );
  if (ends?.low === null || ends?.low === undefined || ends.high === null || ends.high - ends.low < 2) return [null];
  const middle = ends.low + Math.floor((ends.high - ends.low) / 2);
  return [
    [ends.low, middle],
    [middle + 1, ends.high],
  ];
}

/** `person` (a job seeker's id column) within a part. */
export function inPart(person: PgColumn, part: PeoplePart): SQL {
  return part === null ? sql`true` : sql`${person} between ${part[0]} and ${part[1]}`;
}
