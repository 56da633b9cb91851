import type { CamelWire } from './camel-keys';
import { matchWireSchema } from './match-wire';
import { matchingRoleWireProperties } from './matching-roles-wire';
import { personNameWireProperties } from './person-name-properties';
import { closedRecord, integer, pageOf, text } from './schema-builders';

/** A job seeker found by name or e-mail address, with how many matches they have. */
const jobseekerHitSchema = closedRecord({ id: integer, ...personNameWireProperties, email: text, match_count: integer, created_at: text });

/** A role found by its title or its organisation's name. */
const roleHitSchema = closedRecord(matchingRoleWireProperties);

/** One page of hits of one type. */
export const jobseekerPageSchema = pageOf(jobseekerHitSchema);
export const rolePageSchema = pageOf(roleHitSchema);
const matchPageSchema = pageOf(matchWireSchema);

/**
 * GET /api/matching/search/?q=&type= (staff): a page of job seekers, roles or matches, as `type` asks. The
 * serializer takes the first page schema the answer fits; an empty page fits all three and reads the same in each.
 */
export const searchWireSchema = { anyOf: [jobseekerPageSchema, rolePageSchema, matchPageSchema] } as const;

/** Each type's page as the server builds it. */

/** A job seeker hit as the browser reads it (keys in camelCase). */
export type JobseekerHit = CamelWire<typeof jobseekerPageSchema>['results'][number];

/** A role hit as the browser reads it (keys in camelCase). */
export type RoleHit = CamelWire<typeof rolePageSchema>['results'][number];
