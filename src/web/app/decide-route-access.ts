import type { UserType } from '../../shared/user-types';

export interface RouteAccessInput {
  session: { valid: boolean; userType: UserType | null };
  /** From the profile; undefined while it is not known yet. */
  hasConfirmedEmail: boolean | undefined;
  /** The user types that have a screen at this path. */
  allowedUserTypes: readonly UserType[];
  /** Path and query the person asked for, to come back to after signing in. */
  requestedPath: string;
}

export type RouteAccess = { kind: 'redirect'; to: string } | { kind: 'loading' } | { kind: 'render'; userType: UserType };

export const WRONG_ACCOUNT_PATH = '/login?referrer=requires_login';
export const CONFIRM_EMAIL_PATH = '/confirm-email';

/** The route guard of spec 000 §4, as a pure decision so every branch can be tested. */
export function decideRouteAccess(input: RouteAccessInput): RouteAccess {
  const { session, hasConfirmedEmail, allowedUserTypes, requestedPath } = input;
  if (!session.valid) {
    return { kind: 'redirect', to: `/login?${new URLSearchParams({ redirect: requestedPath }).toString()}` };
  }
  if (hasConfirmedEmail === undefined) return { kind: 'loading' };
  if (!hasConfirmedEmail) return { kind: 'redirect', to: CONFIRM_EMAIL_PATH };
  if (session.userType === null || !allowedUserTypes.includes(session.userType)) {
    return { kind: 'redirect', to: WRONG_ACCOUNT_PATH };
  }
  return { kind: 'render', userType: session.userType };
}
