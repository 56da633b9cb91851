import type { CamelWire } from './camel-keys';
import { closedPartial, closedRecord, countedListOf, integer, oneOf, text } from './schema-builders';

const strings = { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 200 } } as const;
const nullableString = { type: ['string', 'null'], maxLength: 200 } as const;
const nullableCount = { type: ['integer', 'null'], minimum: 0, maximum: 100_000_000 } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;
const date = { type: ['string', 'null'], pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/**
 * The filter object on the wire (spec 000 §3, snake_case): a filter set's body (every criterion optional, nothing
 * else accepted) and what the server answers (every criterion, with `last_updated` and `filter_group_id`).
 */
export const filtersWireSchema = closedPartial({
  require_work_authorization: { type: 'boolean' },
  role_types: strings,
  work_modes: strings,
  geographic_requirement: nullableString,
  metro_areas: strings,
  organisation_metro_area: nullableString,
  open_to_relocation: { type: 'boolean' },
  maximum_salary: nullableCount,
  maximum_rate: nullableCount,
  excluded_organizations: strings,
  minimum_years_experience: nullableCount,
  functional_areas: strings,
  skills: {
    type: 'array',
    maxItems: 100,
    items: closedRecord({ skill_id: { type: 'string', minLength: 1, maxLength: 200 }, rating: { type: 'integer', minimum: 1, maximum: 4 } }),
  },
  undergrad_degree_requirement: nullableString,
  graduate_degree_requirement: nullableString,
  preferred_grad_degrees: strings,
  preferred_areas_of_study: strings,
  preferred_colleges: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  languages: {
    type: 'array',
    maxItems: 100,
    items: closedRecord({ name: { type: 'string', minLength: 1, maxLength: 200 }, level: oneOf(['required', 'preferred']) }),
  },
  preferred_years_experience: nullableCount,
  requires_managing_others: { type: 'boolean' },
  managing_years: nullableCount,
  requires_managing_managers: { type: 'boolean' },
  team_size: nullableString,
  budget: nullableCount,
  teamwork_approach: nullableString,
  deadline_approach: nullableString,
  more_disciplined: nullableBoolean,
  more_outgoing: nullableBoolean,
  requires_travel: { type: 'boolean' },
  travel_amount: nullableString,
  ideal_start_date: date,
  latest_start_date: date,
  /** A filter set's choice (a role's own is always false): list only those who meet every requirement (issue 36 item 6). */
  only_those_meeting_every_requirement: { type: 'boolean' },
  last_updated: { type: ['string', 'null'], maxLength: 100 },
  filter_group_id: { type: ['string', 'integer', 'null'], maxLength: 200, minimum: 0, maximum: 2_147_483_647 },
});

/** A staff member's saved set of filters for a role (GET/PATCH /api/matching/filtersets/{id}/, the answer to creating one). */
export const filtersetWireSchema = closedRecord({
  id: integer,
  /** The role's uuid. */
  role: text,
  name: text,
  /** Every criterion: the set's own where it has one, else the role's. */
  filters: filtersWireSchema,
  /** How many criteria differ from the role's own filters (the bookkeeping keys never count). */
  differs_from_role: integer,
  created_at: text,
  updated_at: text,
});

/** GET /api/matching/roles/{uuid}/filtersets/: the role's sets, oldest first. */
export const filtersetListWireSchema = countedListOf(filtersetWireSchema);

/** GET /api/matching/roles/{uuid}/filters/: the role's own filters, the reference a set's differences are counted against. */
export const roleFiltersWireSchema = closedRecord({ role: text, algorithm_version: text, filters: filtersWireSchema });

/** A filter set as the browser reads it (keys in camelCase, the filters' too). */
export type FiltersetAsSent = CamelWire<typeof filtersetWireSchema>;

/** The role's sets as the browser reads them. */
export type FiltersetListAsSent = CamelWire<typeof filtersetListWireSchema>;

/** The role's own filters as the browser reads them. */
export type RoleFiltersAsSent = CamelWire<typeof roleFiltersWireSchema>;
