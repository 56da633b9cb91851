import type { CamelWire } from './camel-keys';
import { personNameWireProperties } from './person-name-properties';
import { boolean, closedRecord, integer, resultsOf, text, textOrNull } from './schema-builders';

/** A member of an organisation's team as the team panel shows it (GET/PATCH /api/employer/staff/…, POST /api/user/create_coworker/). */
export const teamMemberWireSchema = closedRecord({
  id: integer,
  ...personNameWireProperties,
  email: text,
  job_title: textOrNull,
  can_access_matching: boolean,
  can_edit_roles: boolean,
  is_team_admin: boolean,
  /** False until the invited coworker claims the account. */
  has_confirmed_email: boolean,
});

/** A member as the browser reads it (keys in camelCase). */
export type TeamMember = CamelWire<typeof teamMemberWireSchema>;

/** GET /api/employer/staff/: every employee of the organisation. */
export const teamListWireSchema = resultsOf(teamMemberWireSchema);
