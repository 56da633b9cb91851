import { useSyncExternalStore } from 'react';
import type { Session } from './session-store';
import { getSession, subscribeToSession } from './session-store';

// What a page drawn at build time (src/web/prerender) shows: no one is signed in there. React hydrates with it and
// then draws the browser's own session, instead of finding markup that does not match.
const NO_SESSION: Session = { token: null, claims: null, valid: false };
const noSession = () => NO_SESSION;

/** The session as React state: components re-render when the token is stored, removed or expires. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession, noSession);
}
