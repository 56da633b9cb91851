/** The three kinds of user of spec 000 §1, as carried in the session token's `user_type`. */
export const USER_TYPES = ['jobseeker', 'employee', 'staff'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Kinds of account a person can create for themselves; staff accounts are made by staff. */
export const SIGN_UP_USER_TYPES = ['jobseeker', 'employee'] as const satisfies readonly UserType[];
export type SignUpUserType = (typeof SIGN_UP_USER_TYPES)[number];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
