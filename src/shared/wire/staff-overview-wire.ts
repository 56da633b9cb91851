import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

/** GET /api/staff/overview/: live platform counts for the staff home. */
export const staffOverviewWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['jobseekers', 'employers', 'roles', 'published_roles', 'matches_by_status'],
  properties: {
    jobseekers: { type: 'integer' },
    employers: { type: 'integer' },
    roles: { type: 'integer' },
    published_roles: { type: 'integer' },
    /** Matches per status value (spec 001 §4.1), every status named, 0 when none. */
    matches_by_status: { type: 'object', additionalProperties: { type: 'integer' } },
  },
} as const;

export type StaffOverviewWire = FromSchema<typeof staffOverviewWireSchema>;

export type StaffOverview = CamelKeys<StaffOverviewWire>;

/** An organisation as staff act for it, with its member and role counts. */
export const staffEmployerWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'members', 'roles', 'created_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    members: { type: 'integer' },
    roles: { type: 'integer' },
    /** ISO 8601 timestamp. */
    created_at: { type: 'string' },
  },
} as const;

export type StaffEmployerWire = FromSchema<typeof staffEmployerWireSchema>;

export type StaffEmployer = CamelKeys<StaffEmployerWire>;

/** GET /api/staff/employers/: every organisation, by name. */
export const staffEmployerListWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: { results: { type: 'array', items: staffEmployerWireSchema } },
} as const;

export type StaffEmployerListWire = FromSchema<typeof staffEmployerListWireSchema>;
