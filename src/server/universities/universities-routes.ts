import type { ApiServer } from '../http/api-server';
import { and, count, inArray, or, sql, type SQL } from 'drizzle-orm';
import { requireAuth } from '../auth/authenticate';
import { universities, type UniversityRow } from '../db/schema';
import { ensureUniversitiesSeeded } from './seed-universities';
import { parseUniversitySearchQuery } from './university-search-query';

export const PAGE_SIZE = 20;

// Types only: the checks that name what to send are parseUniversitySearchQuery's.
const searchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string' }, page: { type: 'string' }, ids: { type: 'string' } },
} as const;

/** Every word must appear in the name or the city, or be the state's two letters: "howard dc", "state tx". */
function matchesEveryWord(words: string[]): SQL | undefined {
  return and(
    ...words.map((word) =>
      or(
        sql`strpos(lower(${universities.name}), ${word}) > 0`,
        sql`strpos(lower(${universities.city}), ${word}) > 0`,
        sql`lower(${universities.state}) = ${word}`,
      ),
    ),
  );
}

/**
 * Names starting with the search first, then alphabetical. The "C" collation makes the order the same on
 * PGlite and on a PostgreSQL server whatever locale it was created with, and lets clients page reliably.
 */
function searchOrder(phrase: string): SQL[] {
  const alphabetical = [
    sql`lower(${universities.name}) collate "C"`,
    sql`${universities.name} collate "C"`,
    sql`${universities.city} collate "C"`,
    sql`${universities.state} collate "C"`,
    sql`${universities.id}`,
  ];
  return phrase === '' ? alphabetical : [sql`case when strpos(lower(${universities.name}), ${phrase}) = 1 then 0 else 1 end`, ...alphabetical];
}

const universityWire = (row: UniversityRow) => ({ id: row.id, name: row.name, city: row.city, state: row.state });

/**
 * GET /api/universities/: the searchable list of US colleges and universities for education records. With
 * `ids=` (ours) it names the colleges a saved answer holds by id (a role's preferred colleges), on one page, in the
 * order asked; ids that name no college are left out.
 */
export async function universitiesRoutes(app: ApiServer): Promise<void> {
  app.get('/api/universities/', { preHandler: requireAuth, schema: { querystring: searchQuerySchema } }, async (request) => {
    const { page, words, phrase, ids } = parseUniversitySearchQuery(request.query);
    const { db } = app.ctx;
    await ensureUniversitiesSeeded(db);
    if (ids !== null) {
      const found = await db.select().from(universities).where(inArray(universities.id, ids));
      const results = ids.flatMap((id) => found.filter((row) => row.id === id)).map(universityWire);
      return { count: results.length, page: 1, page_size: results.length, next: null, previous: null, results };
    }

    const where = matchesEveryWord(words);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(universities).where(where);
    const offset = (page - 1) * PAGE_SIZE;
    // A page past the end answers 200 with no results rather than Django REST's 404: a client searching as a
    // person types may ask for page 3 of a search that has just shrunk, and count plus next: null tell it all.
    const rows =
      offset < total
        ? await db
            .select()
            .from(universities)
            .where(where)
            .orderBy(...searchOrder(phrase))
            .limit(PAGE_SIZE)
            .offset(offset)
        : [];
    const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
    return {
      count: total,
      page,
      page_size: PAGE_SIZE,
      next: page < lastPage ? page + 1 : null,
      // From past the end, "previous" leads back to the last page that has results.
      previous: page > 1 ? Math.min(page - 1, lastPage) : null,
      results: rows.map(universityWire),
    };
  });
}
