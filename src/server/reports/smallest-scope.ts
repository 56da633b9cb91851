import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matches } from '../db/schema';
import { rowsOf, type ReportScope } from './report-scope';

/**
 * Below this many people in a report's scope (a range of days, an organization, a role), the reports of
 * self-reported answers answer nothing. Their groups would be a handful of people each, and a scope this small is
 * what a subtraction from a larger one needs: "all of March" less "March without its last day" is one person.
 */
export const SMALLEST_REPORTED_SCOPE = 20;

/** The words a withheld report shows. */
export const WITHHELD = `Fewer than ${SMALLEST_REPORTED_SCOPE} people have matches in this selection, so their answers are not shown. Choose a longer period or more organizations.`;

/**
 * How many people have matches in the scope's cohort, counted up to SMALLEST_REPORTED_SCOPE: enough to tell whether
 * a report may be shown. Over a million matches a full count of distinct people read and sorted every match (about
 * a third of adverse impact's time); counting the first twenty stops as soon as they are found.
 */
export async function peopleIn(db: AppDb, scope: ReportScope): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as people
    from (select distinct ${matches.jobseekerId} from ${scope.matchesFrom} where ${scope.matchCondition} limit ${SMALLEST_REPORTED_SCOPE}) as found`);
  return Number(rowsOf<{ people: number }>(result)[0]?.people ?? 0);
}

/** Why a report of self-reported answers over this many people shows nothing, or null when it may be shown. */
export function withheldFor(people: number): string | null {
  return people < SMALLEST_REPORTED_SCOPE ? WITHHELD : null;
}
