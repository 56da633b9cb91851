/** A member of the organisation's team as GET /api/employer/staff/ lists them: the wire contract's type. */
export type { TeamMember } from '../../../shared/wire/team-wire';

/** The three permissions a team administrator sets per member. */
export type TeamPermission = 'canAccessMatching' | 'canEditRoles' | 'isTeamAdmin';
