import type { MyProfile } from '../api/account/use-my-profile';

/**
 * Why this employee may read the organisation's profile but not change it, in words for them; null when they may.
 * The server decides the same way (team administrators, and staff acting as an employee, change it) and refuses
 * a change anyway.
 */
export function organisationReadOnlyReason(profile: Pick<MyProfile, 'isTeamAdmin' | 'isStaff'> | undefined): string | null {
  if (profile === undefined || profile.isTeamAdmin === true || profile.isStaff === true) return null;
  return 'You can read your organization’s profile but not change it: only a team administrator can. Ask one of your team administrators to make the change or to make you an administrator.';
}
