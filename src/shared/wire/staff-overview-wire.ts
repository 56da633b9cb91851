import type { CamelWire } from './camel-keys';
import { closedRecord, countPerKey, integer, resultsOf, text } from './schema-builders';

/** GET /api/staff/overview/: live platform counts for the staff home. */
export const staffOverviewWireSchema = closedRecord({
  jobseekers: integer,
  employers: integer,
  roles: integer,
  published_roles: integer,
  /** Matches per status value (spec 001 §4.1), every status named, 0 when none. */
  matches_by_status: countPerKey,
});

export type StaffOverview = CamelWire<typeof staffOverviewWireSchema>;

/** An organisation as staff act for it, with its member and role counts. */
export const staffEmployerWireSchema = closedRecord({
  id: integer,
  name: text,
  members: integer,
  roles: integer,
  /** ISO 8601 timestamp. */
  created_at: text,
});

export type StaffEmployer = CamelWire<typeof staffEmployerWireSchema>;

/** GET /api/staff/employers/: every organisation, by name. */
export const staffEmployerListWireSchema = resultsOf(staffEmployerWireSchema);
