import { randomUUID, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

// Imported once per secret as the Web Crypto key jose signs and verifies with: handed the raw bytes or a
// KeyObject, jose exports and imports the key again on every sign and verify, a tenth of what an authenticated
// request cost the server.
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}
import { LRUCache } from 'lru-cache';
import { isUserType, type UserType } from '../../shared/user-types';

export interface TokenClaims {
  userId: number;
  userType: UserType;
  /** Seconds: when the sign-in that started this chain of refreshes happened. */
  origIat: number;
  /** The user's token version when issued; raising it revokes every earlier token (logout, password change). */
  version: number;
  /** Seconds. */
  exp: number;
  /** Set while a staff member acts as this employee: who they are and their token version. */
  actingStaff?: { id: number; version: number };
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ALGORITHM = 'HS256';

export async function signSessionToken(secret: Uint8Array, subject: Omit<TokenClaims, 'exp'>, now: Date, ttlMinutes: number): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const acting = subject.actingStaff ? { acting_staff_id: subject.actingStaff.id, acting_staff_ver: subject.actingStaff.version } : {};
  return (
    new SignJWT({ user_id: subject.userId, user_type: subject.userType, orig_iat: subject.origIat, ver: subject.version, ...acting })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      // A unique id: two tokens issued in the same second are still told apart (logs, audits, the client).
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlMinutes * 60)
      .sign(await keyOf(secret))
  );
}

// A token's signature and claims never change, so a token already verified under a secret is not verified again:
// Web Crypto's HMAC was a sixth of what an authenticated request cost the server. Only its expiry, which depends on
// the time, is checked every time. Per secret, so a token is never taken under a secret that did not sign it.
const MAX_VERIFIED_TOKENS = 10_000;
const verifiedTokens = new WeakMap<Uint8Array, LRUCache<string, Readonly<TokenClaims>>>();
function verifiedTokensOf(secret: Uint8Array): LRUCache<string, Readonly<TokenClaims>> {
  let cache = verifiedTokens.get(secret);
  if (cache === undefined) {
    cache = new LRUCache({ max: MAX_VERIFIED_TOKENS });
    verifiedTokens.set(secret, cache);
  }
  return cache;
}

/** As jose judges `exp`: expired once the current whole second reaches it. */
function hasExpired(claims: Pick<TokenClaims, 'exp'>, now: Date): boolean {
  return claims.exp <= Math.floor(now.getTime() / 1000);
}

/**
 * Checks signature (HS256 only: `none` and every other algorithm are refused), expiry and claim shapes.
 * Never throws: any token, however malformed, is an answer.
 */
export async function verifySessionToken(secret: Uint8Array, token: string, now: Date): Promise<TokenCheck> {
  const cache = verifiedTokensOf(secret);
  const known = cache.get(token);
  if (known !== undefined) return hasExpired(known, now) ? { ok: false, reason: 'expired' } : { ok: true, claims: known };
  const check = await verifyWithJose(secret, token, now);
  if (check.ok) cache.set(token, Object.freeze(check.claims));
  return check;
}

async function verifyWithJose(secret: Uint8Array, token: string, now: Date): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp'],
      currentDate: now,
    });
    const { user_id: userId, user_type: userType, orig_iat: origIat, exp, ver: version } = payload;
    if (!Number.isSafeInteger(userId) || !isUserType(userType) || typeof origIat !== 'number' || typeof exp !== 'number' || !Number.isSafeInteger(version)) {
      return { ok: false, reason: 'invalid' };
    }
    const claims: TokenClaims = { userId: userId as number, userType, origIat, exp, version: version as number };
    const { acting_staff_id: actingId, acting_staff_ver: actingVersion } = payload;
    if (actingId !== undefined || actingVersion !== undefined) {
      if (!Number.isSafeInteger(actingId) || !Number.isSafeInteger(actingVersion)) return { ok: false, reason: 'invalid' };
      claims.actingStaff = { id: actingId as number, version: actingVersion as number };
    }
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
