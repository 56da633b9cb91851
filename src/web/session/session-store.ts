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

/**
 * No one signed in: one object, so that a page drawn at build time (src/web/prerender), which shows it, is taken
 * over by a visitor's browser with the very session it reads. A copy equal in value still counts as a change to
 * React, which then draws the whole frame again at once, before the screen inside it has been taken over.
 */
export const SIGNED_OUT: Session = Object.freeze({ token: null, claims: null, valid: false });

let cached: Session | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function compute(token: string | null): Session {
  clearTimeout(expiryTimer);
  if (token === null) return SIGNED_OUT;
  const claims = decodeSession(token);
  const valid = isUnexpired(claims, Date.now());
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
