import type { Session } from './session-store';

/**
 * Who a valid session belongs to ("staff:7"), for SWR keys of per-person data; null without a valid session.
 * Unlike the token it survives a token refresh, which (with unsaved changes) happens without a reload: a key
 * holding the token would drop every cached answer then, and the route guard would unmount the page being
 * edited while the profile loads again. A different person, or an impersonated one, still gets new keys.
 */
export function sessionOwner(session: Session): string | null {
  if (!session.valid || session.claims === null) return null;
  return `${String(session.claims.userType)}:${String(session.claims.userId)}`;
}
