import type { FromSchema } from 'json-schema-to-ts';
import { ROLE_STATUSES } from '../role-statuses';
import type { CamelKeys } from './camel-keys';
import { matchWireSchema } from './match-wire';

const text = { type: 'string' } as const;

/** A job seeker found by name or e-mail address, with how many matches they have. */
const jobseekerHitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'first_name', 'last_name', 'email', 'match_count', 'created_at'],
  properties: { id: { type: 'integer' }, first_name: text, last_name: text, email: text, match_count: { type: 'integer' }, created_at: text },
} as const;

/** A role found by its title or its organisation's name. */
const roleHitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'title', 'status', 'employer_id', 'employer_name'],
  properties: {
    uuid: text,
    /** The job title, or the server's words for an untitled role. */
    title: text,
    status: { type: 'string', enum: ROLE_STATUSES },
    employer_id: { type: 'integer' },
    employer_name: text,
  },
} as const;

/** One page of hits of one type: `count` is every hit, `results` the `page`-th page of `page_size`. */
const pageOf = <Hit extends object>(hit: Hit) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['count', 'page', 'page_size', 'results'],
    properties: { count: { type: 'integer' }, page: { type: 'integer' }, page_size: { type: 'integer' }, results: { type: 'array', items: hit } },
  }) as const;

const jobseekerPageSchema = pageOf(jobseekerHitSchema);
const rolePageSchema = pageOf(roleHitSchema);
const matchPageSchema = pageOf(matchWireSchema);

/**
 * GET /api/matching/search/?q=&type= (staff): a page of job seekers, roles or matches, as `type` asks. The
 * serializer takes the first page schema the answer fits; an empty page fits all three and reads the same in each.
 */
export const searchWireSchema = { anyOf: [jobseekerPageSchema, rolePageSchema, matchPageSchema] } as const;

export type SearchWire = FromSchema<typeof searchWireSchema>;

/** Each type's page as the server builds it. */
export type JobseekerSearchWire = FromSchema<typeof jobseekerPageSchema>;
export type RoleSearchWire = FromSchema<typeof rolePageSchema>;
export type MatchSearchWire = FromSchema<typeof matchPageSchema>;

/** A job seeker hit as the browser reads it (keys in camelCase). */
export type JobseekerHit = CamelKeys<JobseekerSearchWire['results'][number]>;

/** A role hit as the browser reads it (keys in camelCase). */
export type RoleHit = CamelKeys<RoleSearchWire['results'][number]>;
