import { jwtDecode } from 'jwt-decode';
import type { UserType } from '../../shared/user-types';
import { isUserType } from '../../shared/user-types';

/** The claims of the session token the app relies on (spec 000 §3), named as in the app. */
export interface SessionClaims {
  /** Expiry, in seconds since the epoch. */
  exp: number;
  userId: number | string | null;
  /** Null when the token names a kind of user this app does not know: such a user may open no guarded page. */
  userType: UserType | null;
  origIat: number | null;
}

interface WireClaims {
  exp?: unknown;
  user_id?: unknown;
  user_type?: unknown;
  orig_iat?: unknown;
}

/**
 * Reads the claims of a token without verifying it (only the server can). A value that is not a string, cannot
 * be decoded or has no numeric expiry is no session at all: null.
 */
export function decodeSession(token: unknown): SessionClaims | null {
  if (typeof token !== 'string' || token === '') return null;
  let wire: WireClaims;
  try {
    wire = jwtDecode<WireClaims>(token);
  } catch {
    return null;
  }
  if (typeof wire.exp !== 'number' || !Number.isFinite(wire.exp)) return null;
  const userId = typeof wire.user_id === 'number' || typeof wire.user_id === 'string' ? wire.user_id : null;
  return {
    exp: wire.exp,
    userId,
    userType: isUserType(wire.user_type) ? wire.user_type : null,
    origIat: typeof wire.orig_iat === 'number' ? wire.orig_iat : null,
  };
}

/** A session is valid only while its expiry lies in the future. */
export function isUnexpired(claims: SessionClaims | null, nowMs: number): claims is SessionClaims {
  return claims !== null && claims.exp * 1000 > nowMs;
}
