import type { TeamPermission } from '../../api/team/team-member';

/** The three team permissions in the order and words the team panel shows them. */
export const PERMISSIONS: readonly { key: TeamPermission; label: string; description: string }[] = [
  { key: 'canAccessMatching', label: 'Matching access', description: 'Can open the matches of published roles.' },
  { key: 'canEditRoles', label: 'Role editing', description: 'Can create, edit, publish, clone and delete roles.' },
  { key: 'isTeamAdmin', label: 'Team administration', description: 'Can invite coworkers, set permissions and delete the organization.' },
];
