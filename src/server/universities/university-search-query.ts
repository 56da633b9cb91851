import { AppError, type FieldErrors } from '../errors/app-error';

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
}

/** Reads `search` and `page` from the query string, or throws a 400 naming every bad field at once. */
export function parseUniversitySearchQuery(query: { search?: unknown; page?: unknown }): UniversitySearchQuery {
  const errors: FieldErrors = {};

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
    const raw = typeof query.page === 'string' ? query.page.trim() : '';
    page = /^[0-9]+$/.test(raw) ? Number(raw) : NaN;
    if (!(page >= 1 && page <= MAX_PAGE)) errors.page = [`Send page as a whole number from 1 to ${MAX_PAGE}; page 1 is the first page.`];
  }

  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return { page, words: phrase === '' ? [] : phrase.split(' '), phrase };
}
