// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { decodeSession } from '../../../../src/web/session/decode-session';
import { getSession, subscribeToSession } from '../../../../src/web/session/session-store';
import { removeToken, storeToken } from '../../../../src/web/session/token-store';
import { makeToken, sessionToken } from '../support/make-token';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('decodeSession', () => {
  it('reads expiry, user id and user type from a token', () => {
    expect(decodeSession(makeToken({ exp: 2_000_000_000, user_id: 4, user_type: 'staff', orig_iat: 1_999_990_000 }))).toEqual({
      exp: 2_000_000_000,
      userId: 4,
      userType: 'staff',
      origIat: 1_999_990_000,
    });
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an empty string', ''],
    ['a string that is not a JWT', 'hello'],
    ['a JWT whose payload is not JSON', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.sig'],
  ])('treats %s as no session', (_name, token) => {
    expect(decodeSession(token)).toBeNull();
  });

  it('treats a token without a numeric expiry as no session', () => {
    expect(decodeSession(makeToken({ user_type: 'jobseeker' }))).toBeNull();
    expect(decodeSession(makeToken({ exp: 'tomorrow', user_type: 'jobseeker' }))).toBeNull();
  });

  it('keeps a token of an unknown user type as a session of no known type', () => {
    expect(decodeSession(makeToken({ exp: 2_000_000_000, user_type: 'admin' }))?.userType).toBeNull();
  });
});

describe('getSession', () => {
  it('is valid while the stored token expires in the future', () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('employee', 60));
    expect(getSession()).toMatchObject({ valid: true, claims: { userType: 'employee' } });
  });

  it('is invalid with an expired token, though the token is still stored', () => {
    const expired = sessionToken('employee', -5);
    localStorage.setItem(JWT_STORAGE_KEY, expired);
    expect(getSession()).toMatchObject({ valid: false, token: expired });
  });

  it('is invalid with an undecodable token or none', () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'garbage');
    expect(getSession().valid).toBe(false);
    localStorage.removeItem(JWT_STORAGE_KEY);
    expect(getSession()).toEqual({ token: null, claims: null, valid: false });
  });

  it('returns the same object until something changes, as useSyncExternalStore needs', () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('staff'));
    expect(getSession()).toBe(getSession());
  });

  it('turns invalid when the expiry passes, and tells subscribers', () => {
    vi.useFakeTimers();
    storeToken(sessionToken('jobseeker', 10));
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    expect(getSession().valid).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(listener).toHaveBeenCalled();
    expect(getSession().valid).toBe(false);
    unsubscribe();
  });

  it('tells subscribers when the token is stored or removed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    storeToken(sessionToken('staff'));
    expect(getSession().valid).toBe(true);
    removeToken();
    expect(getSession().valid).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
