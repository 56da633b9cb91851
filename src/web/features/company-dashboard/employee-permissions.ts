import type { MyProfile } from '../../api/account/use-my-profile';

/** What the team administrators let this employee do, as the dashboard hides or shows it. */
export interface EmployeePermissions {
  canEditRoles: boolean;
  isTeamAdmin: boolean;
}

/**
 * The employee's permissions from the profile. A server that does not send `can_edit_roles` yet means the
 * default (allowed: the server refuses anyway); administration is shown only when granted.
 */
export function employeePermissions(profile: Pick<MyProfile, 'canEditRoles' | 'isTeamAdmin'> | undefined): EmployeePermissions {
  return { canEditRoles: profile?.canEditRoles !== false, isTeamAdmin: profile?.isTeamAdmin === true };
}
