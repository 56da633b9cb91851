import { useSyncExternalStore } from 'react';
import type { Session } from './session-store';
import { getSession, subscribeToSession } from './session-store';

/** The session as React state: components re-render when the token is stored, removed or expires. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}
