import type { Role } from '../../api/roles/role-types';

/** Why this person may read the role's answers but not change them, in words for them; null when they may edit. */
export function roleReadOnlyReason(role: Pick<Role, 'status'>, canEditRoles: boolean): string | null {
  if (!canEditRoles)
    return 'You can read this role but not change it: your account does not have role editing. Ask a team administrator of your organization to allow it.';
  if (role.status === 'closed' || role.status === 'filled')
    return 'This role has ended, so its answers stay as they were. Clone it from the company dashboard to hire for a similar role.';
  return null;
}
