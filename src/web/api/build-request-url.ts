import { toWireQuery } from '../../shared/wire-keys';

/**
 * The URL of a call: query names in snake_case, and a trailing slash added when the path has none and there
 * is no query string (spec 000 §7), because the server's paths end in a slash.
 */
export function buildRequestUrl(path: string, query?: Record<string, unknown>): string {
  const search = query === undefined ? '' : toWireQuery(query).toString();
  const hasQuery = search !== '' || path.includes('?');
  const withSlash = hasQuery || path.endsWith('/') ? path : `${path}/`;
  if (search === '') return withSlash;
  return `${withSlash}${withSlash.includes('?') ? '&' : '?'}${search}`;
}
