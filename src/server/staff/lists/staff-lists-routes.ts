import type { ApiServer } from '../../http/api-server';
import { everyRouteSignedIn } from '../../auth/signed-in';
import { AppError } from '../../errors/app-error';
import { pathParams, textPath } from '../../http/path-params';
import { bytesAnswer } from '../../http/answer-schemas';
import { STAFF_LISTS, staffListNamed } from './list-definitions';
import { countRows, pageOfRows, readListRequest } from './list-query';
import { csvLine } from './csv-text';
import { staffListPageWireSchema, staffListsWireSchema } from '../../../shared/wire/staff-lists-wire';

/** Rows read at a time while writing a CSV file. */
const EXPORT_BATCH = 2_000;

/**
 * Any parameter, each given once: besides page, page_size, ordering and search a list takes a filter per
 * filterable column, and readListRequest names any parameter the list does not take.
 */
const listQuerySchema = { type: 'object', additionalProperties: { type: 'string' } } as const;
/** The list's name, looked up by listOrNotFound. */
const params = pathParams({ name: textPath });

function listOrNotFound(name: string) {
  const list = staffListNamed(name);
  if (!list) throw AppError.detail(404, `No list is called "${name}". The lists are: ${STAFF_LISTS.map((known) => known.name).join(', ')}.`);
  return list;
}

/**
 * Staff data tables (issue 12 item 3): `GET /api/staff/lists/` (each list with its count and columns),
 * `GET /api/staff/lists/{list_name}/` (a page: `page`, `page_size`, `ordering`, `search`, filters →
 * `{count, results}`) and `GET /api/staff/lists/{list_name}/export.csv` (every row of the same filter and order).
 */
export async function staffListsRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, ['staff']);
  const { db } = app.ctx;

  app.get('/api/staff/lists/', { schema: { response: { 200: staffListsWireSchema } } }, async () => ({
    results: await Promise.all(
      STAFF_LISTS.map(async (list) => ({
        name: list.name,
        title: list.title,
        count: await countRows(db, list, readListRequest(list, {})),
        columns: list.columns.map((column) => ({ field: column.field, header: column.header, type: column.type, filterable: column.filterable === true })),
      })),
    ),
  }));

  app.get('/api/staff/lists/:name/', { schema: { params, querystring: listQuerySchema, response: { 200: staffListPageWireSchema } } }, async (request) => {
    const list = listOrNotFound(request.params.name);
    const wanted = readListRequest(list, request.query);
    const [count, results] = await Promise.all([countRows(db, list, wanted), pageOfRows(db, list, wanted)]);
    return { count, page: wanted.page, page_size: wanted.pageSize, results };
  });

  app.get(
    '/api/staff/lists/:name/export.csv',
    { schema: { params, querystring: listQuerySchema, response: { 200: bytesAnswer('The rows of the list as a CSV file.') } } },
    async (request, reply) => {
      const list = listOrNotFound(request.params.name);
      const { page: _page, page_size: _size, ...query } = request.query;
      const wanted = readListRequest(list, query, false);
      const lines = [csvLine(list.columns.map((column) => column.header))];
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await pageOfRows(db, list, wanted, EXPORT_BATCH, offset);
        for (const row of rows) lines.push(csvLine(list.columns.map((column) => row[column.field] ?? null)));
        if (rows.length < EXPORT_BATCH) break;
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${list.name}.csv"`)
        .send(lines.join(''));
    },
  );
}
