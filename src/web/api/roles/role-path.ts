/** The collection of roles: POST creates, GET lists. */
export const ROLES_PATH = '/api/employer/role/';

/** One role's resource. */
export function rolePath(uuid: string): string {
  return `${ROLES_PATH}${encodeURIComponent(uuid)}/`;
}
