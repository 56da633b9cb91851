import type { RoleCriteria } from './algorithm';
import { fromWire, keysToWire } from '../../shared/wire-keys';

const strings = { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 200 } } as const;
const nullableString = { type: ['string', 'null'], maxLength: 200 } as const;
const nullableCount = { type: ['integer', 'null'], minimum: 0, maximum: 100_000_000 } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;
const date = { type: ['string', 'null'], pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** The filter object on the wire (snake_case): every criterion optional, nothing else accepted. */
export const filtersWireSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
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
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['skill_id', 'rating'],
        properties: { skill_id: { type: 'string', minLength: 1, maxLength: 200 }, rating: { type: 'integer', minimum: 1, maximum: 4 } },
      },
    },
    undergrad_degree_requirement: nullableString,
    graduate_degree_requirement: nullableString,
    preferred_grad_degrees: strings,
    preferred_areas_of_study: strings,
    preferred_colleges: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    languages: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'level'],
        properties: { name: { type: 'string', minLength: 1, maxLength: 200 }, level: { type: 'string', enum: ['required', 'preferred'] } },
      },
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
    last_updated: { type: ['string', 'null'], maxLength: 100 },
    filter_group_id: { type: ['string', 'integer', 'null'], maxLength: 200, minimum: 0, maximum: 2_147_483_647 },
  },
} as const;

/** The criteria of stored filters, with the role's own for any key the set lacks (a set saved before a criterion existed). */
export function criteriaOfFilters(role: RoleCriteria, stored: Record<string, unknown>): RoleCriteria {
  const merged: Record<string, unknown> = { ...role };
  for (const key of Object.keys(role)) if (key in stored) merged[key] = stored[key];
  return merged as unknown as RoleCriteria;
}

/** Wire filters (validated by `filtersWireSchema`) over a base: the keys sent replace the base's. */
export function mergeWireFilters(base: Record<string, unknown>, wire: Record<string, unknown> | undefined): Record<string, unknown> {
  return { ...base, ...(wire ? fromWire<Record<string, unknown>>(wire) : {}) };
}

export function filtersToWire(filters: Record<string, unknown>): Record<string, unknown> {
  return keysToWire(filters);
}
