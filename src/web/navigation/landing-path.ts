import type { UserType } from '../../shared/user-types';

/** The section whose completion sends a person to the dashboard rather than to the profile questions. */
export const CORE_PROFILE_SECTION = 'Core Profile';

export interface LandingInput {
  session: { valid: boolean; userType: UserType | null };
  /** From the profile; undefined while it is not known yet. */
  completedSections: readonly string[] | undefined;
}

/**
 * Where a person lands after signing in (spec 000 §2): no session → /login; staff, or Core Profile complete →
 * /dashboard; everyone else → /profile. Null while the profile needed to decide is still loading.
 */
export function landingPath({ session, completedSections }: LandingInput): string | null {
  if (!session.valid) return '/login';
  if (session.userType === 'staff') return '/dashboard';
  if (completedSections === undefined) return null;
  return completedSections.includes(CORE_PROFILE_SECTION) ? '/dashboard' : '/profile';
}
