import type { CamelWire } from './camel-keys';
import { boolean, closedRecord, integer } from './schema-builders';

/** GET /api/employer/new-match-count/ (employees and job seekers): the top bar's count of new matches (spec 000 §3). */
export const newMatchCountWireSchema = closedRecord({
  count: integer,
  /** The server's half of the employee Matches rule (spec 000 §2); for job seekers, whether matches can be seen. */
  can_access_matching_page: boolean,
});

/** The count as the browser reads it (keys in camelCase). */
export type NewMatchCount = CamelWire<typeof newMatchCountWireSchema>;
