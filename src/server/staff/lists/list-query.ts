import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { readPaging } from '../../http/paging';
import { readSearchTerms, searchCondition } from '../../matching';
import type { ListColumn, StaffList } from './list-definitions';

const MAX_SEARCH_LENGTH = 200;

/** What one request asks of a list: where to look, in what order, which page. */
export interface ListRequest {
  conditions: SQL[];
  order: SQL;
  page: number;
  pageSize: number;
}

const RESERVED = new Set(['page', 'page_size', 'ordering', 'search']);

function filterValue(column: ListColumn, text: string, problems: Record<string, string[]>): SQL | null {
  if (column.type === 'boolean') {
    if (text !== 'true' && text !== 'false') {
      problems[column.field] = ['Use true or false.'];
      return null;
    }
    return sql`(${column.value}) = ${text === 'true'}`;
  }
  if (text.length > MAX_SEARCH_LENGTH) {
    problems[column.field] = [`Keep it under ${MAX_SEARCH_LENGTH} characters.`];
    return null;
  }
  return sql`(${column.value})::text = ${text}`;
}

/**
 * Reads `page`, `page_size`, `ordering` (a column, "-" first for descending), `search` and the per-column
 * filters of `list`; anything unusable is a 400 naming the parameter, with what it takes.
 */
export function readListRequest(list: StaffList, query: Record<string, string | undefined>, paged = true): ListRequest {
  const problems: Record<string, string[]> = {};
  const { page, pageSize } = readPaging(query, problems);
  const conditions: SQL[] = [list.where];

  const id = list.columns[0]!;
  let order = sql`(${id.value}) asc`;
  if (query.ordering !== undefined && query.ordering !== '') {
    const descending = query.ordering.startsWith('-');
    const field = descending ? query.ordering.slice(1) : query.ordering;
    const column = list.columns.find((candidate) => candidate.field === field);
    if (!column) problems.ordering = [`Sort by one of: ${list.columns.map((candidate) => candidate.field).join(', ')} (with "-" first for descending).`];
    // Ties keep the id's order, so paging never shows a row twice or skips one.
    else order = sql`(${column.value}) ${sql.raw(descending ? 'desc nulls last' : 'asc nulls first')}, (${id.value}) asc`;
  }

  if (query.search !== undefined && query.search.trim() !== '') {
    if (query.search.length > MAX_SEARCH_LENGTH) problems.search = [`Keep the search under ${MAX_SEARCH_LENGTH} characters.`];
    else {
      // Names as word prefixes, e-mail addresses whole or in part (search-terms.ts); only punctuation matches nothing.
      conditions.push(searchCondition(readSearchTerms(query.search), list.searchDocument, list.searchEmail) ?? sql`false`);
    }
  }

  for (const [key, text] of Object.entries(query)) {
    if (RESERVED.has(key) || text === undefined) continue;
    const column = list.columns.find((candidate) => candidate.field === key);
    if (!column?.filterable) {
      const filterable = list.columns.filter((candidate) => candidate.filterable).map((candidate) => candidate.field);
      problems[key] = [filterable.length > 0 ? `This list can be filtered by: ${filterable.join(', ')}.` : 'This list has no filters.'];
      continue;
    }
    const condition = filterValue(column, text, problems);
    if (condition) conditions.push(condition);
  }
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
  return { conditions, order, page: paged ? page : 1, pageSize };
}

type Executor = Pick<AppDb, 'execute'>;
export type ListRow = Record<string, string | number | boolean | null>;

function selectList(list: StaffList): SQL {
  return sql.join(
    list.columns.map((column) => sql`(${column.value}) as ${sql.identifier(column.field)}`),
    sql`, `,
  );
}

function rowOut(list: StaffList, row: Record<string, unknown>): ListRow {
  const out: ListRow = {};
  for (const column of list.columns) {
    const value = row[column.field];
    if (value === null || value === undefined) out[column.field] = null;
    else if (column.type === 'date') out[column.field] = new Date(value as string).toISOString();
    else if (column.type === 'number') out[column.field] = Number(value);
    else if (column.type === 'boolean') out[column.field] = value === true || value === 't';
    else out[column.field] = String(value);
  }
  return out;
}

export async function countRows(db: Executor, list: StaffList, request: ListRequest): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from ${list.from} where ${sql.join(request.conditions, sql` and `)}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

export async function pageOfRows(
  db: Executor,
  list: StaffList,
  request: ListRequest,
  limit = request.pageSize,
  offset = (request.page - 1) * request.pageSize,
): Promise<ListRow[]> {
  const result = (await db.execute(
    sql`select ${selectList(list)} from ${list.from} where ${sql.join(request.conditions, sql` and `)} order by ${request.order} limit ${limit} offset ${offset}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => rowOut(list, row));
}
