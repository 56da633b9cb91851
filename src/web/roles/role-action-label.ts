import type { RoleStatusSubject } from '../api/roles/role-types';

export const PUBLISH_ROLE = 'Publish Role';
export const VIEW_STAFF_FEEDBACK = 'View Staff Feedback';
export const CHANGE_ROLE_STATUS = 'Change Role Status';

export type RoleActionLabel = typeof PUBLISH_ROLE | typeof VIEW_STAFF_FEEDBACK | typeof CHANGE_ROLE_STATUS;

/**
 * The role status button's words (spec 000 §4): a draft at 100 % shows Publish Role, or View Staff Feedback
 * while unresolved feedback exists; any other status shows Change Role Status; an unfinished draft shows none.
 */
export function roleActionLabel(role: Pick<RoleStatusSubject, 'status' | 'completion' | 'unresolvedFeedback'>): RoleActionLabel | null {
  if (role.status !== 'draft') return CHANGE_ROLE_STATUS;
  if ((role.completion ?? 0) < 100) return null;
  return (role.unresolvedFeedback ?? 0) > 0 ? VIEW_STAFF_FEEDBACK : PUBLISH_ROLE;
}
