import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, login, myProfile, signUpToken, uniqueEmail } from '../support/accounts';
import { latestMailTo, linkParams } from '../support/outbox';
import { outboxMessages } from '../../../src/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function mailsTo(email: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, email));
  return row?.n ?? 0;
}

function askForLink(email: string) {
  return t.app.inject({ method: 'POST', url: '/sign-in-with-email/', payload: { email } });
}

function redeem(params: URLSearchParams) {
  return t.app.inject({ method: 'GET', url: `/sign-in-with-email/?${params}`, headers: { accept: 'application/json' } });
}

describe('magic link', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { email } = await signUpToken(t.app);
    const stranger = uniqueEmail('stranger');
    const known = await askForLink(email);
    const unknown = await askForLink(stranger);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await latestMailTo(t.database.db, email)).subject).toBe('Your sign-in link');
    expect(await mailsTo(stranger)).toBe(0);
  });

  it('signs in once with the link, and never again with it', async () => {
    const { email } = await signUpToken(t.app);
    await askForLink(email);
    const params = linkParams(await latestMailTo(t.database.db, email));
    const first = await redeem(params);
    expect(first.statusCode).toBe(200);
    const profile = (await myProfile(t.app, first.json().token)).json();
    expect(profile.email).toBe(email);
    expect(profile.has_confirmed_email).toBe(true);
    const second = await redeem(params);
    expect(second.statusCode).toBe(400);
    expect(second.json().detail).toContain('invalid, already used or expired');
  });

  it('expires after 15 minutes and refuses another user id or a missing token', async () => {
    const { email } = await signUpToken(t.app);
    await askForLink(email);
    const params = linkParams(await latestMailTo(t.database.db, email));
    const wrongUser = new URLSearchParams({ token: params.get('token')!, user_id: String(Number(params.get('user_id')) + 1) });
    expect((await redeem(wrongUser)).statusCode).toBe(400);
    expect((await redeem(new URLSearchParams({ user_id: params.get('user_id')! }))).statusCode).toBe(400);
    // An id past the database's integer is no user: the same refusal in words, never a database error.
    for (const userId of ['2147483648', '9999999999']) {
      const beyond = await redeem(new URLSearchParams({ token: params.get('token')!, user_id: userId }));
      expect(beyond.statusCode, `${userId} ${beyond.body}`).toBe(400);
      expect(beyond.json().detail).toBe('This sign-in link is invalid, already used or expired. Ask for a new one.');
    }
    t.clock.advance(15 * MINUTE + 1000);
    expect((await redeem(params)).statusCode).toBe(400);
  });

  it('lets exactly one of twenty parallel redemptions succeed', async () => {
    const { email } = await signUpToken(t.app);
    await askForLink(email);
    const params = linkParams(await latestMailTo(t.database.db, email));
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(params)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });

  it('stops the sixth link for one address within an hour', async () => {
    const { email } = await signUpToken(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await askForLink(email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('password reset', () => {
  const reset = (email: string) => t.app.inject({ method: 'POST', url: '/reset-password/', payload: { email } });
  const validate = (token: string) => t.app.inject({ method: 'POST', url: '/reset-password/validate_token/', payload: { token } });
  const confirm = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/reset-password/confirm/', payload: { token, password } });

  it('mails a link, validates it, sets the new password, ends older sessions and signs in', async () => {
    const { email, token: oldSession } = await signUpToken(t.app);
    const stranger = uniqueEmail('nobody');
    expect((await reset(email)).json()).toEqual((await reset(stranger)).json());
    expect(await mailsTo(stranger)).toBe(0);
    const mail = await latestMailTo(t.database.db, email);
    expect(mail.link).toMatch(/\/reset-password\?token=/);
    const resetToken = linkParams(mail).get('token')!;

    expect((await validate(resetToken)).json()).toEqual({ status: 'OK' });
    const weak = await confirm(resetToken, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().password.length).toBeGreaterThan(0);

    const done = await confirm(resetToken, 'Brand-New-Password-9');
    expect(done.statusCode).toBe(200);
    expect((await myProfile(t.app, done.json().token)).statusCode).toBe(200);
    expect((await myProfile(t.app, oldSession)).statusCode).toBe(401);
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(400);
    expect((await login(t.app, email, 'Brand-New-Password-9')).statusCode).toBe(200);

    expect((await validate(resetToken)).statusCode).toBe(400);
    expect((await confirm(resetToken, 'Another-Password-9')).statusCode).toBe(400);
  });

  it('refuses a link older than an hour and unlocks a locked address', async () => {
    const { email } = await signUpToken(t.app);
    for (let i = 0; i < 5; i += 1) await login(t.app, email, 'Wrong-password-1');
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(429);
    await reset(email);
    const expiring = linkParams(await latestMailTo(t.database.db, email)).get('token')!;
    t.clock.advance(61 * MINUTE);
    expect((await validate(expiring)).statusCode).toBe(400);

    await reset(email);
    const fresh = linkParams(await latestMailTo(t.database.db, email)).get('token')!;
    expect((await confirm(fresh, 'Unlocked-Again-9')).statusCode).toBe(200);
    expect((await login(t.app, email, 'Unlocked-Again-9')).statusCode).toBe(200);
  });
});
