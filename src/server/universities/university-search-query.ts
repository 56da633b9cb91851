import { AppError, type FieldErrors } from '../errors/app-error';
import { isIdText } from '../http/ids';
import { wholeNumberParam } from '../http/paging';

export const MAX_SEARCH_LENGTH = 100;
// Far past the last page of any search (the list holds a few thousand names, 20 a page); the bound keeps
// absurd numbers out of the SQL offset.
export const MAX_PAGE = 10_000;

/** What GET /api/universities/ was asked for, checked. */
export interface UniversitySearchQuery {
  page: number;
  /** Lower-case words of the search, each of which a result must contain; none lists everything. */
  words: string[];
  /** The lower-case search with single spaces: names that start with it come first. */
  phrase: string;
  /** `ids=190150,166027`: these colleges by id (a saved answer named), in place of a search; null when not asked. */
  ids: number[] | null;
}

/** At most as many ids as a list answer holds colleges, with room to spare. */
const MAX_IDS = 50;

/** Reads `search` and `page` from the query string, or throws a 400 naming every bad field at once. */
export function parseUniversitySearchQuery(query: { search?: unknown; page?: unknown; ids?: unknown }): UniversitySearchQuery {
  const errors: FieldErrors = {};

  let ids: number[] | null = null;
  if (query.ids !== undefined) {
    const parts = typeof query.ids === 'string' ? query.ids.split(',').map((part) => part.trim()) : [];
    if (parts.length === 0 || parts.length > MAX_IDS || !parts.every(isIdText)) {
      errors.ids = [`Send ids as up to ${MAX_IDS} college ids separated by commas, like ids=190150,166027.`];
    } else ids = [...new Set(parts.map(Number))];
  }

  let phrase = '';
  if (query.search !== undefined) {
    // A repeated parameter (?search=a&search=b) arrives as an array: there is no sensible one search to pick.
    if (typeof query.search !== 'string') errors.search = ['Send one search text.'];
    else {
      phrase = query.search.trim().replace(/\s+/g, ' ').toLowerCase();
      if (phrase.length > MAX_SEARCH_LENGTH) errors.search = [`Search with at most ${MAX_SEARCH_LENGTH} characters.`];
    }
  }

  let page = 1;
  if (query.page !== undefined) {
    const asked = typeof query.page === 'string' ? wholeNumberParam(query.page.trim(), 1, MAX_PAGE) : undefined;
    if (asked === undefined) errors.page = [`Send page as a whole number from 1 to ${MAX_PAGE}; page 1 is the first page.`];
    else page = asked;
  }

  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return { page, words: phrase === '' ? [] : phrase.split(' '), phrase, ids };
}
