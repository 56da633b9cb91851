import type { FromSchema } from 'json-schema-to-ts';
import { ROLE_STATUSES } from '../role-statuses';
import type { CamelKeys } from './camel-keys';

const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;

/** GET /api/matching/roles/ (staff): the roles staff match for, each with its matches counted per status. */
export const matchingRolesWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'results'],
  properties: {
    count: { type: 'integer' },
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['uuid', 'title', 'status', 'employer_id', 'employer_name', 'published_at', 'counts', 'total', 'archived', 'last_match_at'],
        properties: {
          uuid: text,
          /** The job title, or the server's words for an untitled role. */
          title: text,
          status: { type: 'string', enum: ROLE_STATUSES },
          employer_id: { type: 'integer' },
          employer_name: text,
          published_at: textOrNull,
          /** Live (not archived) matches per status value (the snake_case words of src/shared/match-statuses.ts). */
          counts: { type: 'object', additionalProperties: { type: 'integer' } },
          /** Live matches. */
          total: { type: 'integer' },
          /** Matches that have ended (archived), counted apart. */
          archived: { type: 'integer' },
          /** The latest change of any of its matches, archived ones too. */
          last_match_at: textOrNull,
        },
      },
    },
  },
} as const;

export type MatchingRolesWire = FromSchema<typeof matchingRolesWireSchema>;

/** The list as the browser reads it (keys in camelCase). */
export type MatchingRoles = CamelKeys<MatchingRolesWire>;

/** A role staff match for, as the browser reads it. */
export type MatchingRoleSummary = MatchingRoles['results'][number];
