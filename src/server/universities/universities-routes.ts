import type { ApiServer } from '../http/api-server';
import type { UniversityRow } from '../db/schema';
import { ensureUniversitiesSeeded } from './seed-universities';
import { parseUniversitySearchQuery } from './university-search-query';
import { searchUniversities, universitiesByIds } from './university-repository';
import { universityPageWireSchema } from '../../shared/wire/universities-wire';

export const PAGE_SIZE = 20;

// Types only: the checks that name what to send are parseUniversitySearchQuery's.
const searchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string' }, page: { type: 'string' }, ids: { type: 'string' } },
} as const;

const universityWire = (row: UniversityRow) => ({ id: row.id, name: row.name, city: row.city, state: row.state });

/**
 * GET /api/universities/: the searchable list of US colleges and universities for education records. With
 * `ids=` (ours) it names the colleges a saved answer holds by id (a role's preferred colleges), on one page, in the
 * order asked; ids that name no college are left out.
 */
export async function universitiesRoutes(app: ApiServer): Promise<void> {
  const schema = { querystring: searchQuerySchema, response: { 200: universityPageWireSchema } };
  app.get('/api/universities/', { config: { signedIn: true }, schema }, async (request) => {
    const { page, words, phrase, ids } = parseUniversitySearchQuery(request.query);
    const { db } = app.ctx;
    await ensureUniversitiesSeeded(db);
    if (ids !== null) {
      const found = await universitiesByIds(db, ids);
      const results = ids.flatMap((id) => found.filter((row) => row.id === id)).map(universityWire);
      return { count: results.length, page: 1, page_size: results.length, next: null, previous: null, results };
    }

    // A page past the end answers 200 with no results rather than Django REST's 404: a client searching as a
    // person types may ask for page 3 of a search that has just shrunk, and count plus next: null tell it all.
    const { total, rows } = await searchUniversities(db, { words, phrase }, { offset: (page - 1) * PAGE_SIZE, size: PAGE_SIZE });
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
