import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app';
import { myProfile, signUpToken } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_TTL_MINUTES: '30' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refresh(token: string, bearer: string | undefined = token) {
  return t.app.inject({
    method: 'POST',
    url: '/refresh/',
    payload: { token },
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

async function claimsOfNewUser() {
  const { token } = await signUpToken(t.app);
  return { token, claims: decodeJwt(token) };
}

describe('session tokens', () => {
  it('carry exp, user_id, user_type and orig_iat, valid for JWT_TTL_MINUTES', async () => {
    const { claims } = await claimsOfNewUser();
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(claims.exp).toBe(now + 30 * 60);
    expect(claims.orig_iat).toBe(now);
    expect(claims.user_type).toBe('jobseeker');
  });

  it('answers 401 "Signature has expired." once exp has passed', async () => {
    const { token } = await claimsOfNewUser();
    t.clock.advance(31 * MINUTE);
    const response = await myProfile(t.app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Signature has expired.', code: 'token_expired' });
  });

  it('refuses a token it has already accepted once exp is reached, to the second', async () => {
    const { token } = await claimsOfNewUser();
    expect((await myProfile(t.app, token)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE - 1000);
    expect((await myProfile(t.app, token)).statusCode).toBe(200);
    t.clock.advance(1000);
    const response = await myProfile(t.app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Signature has expired.', code: 'token_expired' });
  });

  it('answers 401 "Invalid signature." for another key or a deleted user', async () => {
    const { token, claims } = await claimsOfNewUser();
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('some-other-secret-of-32-bytes-or-more'));
    expect((await myProfile(t.app, forged)).json()).toEqual({ detail: 'Invalid signature.', code: 'token_invalid' });

    await t.database.db.delete(users).where(eq(users.id, claims.user_id as number));
    const gone = await myProfile(t.app, token);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ detail: 'Invalid signature.', code: 'token_invalid' });
  });

  it('answers 401, never 500, for alg none, another algorithm, a missing exp and malformed tokens', async () => {
    const { claims } = await claimsOfNewUser();
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const hs512 = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    const { exp: _exp, ...withoutExp } = claims;
    const noExp = await new SignJWT({ ...withoutExp }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const stringUserId = await new SignJWT({ ...claims, user_id: String(claims.user_id) }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const { ver: _ver, ...withoutVersion } = claims;
    const noVersion = await new SignJWT({ ...withoutVersion }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const wrongType = await new SignJWT({ ...claims, user_type: 'staff' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    for (const token of [none, hs512, noExp, noVersion, stringUserId, wrongType, 'garbage', 'a.b.c', `${b64({ alg: 'HS256' })}.not-json.sig`]) {
      const response = await myProfile(t.app, token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json().detail).toBe('Invalid signature.');
    }
  });

  it('answers 401 with a clear message without credentials or with another scheme', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/my-profile/' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().detail).toBe('Authentication credentials were not provided.');
    const basic = await t.app.inject({ method: 'GET', url: '/api/my-profile/', headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
  });
});

describe('POST /refresh/', () => {
  it('answers a new token with a fresh expiry and the same orig_iat', async () => {
    const { token, claims } = await claimsOfNewUser();
    t.clock.advance(20 * MINUTE);
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const renewed = decodeJwt(response.json().token);
    expect(renewed.exp).toBe((claims.exp as number) + 20 * 60);
    expect(renewed.orig_iat).toBe(claims.orig_iat);
    expect(renewed.user_id).toBe(claims.user_id);
  });

  it('refuses an expired token', async () => {
    const { token } = await claimsOfNewUser();
    t.clock.advance(31 * MINUTE);
    const response = await refresh(token, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Signature has expired.', code: 'token_expired' });
  });

  it('keeps a session alive by refreshing, until 12 hours after sign-in', async () => {
    let { token } = await claimsOfNewUser();
    for (let elapsed = 25; elapsed <= 12 * 60; elapsed += 25) {
      t.clock.advance(25 * MINUTE);
      const response = await refresh(token);
      expect(response.statusCode, `after ${elapsed} minutes`).toBe(200);
      token = response.json().token;
    }
    t.clock.advance(25 * MINUTE);
    const late = await refresh(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: 'Refresh has expired.', code: 'validation_failed' });
  });

  it("refuses to refresh another user's token with one's own bearer", async () => {
    const mine = await claimsOfNewUser();
    const theirs = await claimsOfNewUser();
    const response = await refresh(theirs.token, mine.token);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a body without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/refresh/', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ token: ['This field is required.'], code: 'validation_failed' });
  });
});

describe('POST /logout/', () => {
  it('ends every session of the account: older tokens and their refreshes stop working', async () => {
    const { token, email } = await signUpToken(t.app);
    const otherDevice = (await t.app.inject({ method: 'POST', url: '/login/', payload: { email, password: 'Correct9Horse' } })).json().token;
    const out = await t.app.inject({ method: 'POST', url: '/logout/', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    for (const old of [token, otherDevice]) {
      const response = await myProfile(t.app, old);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid signature.', code: 'token_invalid' });
      expect((await refresh(old, undefined)).statusCode).toBe(401);
    }
    const again = await t.app.inject({ method: 'POST', url: '/login/', payload: { email, password: 'Correct9Horse' } });
    expect((await myProfile(t.app, again.json().token)).statusCode).toBe(200);
  });
});
