import type { FromSchema } from 'json-schema-to-ts';
import { oneOf } from './schema-builders';

/** What quick search looks through (GET /api/matching/search/?type=). */
export const SEARCH_TYPES = ['jobseekers', 'roles', 'matches'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * GET /api/matching/search/?q=&type=&limit=&page=: the words, what to look through (job seekers when left out),
 * and the page. Query parameters are text, so `limit` and `page` are digits the route reads as numbers.
 */
export const searchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['q'],
  properties: {
    q: { type: 'string', maxLength: 200 },
    type: oneOf(SEARCH_TYPES),
    limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
    page: { type: 'string', pattern: '^[0-9]{1,6}$' },
  },
} as const;

export type SearchQuery = FromSchema<typeof searchQuerySchema>;
