/** The staff list of roles waiting for review (our path: the spec names none; staff /dashboard/:listName is taken by the data lists). */
export const ROLES_IN_REVIEW_PATH = '/review/roles';

/** The staff review page of one role. */
export function roleReviewPath(uuid: string): string {
  return `${ROLES_IN_REVIEW_PATH}/${encodeURIComponent(uuid)}`;
}
