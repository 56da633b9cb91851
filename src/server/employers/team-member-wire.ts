import type { FromSchema } from 'json-schema-to-ts';
import type { UserRow } from '../db/schema';
import type { teamMemberWireSchema } from '../../shared/wire/team-wire';

/** A member of an organisation's team as the team panel shows it. */
export function memberWire(member: UserRow): FromSchema<typeof teamMemberWireSchema> {
  return {
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    job_title: member.jobTitle,
    can_access_matching: member.canAccessMatching,
    can_edit_roles: member.canEditRoles,
    is_team_admin: member.isTeamAdmin,
    // A coworker's account is claimed (its owner chose a password) once the e-mailed link was opened.
    has_confirmed_email: member.hasConfirmedEmail,
  };
}
