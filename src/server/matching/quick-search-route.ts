import type { ApiServer } from '../http/api-server';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { employers, matches, roles, users } from '../db/schema';
import { employerSearchDocument } from '../db/schema/employers';
import { roleSearchDocument } from '../db/schema/roles';
import { userSearchDocument } from '../db/schema/users';
import { requireAuth } from '../auth/authenticate';
import { requireUserType } from '../auth/require-user-type';
import { AppError } from '../errors/app-error';
import { readMatches } from './match-wire';
import { NOTHING_TO_SEARCH, readSearchTerms, searchCondition, wordRank } from './search-terms';
import { searchWireSchema } from '../../shared/wire/matching-search-wire';
import { searchQuerySchema, type SearchQuery } from '../../shared/wire/matching-search-query-wire';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** The page asked for, from 1; past the last page the results are simply empty (the count still says how many). */
function pageOf(query: SearchQuery): { limit: number; page: number; offset: number } {
  const limit = Math.min(Math.max(Number(query.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const page = Math.max(Number(query.page ?? 1), 1);
  return { limit, page, offset: (page - 1) * limit };
}

async function countOf(rows: Promise<{ n: number }[]>): Promise<number> {
  return Number((await rows)[0]?.n ?? 0);
}

/**
 * GET /api/matching/search/?q=&type=jobseekers|roles|matches&limit=&page= (staff; path ours): quick search by
 * text. Words are matched with PostgreSQL full-text search, each condition written with the expression of its GIN
 * index (users_search, roles_search, employers_search) so the index answers it; words match as prefixes ("jan"
 * finds Janet). A full or partial e-mail address ("jo@school.org", "@school.org", "school.org") is found anywhere
 * in a person's address. Job seekers by name and e-mail, roles by title or organisation name, matches by any of
 * those. `count` is every hit; `results` one page of `limit` (the `page`-th, from 1).
 */
export async function quickSearchRoute(app: ApiServer): Promise<void> {
  app.get(
    '/api/matching/search/',
    { preHandler: [requireAuth, requireUserType('staff')], schema: { querystring: searchQuerySchema, response: { 200: searchWireSchema } } },
    async (request) => {
      const { db } = app.ctx;
      const terms = readSearchTerms(request.query.q);
      const userHit = searchCondition(terms, userSearchDocument(users), sql`${users.emailNormalized}`);
      const roleHit = searchCondition(terms, roleSearchDocument(roles), null);
      const employerHit = searchCondition(terms, employerSearchDocument(employers), null);
      if (userHit === null || roleHit === null || employerHit === null) throw AppError.fields({ q: [NOTHING_TO_SEARCH] });
      const { limit, page, offset } = pageOf(request.query);
      const type = request.query.type ?? 'jobseekers';
      const paged = <T>(results: T[], count: number) => ({ count, page, page_size: limit, results });

      if (type === 'jobseekers') {
        const where = and(eq(users.userType, 'jobseeker'), userHit);
        // Best word match first; ties (and an address alone, which has no rank) by id, so pages never overlap.
        const rank = wordRank(terms, userSearchDocument(users));
        const [rows, count] = await Promise.all([
          db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, createdAt: users.createdAt })
            .from(users)
            .where(where)
            .orderBy(...(rank === null ? [] : [desc(rank)]), users.id)
            .limit(limit)
            .offset(offset),
          countOf(
            db
              .select({ n: sql<number>`count(*)::int` })
              .from(users)
              .where(where),
          ),
        ]);
        const counts =
          rows.length === 0
            ? []
            : await db
                .select({ jobseekerId: matches.jobseekerId, n: sql<number>`count(*)::int` })
                .from(matches)
                .where(
                  inArray(
                    matches.jobseekerId,
                    rows.map((row) => row.id),
                  ),
                )
                .groupBy(matches.jobseekerId);
        const byId = new Map(counts.map((row) => [row.jobseekerId, Number(row.n)]));
        const results = rows.map((row) => ({
          id: row.id,
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          match_count: byId.get(row.id) ?? 0,
          created_at: row.createdAt.toISOString(),
        }));
        return paged(results, count);
      }

      const rolesOfEmployers = db.select({ id: employers.id }).from(employers).where(employerHit);
      const matchingRoles: SQL = or(inArray(roles.id, db.select({ id: roles.id }).from(roles).where(roleHit)), inArray(roles.employerId, rolesOfEmployers))!;
      if (type === 'roles') {
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
            .where(matchingRoles)
            .orderBy(desc(roles.updatedAt), roles.id)
            .limit(limit)
            .offset(offset),
          countOf(
            db
              .select({ n: sql<number>`count(*)::int` })
              .from(roles)
              .where(matchingRoles),
          ),
        ]);
        const results = rows.map((row) => ({
          uuid: row.uuid,
          title: typeof row.title === 'string' && row.title.trim() !== '' ? row.title : 'Untitled role',
          status: row.status,
          employer_id: row.employerId,
          employer_name: row.employerName,
        }));
        return paged(results, count);
      }

      const people = db.select({ id: users.id }).from(users).where(userHit);
      const where = or(inArray(matches.jobseekerId, people), inArray(matches.roleId, db.select({ id: roles.id }).from(roles).where(matchingRoles)));
      // The page's ids in the order readMatches lists them (newest status change first), then the matches themselves.
      const [ids, count] = await Promise.all([
        db.select({ id: matches.id }).from(matches).where(where).orderBy(desc(matches.statusChangedAt), desc(matches.id)).limit(limit).offset(offset),
        countOf(
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(matches)
            .where(where),
        ),
      ]);
      const results =
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
      return paged(results, count);
    },
  );
}
