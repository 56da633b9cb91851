import type { FieldErrors } from '../errors/app-error';

/**
 * How every paged list reads its numbers from the query string (which is text, never coerced): `page`, `page_size`,
 * `limit`, `offset`. One reading, so a page past any sensible end, a sign, a fraction or an exponent is refused
 * alike everywhere, before it can reach an SQL offset; each list keeps its own words for what to send instead.
 */

/** The whole number `text` writes plainly (digits only, no sign, no exponent), if it is from `min` to `max`. */
export function wholeNumberParam(text: string, min: number, max: number): number | undefined {
  if (!/^[0-9]{1,16}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** The page size of a list that leaves it to the caller, unless asked; and the largest it gives. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Far past the last page of any list here; the bound keeps absurd numbers out of the SQL offset. */
export const MAX_PAGE = 1_000_000;

/** The query properties of a list paged by `page` and `page_size`, checked by readPaging. */
export const pagingQueryProperties = {
  page: { type: 'string', maxLength: 10 },
  page_size: { type: 'string', maxLength: 10 },
} as const;

function pagingNumber(text: string | undefined, field: string, max: number, fallback: number, problems: FieldErrors): number {
  if (text === undefined || text === '') return fallback;
  const value = wholeNumberParam(text, 1, max);
  if (value === undefined) problems[field] = [`Use a whole number from 1 to ${max.toLocaleString('en-US')}.`];
  return value ?? fallback;
}

/**
 * `page` and `page_size` of a paged list (the staff lists, the invoices): whole numbers in range, DEFAULT_PAGE_SIZE a
 * page unless asked; a problem is added to `problems` under the parameter's name.
 */
export function readPaging(query: { page?: string; page_size?: string }, problems: FieldErrors): { page: number; pageSize: number } {
  return {
    page: pagingNumber(query.page, 'page', MAX_PAGE, 1, problems),
    pageSize: pagingNumber(query.page_size, 'page_size', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, problems),
  };
}

/**
 * `limit` of a list that answers the newest or best few (notifications, quick search), from 1 to `max`, `fallback`
 * when left out; a number out of range is a problem under `limit`, not quietly clamped, so a caller learns that
 * it asked for more than it will get.
 */
export function readLimit(text: string | undefined, max: number, fallback: number, problems: FieldErrors): number {
  return pagingNumber(text, 'limit', max, fallback, problems);
}

/** `page` (from 1) of a list paged by `limit`, read as readPaging reads it. */
export function readPage(text: string | undefined, problems: FieldErrors): number {
  return pagingNumber(text, 'page', MAX_PAGE, 1, problems);
}
