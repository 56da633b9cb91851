import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { employers, matches, roles, users } from '../db/schema';
import { employerSearchDocument } from '../db/schema/employers';
import { roleSearchDocument } from '../db/schema/roles';
import { userSearchDocument } from '../db/schema/users';
import { readMatches } from './match-wire';
import { searchCondition, wordRank, type SearchTerms } from './search-terms';

/**
 * What a quick search looks for, each condition written with the expression of its GIN index (users_search,
 * roles_search, employers_search) so the index answers it.
 */
export interface QuickSearch {
  terms: SearchTerms;
  userHit: SQL;
  roleHit: SQL;
  employerHit: SQL;
}

/** One page of a search: `limit` rows after the first `offset`. */
export interface SearchPage {
  limit: number;
  offset: number;
}

/** The conditions of a search; null when nothing searchable was typed (then nothing can match). */
export function quickSearchOf(terms: SearchTerms): QuickSearch | null {
  const userHit = searchCondition(terms, userSearchDocument(users), sql`${users.emailNormalized}`);
  const roleHit = searchCondition(terms, roleSearchDocument(roles), null);
  const employerHit = searchCondition(terms, employerSearchDocument(employers), null);
  if (userHit === null || roleHit === null || employerHit === null) return null;
  return { terms, userHit, roleHit, employerHit };
}

async function countOf(rows: Promise<{ n: number }[]>): Promise<number> {
  return Number((await rows)[0]?.n ?? 0);
}

/** Job seekers by name and e-mail: one page, and how many there are in all. */
export async function searchJobseekers(db: AppDb, search: QuickSearch, page: SearchPage) {
  const where = and(eq(users.userType, 'jobseeker'), search.userHit);
  // Best word match first; ties (and an address alone, which has no rank) by id, so pages never overlap.
  const rank = wordRank(search.terms, userSearchDocument(users));
  const [rows, count] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(...(rank === null ? [] : [desc(rank)]), users.id)
      .limit(page.limit)
      .offset(page.offset),
    countOf(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
    ),
  ]);
  return { rows, count };
}

/** Roles by title, or by their organisation's name. */
function matchingRoles(db: AppDb, search: QuickSearch): SQL {
  const rolesOfEmployers = db.select({ id: employers.id }).from(employers).where(search.employerHit);
  return or(inArray(roles.id, db.select({ id: roles.id }).from(roles).where(search.roleHit)), inArray(roles.employerId, rolesOfEmployers))!;
}

/** Roles by title or organisation name, the most recently changed first: one page, and how many in all. */
export async function searchRoles(db: AppDb, search: QuickSearch, page: SearchPage) {
  const where = matchingRoles(db, search);
  const [rows, count] = await Promise.all([
    db
      .select({
        uuid: roles.uuid,
        title: sql<string | null>`${roles.answers} ->> 'jobTitle'`,
        status: roles.status,
        employerId: roles.employerId,
        employerName: employers.name,
      })
      .from(roles)
      .innerJoin(employers, eq(employers.id, roles.employerId))
      .where(where)
      .orderBy(desc(roles.updatedAt), roles.id)
      .limit(page.limit)
      .offset(page.offset),
    countOf(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(roles)
        .where(where),
    ),
  ]);
  return { rows, count };
}

/** Matches of the job seekers or roles found, as staff read them: one page, and how many in all. */
export async function searchMatches(db: AppDb, search: QuickSearch, page: SearchPage) {
  const people = db.select({ id: users.id }).from(users).where(search.userHit);
  const where = or(inArray(matches.jobseekerId, people), inArray(matches.roleId, db.select({ id: roles.id }).from(roles).where(matchingRoles(db, search))));
  // The page's ids in the order readMatches lists them (newest status change first), then the matches themselves.
  const [ids, count] = await Promise.all([
    db.select({ id: matches.id }).from(matches).where(where).orderBy(desc(matches.statusChangedAt), desc(matches.id)).limit(page.limit).offset(page.offset),
    countOf(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(matches)
        .where(where),
    ),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await readMatches(
          db,
          inArray(
            matches.id,
            ids.map((row) => row.id),
          ),
          'staff',
        );
  return { rows, count };
}
