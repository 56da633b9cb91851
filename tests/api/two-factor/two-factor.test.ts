import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, login, myProfile, signUpToken } from '../support/accounts';
import { latestMailTo, linkParams } from '../support/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function codeAt(secret: string, when: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: when.getTime() });
}

/** A user with two-factor on: answers their secret, backup codes and current session. */
async function userWithTwoFactor() {
  const { token, email } = await signUpToken(t.app);
  const setup = await t.app.inject({ method: 'POST', url: '/api/2fa/setup/', headers: auth(token) });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_uri: uri, qr_code: qr } = setup.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(qr).toMatch(/^data:image\/png;base64,/);
  const pending = (await t.app.inject({ method: 'GET', url: '/api/2fa/status/', headers: auth(token) })).json();
  expect(pending).toEqual({ enabled: false, backup_tokens_remaining: 0, pending_setup: true, required: false });

  const wrong = await t.app.inject({ method: 'POST', url: '/api/2fa/verify-setup/', headers: auth(token), payload: { token: '000000' } });
  expect(wrong.statusCode).toBe(400);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/2fa/verify-setup/',
    headers: auth(token),
    payload: { token: codeAt(secret, t.clock.now()) },
  });
  expect(verified.statusCode).toBe(200);
  const body = verified.json();
  expect(body.backup_tokens).toHaveLength(10);
  // Turning it on ends the sessions from before.
  expect((await myProfile(t.app, token)).statusCode).toBe(401);
  t.clock.advance(30_000);
  return { email, secret, backupCodes: body.backup_tokens as string[], token: body.token as string };
}

function verify(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/2fa/verify/', payload });
}

describe('two-factor sign-in', () => {
  it('asks for a code only after the right password, and signs in with it', async () => {
    const user = await userWithTwoFactor();
    const wrongPassword = await login(t.app, user.email, 'Wrong-password-1');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).not.toHaveProperty('requires_2fa');

    const first = await login(t.app, user.email, GOOD_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ requires_2fa: true, user_id: expect.any(Number), message: expect.any(String) });
    expect(first.json()).not.toHaveProperty('token');

    const bad = await verify({ user_id: first.json().user_id, token: '123456' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Invalid code', code: 'two_factor_code_invalid' });
    const good = await verify({ user_id: first.json().user_id, token: codeAt(user.secret, t.clock.now()) });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ verified: true });
    expect((await myProfile(t.app, good.json().token)).statusCode).toBe(200);
  });

  it('accepts a code once, and a backup code once', async () => {
    const user = await userWithTwoFactor();
    const code = codeAt(user.secret, t.clock.now());
    const { user_id: userId } = (await login(t.app, user.email, GOOD_PASSWORD)).json();
    expect((await verify({ user_id: userId, token: code })).statusCode).toBe(200);
    await login(t.app, user.email, GOOD_PASSWORD);
    expect((await verify({ user_id: userId, token: code })).json()).toEqual({ detail: 'Invalid code', code: 'two_factor_code_invalid' });

    expect((await verify({ user_id: userId, backup_token: user.backupCodes[0]!.toLowerCase() })).statusCode).toBe(200);
    await login(t.app, user.email, GOOD_PASSWORD);
    expect((await verify({ user_id: userId, backup_token: user.backupCodes[0] })).statusCode).toBe(400);
    const status = (await t.app.inject({ method: 'GET', url: '/api/2fa/status/', headers: auth(user.token) })).json();
    expect(status).toMatchObject({ enabled: true, backup_tokens_remaining: 9 });
  });

  it('ends the step after 5 wrong codes or 5 minutes', async () => {
    const user = await userWithTwoFactor();
    const { user_id: userId } = (await login(t.app, user.email, GOOD_PASSWORD)).json();
    for (let i = 0; i < 5; i += 1)
      expect((await verify({ user_id: userId, token: '000000' })).json()).toEqual({ detail: 'Invalid code', code: 'two_factor_code_invalid' });
    const sixth = await verify({ user_id: userId, token: codeAt(user.secret, t.clock.now()) });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().detail).toContain('log in again');
    expect(sixth.json().code).toBe('two_factor_challenge_ended');

    await login(t.app, user.email, GOOD_PASSWORD);
    t.clock.advance(5 * MINUTE + 1000);
    expect((await verify({ user_id: userId, token: codeAt(user.secret, t.clock.now()) })).statusCode).toBe(400);
  });

  it('still asks for the code after a password reset and after a magic link', async () => {
    const user = await userWithTwoFactor();
    await t.app.inject({ method: 'POST', url: '/reset-password/', payload: { email: user.email } });
    const resetToken = linkParams(await latestMailTo(t.database.db, user.email)).get('token')!;
    const reset = await t.app.inject({ method: 'POST', url: '/reset-password/confirm/', payload: { token: resetToken, password: 'After-Reset-Pass-9' } });
    expect(reset.json()).toMatchObject({ requires_2fa: true });
    expect(reset.json()).not.toHaveProperty('token');

    await t.app.inject({ method: 'POST', url: '/sign-in-with-email/', payload: { email: user.email } });
    const params = linkParams(await latestMailTo(t.database.db, user.email));
    const magic = await t.app.inject({ method: 'GET', url: `/sign-in-with-email/?${params}`, headers: { accept: 'application/json' } });
    expect(magic.json()).toMatchObject({ requires_2fa: true });
  });

  it('turns off and renews backup codes only with the password, each time ending older sessions', async () => {
    const user = await userWithTwoFactor();
    const wrong = await t.app.inject({ method: 'POST', url: '/api/2fa/backup-tokens/', headers: auth(user.token), payload: { password: 'nope' } });
    expect(wrong.statusCode).toBe(400);
    const renewed = await t.app.inject({ method: 'POST', url: '/api/2fa/backup-tokens/', headers: auth(user.token), payload: { password: GOOD_PASSWORD } });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().backup_tokens).toHaveLength(10);
    expect((await myProfile(t.app, user.token)).statusCode).toBe(401);
    const session = renewed.json().token;
    const { user_id: userId } = (await login(t.app, user.email, GOOD_PASSWORD)).json();
    expect((await verify({ user_id: userId, backup_token: user.backupCodes[1] })).statusCode).toBe(400);

    const off = await t.app.inject({ method: 'DELETE', url: '/api/2fa/disable/', headers: auth(session), payload: { password: GOOD_PASSWORD } });
    expect(off.statusCode).toBe(200);
    expect(off.json().enabled).toBe(false);
    expect((await myProfile(t.app, session)).statusCode).toBe(401);
    const plain = await login(t.app, user.email, GOOD_PASSWORD);
    expect(plain.json()).toHaveProperty('token');
  });
});
