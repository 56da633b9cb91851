/** A member of the organisation's team as GET /api/employer/staff/ lists them. */
export interface TeamMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  canAccessMatching: boolean;
  canEditRoles: boolean;
  isTeamAdmin: boolean;
  /** False until the invited coworker claims the account. */
  hasConfirmedEmail: boolean;
}

/** The three permissions a team administrator sets per member. */
export type TeamPermission = 'canAccessMatching' | 'canEditRoles' | 'isTeamAdmin';
