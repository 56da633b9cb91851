import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, login, myProfile, signUpToken, uniqueEmail } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('POST /login/', () => {
  it('answers a token for the right password, whatever the e-mail case', async () => {
    const { email } = await signUpToken(t.app);
    const response = await login(t.app, email.toUpperCase(), GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await myProfile(t.app, response.json().token)).statusCode).toBe(200);
  });

  it('gives the same 400 for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUpToken(t.app);
    const wrong = await login(t.app, email, 'Wrong-password-1');
    const unknown = await login(t.app, uniqueEmail('nobody'), 'Wrong-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().detail).not.toContain('Locked');
    expect(wrong.json().code).toBe('validation_failed');
  });

  it('locks after 5 failures in 15 minutes, refuses even the right password for 15 minutes, then lets in', async () => {
    const { email } = await signUpToken(t.app);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await login(t.app, email, 'Wrong-password-1');
      expect(response.statusCode).toBe(400);
      t.clock.advance(2 * MINUTE);
    }
    const fifth = await login(t.app, email, 'Wrong-password-1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().detail).toContain('Locked');
    expect(fifth.json().code).toBe('account_locked');
    expect(fifth.headers['retry-after']).toBe('900');

    t.clock.advance(14 * MINUTE);
    const right = await login(t.app, email, GOOD_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().detail).toContain('Locked');

    t.clock.advance(MINUTE + 1000);
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('does not lock when the failures are spread over more than 15 minutes', async () => {
    const { email } = await signUpToken(t.app);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await login(t.app, email, 'Wrong-password-1')).statusCode).toBe(400);
      t.clock.advance(4 * MINUTE);
    }
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email } = await signUpToken(t.app);
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(t.app, email, 'Wrong-password-1');
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, email, 'Wrong-password-1')).statusCode).toBe(400);
  });

  it('locks an unknown address the same way, so the lock does not reveal which addresses exist', async () => {
    const email = uniqueEmail('ghost');
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) answers.push((await login(t.app, email, 'Wrong-password-1')).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
  });

  it('refuses a non-string password without coercing it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login/', payload: { email: 'a@b.org', password: 12345678 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: ['Must be a string.'], code: 'validation_failed' });
  });
});
