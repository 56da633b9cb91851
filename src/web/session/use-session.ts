import { useSyncExternalStore } from 'react';
import type { Session } from './session-store';
import { getSession, SIGNED_OUT, subscribeToSession } from './session-store';

// What a page drawn at build time (src/web/prerender) shows: no one is signed in there. React hydrates with it and
// then draws the browser's own session, instead of finding markup that does not match.
const noSession = () => SIGNED_OUT;

/** The session as React state: components re-render when the token is stored, removed or expires. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession, noSession);
}
