import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { employers, matches, roles, users } from '../db/schema';
import { employerSearchDocument } from '../db/schema/employers';
import { roleSearchDocument } from '../db/schema/roles';
import { userSearchDocument } from '../db/schema/users';
import { requireAuth } from '../auth/authenticate';
import { requireUserType } from '../auth/require-user-type';
import { AppError } from '../errors/app-error';
import { readMatches } from './match-wire';

export const SEARCH_TYPES = ['jobseekers', 'roles', 'matches'] as const;
type SearchType = (typeof SEARCH_TYPES)[number];

const querySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['q'],
  properties: {
    q: { type: 'string', maxLength: 200 },
    type: { type: 'string', enum: [...SEARCH_TYPES] },
    limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
  },
} as const;

const MAX_WORDS = 8;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/**
 * The words of a search as a prefix query for to_tsquery('simple', …): "Jan  o'Brien" → "jan:* & o:* & brien:*".
 * Only letters and digits reach the query (tsquery operators and quotes are dropped), so no text can break it.
 */
export function prefixQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/**
 * GET /api/matching/search/?q=&type=jobseekers|roles|matches&limit= (staff; path ours): quick search by text
 * with PostgreSQL full-text search. Each condition is written with the expression of its GIN index
 * (users_search, roles_search, employers_search) so the index answers it; words match as prefixes ("jan" finds
 * Janet). Job seekers by name and e-mail, roles by title or organisation name, matches by any of those.
 */
export async function quickSearchRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { q: string; type?: SearchType; limit?: string } }>(
    '/api/matching/search/',
    { preHandler: [requireAuth, requireUserType('staff')], schema: { querystring: querySchema } },
    async (request) => {
      const { db } = app.ctx;
      const tsquery = prefixQuery(request.query.q);
      if (tsquery === null) throw AppError.fields({ q: ['Type at least one letter or digit to search for.'] });
      const limit = Math.min(Math.max(Number(request.query.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
      const query = sql`to_tsquery('simple', ${tsquery})`;
      const userHit = sql`${userSearchDocument(users)} @@ ${query}`;
      const roleHit = sql`${roleSearchDocument(roles)} @@ ${query}`;
      const employerHit = sql`${employerSearchDocument(employers)} @@ ${query}`;
      const type = request.query.type ?? 'jobseekers';

      if (type === 'jobseekers') {
        const rows = await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, createdAt: users.createdAt })
          .from(users)
          .where(and(eq(users.userType, 'jobseeker'), userHit))
          .orderBy(desc(sql`ts_rank(${userSearchDocument(users)}, ${query})`), users.id)
          .limit(limit);
        const counts = rows.length === 0 ? [] : await db.select({ jobseekerId: matches.jobseekerId, n: sql<number>`count(*)::int` }).from(matches).where(inArray(matches.jobseekerId, rows.map((row) => row.id))).groupBy(matches.jobseekerId);
        const byId = new Map(counts.map((row) => [row.jobseekerId, Number(row.n)]));
        const results = rows.map((row) => ({ id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email, match_count: byId.get(row.id) ?? 0, created_at: row.createdAt.toISOString() }));
        return { count: results.length, results };
      }

      const rolesOfEmployers = db.select({ id: employers.id }).from(employers).where(employerHit);
      const matchingRoles: SQL = or(inArray(roles.id, db.select({ id: roles.id }).from(roles).where(roleHit)), inArray(roles.employerId, rolesOfEmployers))!;
      if (type === 'roles') {
        const rows = await db
          .select({ uuid: roles.uuid, title: sql<string | null>`${roles.answers} ->> 'jobTitle'`, status: roles.status, employerId: roles.employerId, employerName: employers.name })
          .from(roles)
          .innerJoin(employers, eq(employers.id, roles.employerId))
          .where(matchingRoles)
          .orderBy(desc(roles.updatedAt), roles.id)
          .limit(limit);
        const results = rows.map((row) => ({
          uuid: row.uuid,
          title: typeof row.title === 'string' && row.title.trim() !== '' ? row.title : 'Untitled role',
          status: row.status,
          employer_id: row.employerId,
          employer_name: row.employerName,
        }));
        return { count: results.length, results };
      }

      const people = db.select({ id: users.id }).from(users).where(userHit);
      const results = await readMatches(db, or(inArray(matches.jobseekerId, people), matchingRoles), 'staff', limit);
      return { count: results.length, results };
    },
  );
}
