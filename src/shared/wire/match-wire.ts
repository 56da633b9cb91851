import { CONTACT_CARD_VISIBILITIES } from '../contact-cards';
import { MATCH_STATUS_VALUES, RESPONSIBLE_PARTIES } from '../match-statuses';
import { ROLE_STATUSES } from '../role-statuses';
import { USER_TYPES } from '../user-types';
import type { CamelWire } from './camel-keys';
import { personNameWireProperties } from './person-name-properties';
import { boolean, closedRecord, closedRecordOrNull, countedListOf, integer, listOf, numberOrNull, oneOf, text, textOrNull } from './schema-builders';

/**
 * A match as the API sends it (GET/POST/PATCH /api/matches/…), snake_case: the server's answers are serialised by
 * this schema, and both sides take their type from it.
 */
export const matchWireSchema = closedRecord({
  id: integer,
  /** The role's uuid. */
  role: text,
  /** The job seeker's user id. */
  jobseeker: integer,
  status: oneOf(MATCH_STATUS_VALUES),
  archived: boolean,
  algorithm_version: textOrNull,
  /** 0 to 100; null for a match made before the algorithm recorded one. */
  score: numberOrNull,
  created_at: text,
  updated_at: text,
  status_changed_at: text,
  waiting_on: oneOf(RESPONSIBLE_PARTIES),
  role_title: text,
  role_status: oneOf(ROLE_STATUSES),
  employer_id: integer,
  employer_name: text,
  jobseeker_first_name: text,
  jobseeker_last_name: text,
  jobseeker_interest: { type: ['string', 'null'], enum: ['interested', 'not_interested', null] },
  /** Written to staff: null for the employer's side. */
  jobseeker_interest_note: textOrNull,
  jobseeker_responded_at: textOrNull,
  /** Dollars, once hired. */
  first_year_salary: numberOrNull,
  /** Dollars; null for the job seeker, whom the fee is not between. */
  placement_fee: numberOrNull,
  /** Whether the caller's side opened it: the employer side for staff and employees, the job seeker for themselves. */
  seen: boolean,
  /** Whose contact details the match shows to whom (issue 12 item 2). */
  contact_card_visibility: oneOf(CONTACT_CARD_VISIBILITIES),
});

/** A match as the browser reads it (keys in camelCase). */
export type Match = CamelWire<typeof matchWireSchema>;

/** GET /api/matches/: the caller's matches. */
export const matchListWireSchema = countedListOf(matchWireSchema);

const matchStatusOrNull = { type: ['string', 'null'], enum: [...MATCH_STATUS_VALUES, null] } as const;

/** GET /api/matches/{id}/events/: a match's history, oldest first; a null actor is the system (expiry, role closing). */
export const matchEventsWireSchema = listOf(
  closedRecord({
    id: integer,
    actor: closedRecordOrNull({ id: integer, ...personNameWireProperties, user_type: oneOf(USER_TYPES) }),
    from_status: matchStatusOrNull,
    to_status: oneOf(MATCH_STATUS_VALUES),
    /** Staff's own steps keep their note from the employer's side. */
    note: textOrNull,
    created_at: text,
  }),
);

/** One entry of a match's history as the browser reads it (keys in camelCase). */
export type MatchEvent = CamelWire<typeof matchEventsWireSchema>[number];
