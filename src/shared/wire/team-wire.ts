import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

/** A member of an organisation's team as the team panel shows it (GET/PATCH /api/employer/staff/…, POST /api/user/create_coworker/). */
export const teamMemberWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'first_name', 'last_name', 'email', 'job_title', 'can_access_matching', 'can_edit_roles', 'is_team_admin', 'has_confirmed_email'],
  properties: {
    id: { type: 'integer' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    job_title: { type: ['string', 'null'] },
    can_access_matching: { type: 'boolean' },
    can_edit_roles: { type: 'boolean' },
    is_team_admin: { type: 'boolean' },
    /** False until the invited coworker claims the account. */
    has_confirmed_email: { type: 'boolean' },
  },
} as const;

export type TeamMemberWire = FromSchema<typeof teamMemberWireSchema>;

/** A member as the browser reads it (keys in camelCase). */
export type TeamMember = CamelKeys<TeamMemberWire>;

/** GET /api/employer/staff/: every employee of the organisation. */
export const teamListWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: { results: { type: 'array', items: teamMemberWireSchema } },
} as const;
