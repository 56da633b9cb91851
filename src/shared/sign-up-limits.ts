/** The longest first or last name, and organisation name, an account is created with: the same in the form and the API. */
export const NAME_MAX_LENGTH = 150;
export const ORGANIZATION_MAX_LENGTH = 200;

export const NAME_TOO_LONG = `Keep the name to ${NAME_MAX_LENGTH} characters.`;
export const ORGANIZATION_TOO_LONG = `Keep the organization's name to ${ORGANIZATION_MAX_LENGTH} characters.`;
