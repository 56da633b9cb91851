import type { FromSchema } from 'json-schema-to-ts';
import type { CamelWire } from './camel-keys';

/**
 * POST /api/matches/{id}/interest/ and POST /api/matches/confirmation/{token}/: the job seeker's answer to the
 * match, the same from the signed-in page and the e-mail link.
 */
export const interestBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['interested'],
  properties: { interested: { type: 'boolean' }, note: { type: 'string', maxLength: 1000 } },
} as const;

/** The answer as both sides write it (its keys are single words, so the browser's are the same). */
export type InterestAnswer = FromSchema<typeof interestBodySchema>;

/**
 * PATCH /api/matches/{id}/: one status move. `status` is any text here: the route answers a status it does not know
 * with the list of statuses, in its own words.
 */
export const statusChangeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: { type: 'string', maxLength: 100 },
    note: { type: 'string', maxLength: 2000 },
    /** Required with `hired`: the placement fee is the role's percent of it. */
    first_year_salary: { type: 'number' },
  },
} as const;

/** A status move as the browser writes it (keys in camelCase; the client sends them in snake_case). */
export type StatusChange = CamelWire<typeof statusChangeBodySchema>;

/**
 * GET /api/matches/?role=&status=&archived=: the list's filters. Each is text here; the route refuses one that
 * cannot mean anything (not a uuid, not a status, not true or false) with a sentence saying what it takes.
 */
export const matchListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { role: { type: 'string' }, status: { type: 'string' }, archived: { type: 'string' } },
} as const;

/** The filters as both sides write them: query parameters are text, so `archived` is "true" or "false". */
export type MatchListQuery = FromSchema<typeof matchListQuerySchema>;
