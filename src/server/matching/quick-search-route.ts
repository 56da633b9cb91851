import type { ApiServer } from '../http/api-server';
import { AppError, type FieldErrors } from '../errors/app-error';
import { readLimit, readPage } from '../http/paging';
import { countMatchesOfJobseekers } from './match-repository';
import { quickSearchOf, searchJobseekers, searchMatches, searchRoles } from './quick-search-repository';
import { NOTHING_TO_SEARCH, readSearchTerms } from './search-terms';
import { searchWireSchema } from '../../shared/wire/matching-search-wire';
import { searchQuerySchema, type SearchQuery } from '../../shared/wire/matching-search-query-wire';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** The page asked for, from 1; past the last page the results are simply empty (the count still says how many). */
function pageOf(query: SearchQuery, problems: FieldErrors): { limit: number; page: number; offset: number } {
  const limit = readLimit(query.limit, MAX_LIMIT, DEFAULT_LIMIT, problems);
  const page = readPage(query.page, problems);
  return { limit, page, offset: (page - 1) * limit };
}

/**
 * GET /api/matching/search/?q=&type=jobseekers|roles|matches&limit=&page= (staff; path ours): quick search by
 * text. Words are matched with PostgreSQL full-text search through GIN indexes (quick-search-repository.ts); words
 * match as prefixes ("jan" finds Janet). A full or partial e-mail address ("jo@school.org", "@school.org",
 * "school.org") is found anywhere in a person's address. Job seekers by name and e-mail, roles by title or
 * organisation name, matches by any of those. `count` is every hit; `results` one page of `limit` (the `page`-th,
 * from 1).
 */
export async function quickSearchRoute(app: ApiServer): Promise<void> {
  app.get(
    '/api/matching/search/',
    { config: { signedIn: ['staff'] }, schema: { querystring: searchQuerySchema, response: { 200: searchWireSchema } } },
    async (request) => {
      const { db } = app.ctx;
      const search = quickSearchOf(readSearchTerms(request.query.q));
      const problems: FieldErrors = search === null ? { q: [NOTHING_TO_SEARCH] } : {};
      const page = pageOf(request.query, problems);
      if (search === null || Object.keys(problems).length > 0) throw AppError.fields(problems);
      const type = request.query.type ?? 'jobseekers';
      const paged = <T>(results: T[], count: number) => ({ count, page: page.page, page_size: page.limit, results });

      if (type === 'jobseekers') {
        const { rows, count } = await searchJobseekers(db, search, page);
        const byId =
          rows.length === 0
            ? new Map<number, number>()
            : await countMatchesOfJobseekers(
                db,
                rows.map((row) => row.id),
              );
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
      if (type === 'roles') {
        const { rows, count } = await searchRoles(db, search, page);
        const results = rows.map((row) => ({
          uuid: row.uuid,
          title: typeof row.title === 'string' && row.title.trim() !== '' ? row.title : 'Untitled role',
          status: row.status,
          employer_id: row.employerId,
          employer_name: row.employerName,
        }));
        return paged(results, count);
      }
      const { rows, count } = await searchMatches(db, search, page);
      return paged(rows, count);
    },
  );
}
