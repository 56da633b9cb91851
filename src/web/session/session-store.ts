import type { SessionClaims } from './decode-session';
import { decodeSession, isUnexpired } from './decode-session';
import { readToken, subscribeToToken } from './token-store';

export interface Session {
  token: string | null;
  claims: SessionClaims | null;
  /** True while the token decodes and its expiry is in the future. */
  valid: boolean;
}

// Longest delay setTimeout accepts; a later expiry is re-checked when this fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

let cached: Session | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function compute(token: string | null): Session {
  const claims = decodeSession(token);
  const valid = isUnexpired(claims, Date.now());
  clearTimeout(expiryTimer);
  if (valid) {
    // Expiry changes the session without any storage event, so wake the subscribers when it comes.
    const delay = Math.min(claims.exp * 1000 - Date.now(), MAX_TIMER_MS);
    expiryTimer = setTimeout(() => {
      cached = null;
      for (const listener of listeners) listener();
    }, delay);
  }
  return { token, claims, valid };
}

/**
 * The current session, the same object until the token changes or expires, as useSyncExternalStore requires.
 */
export function getSession(): Session {
  const token = readToken();
  if (cached === null || cached.token !== token || (cached.valid && !isUnexpired(cached.claims, Date.now()))) {
    cached = compute(token);
  }
  return cached;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = subscribeToToken(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}
