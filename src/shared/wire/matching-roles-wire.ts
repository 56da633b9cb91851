import { ROLE_STATUSES } from '../role-statuses';
import type { CamelWire } from './camel-keys';
import { closedRecord, countedListOf, countPerKey, integer, oneOf, text, textOrNull } from './schema-builders';

/** A role as staff matching names it, in its list and among the search's hits. */
export const matchingRoleWireProperties = {
  uuid: text,
  /** The job title, or the server's words for an untitled role. */
  title: text,
  status: oneOf(ROLE_STATUSES),
  employer_id: integer,
  employer_name: text,
} as const;

/** GET /api/matching/roles/ (staff): the roles staff match for, each with its matches counted per status. */
export const matchingRolesWireSchema = countedListOf(
  closedRecord({
    ...matchingRoleWireProperties,
    published_at: textOrNull,
    /** Live (not archived) matches per status value (the snake_case words of src/shared/match-statuses.ts). */
    counts: countPerKey,
    /** Live matches. */
    total: integer,
    /** Matches that have ended (archived), counted apart. */
    archived: integer,
    /** The latest change of any of its matches, archived ones too. */
    last_match_at: textOrNull,
  }),
);

/** The list as the browser reads it (keys in camelCase). */
export type MatchingRoles = CamelWire<typeof matchingRolesWireSchema>;

/** A role staff match for, as the browser reads it. */
export type MatchingRoleSummary = MatchingRoles['results'][number];
