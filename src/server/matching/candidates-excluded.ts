import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbReader } from '../db/database';
import { jobseekerMatchProfiles as p, users } from '../db/schema';
import { judge, type RoleCriteria } from './algorithm';
import { profilesForMatching } from './candidates-proposal';
import { candidateConditions, mayBeMatched } from './candidates-query';

export const EXCLUDED_PAGE_SIZE = 25;

export interface ExcludedPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Every role filter the person fails, each with its reason (a person may fail several). */
  failedFilters: { name: string; reason: string }[];
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Names ("Ada Lovelace", "lovelace") and e-mail addresses, whole or in part. */
function personSearch(search: string): SQL {
  const pattern = containing(search.trim());
  return or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!;
}

/**
 * The people who may be matched at all (Core Profile complete, matching on) but fail at least one of the role's
 * filters, a page at a time in id order, each with the filters that stop them (the TypeScript verdict, as the
 * debug page gives it). The SQL filters decide who is on the list, exactly as they decide who is ranked.
 */
export async function excludedPeople(
  db: DbReader,
  criteria: RoleCriteria,
  today: string,
  options: { page: number; search: string },
): Promise<{ count: number; results: ExcludedPerson[] }> {
  // A filter that cannot be decided (an unanswered value) leaves a person out of the ranking, so it counts as failed.
  const failsTheRole = sql`not coalesce((${candidateConditions(criteria)}), false)`;
  const where = and(mayBeMatched(), failsTheRole, options.search.trim() === '' ? undefined : personSearch(options.search))!;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(where);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(EXCLUDED_PAGE_SIZE)
    .offset((options.page - 1) * EXCLUDED_PAGE_SIZE);
  const profiles = await profilesForMatching(
    db,
    rows.map((row) => row.id),
  );
  return {
    count: Number(total?.n ?? 0),
    results: rows.map((row) => {
      const profile = profiles.get(row.id);
      const failedFilters = profile ? judge(criteria, profile, today).failedFilters : [];
      return { ...row, failedFilters: failedFilters.map(({ name, reason }) => ({ name, reason })) };
    }),
  };
}
