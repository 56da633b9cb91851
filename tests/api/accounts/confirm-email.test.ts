import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { myProfile, signUpToken } from '../support/accounts';
import { latestMailTo, linkParams } from '../support/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

function confirm(userId: string, token: string) {
  return t.app.inject({ method: 'PATCH', url: `/api/user/${userId}/confirm_email/`, payload: { token } });
}

function resend(token: string) {
  return t.app.inject({ method: 'GET', url: '/resend-confirmation-email/', headers: { authorization: `Bearer ${token}` } });
}

describe('e-mail confirmation', () => {
  it('e-mails a link on sign-up that confirms the address once, without a session', async () => {
    const { token, email } = await signUpToken(t.app);
    const mail = await latestMailTo(t.database.db, email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/confirm_email\?token=/);
    const params = linkParams(mail);

    const first = await confirm(params.get('user_id')!, params.get('token')!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ has_confirmed_email: true });
    expect((await myProfile(t.app, token)).json().has_confirmed_email).toBe(true);

    const again = await confirm(params.get('user_id')!, params.get('token')!);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain('Resend Email');
  });

  it("refuses a link used with another user's id, a made-up token and an expired link", async () => {
    const a = await signUpToken(t.app);
    const b = await signUpToken(t.app);
    const aLink = linkParams(await latestMailTo(t.database.db, a.email));
    const bLink = linkParams(await latestMailTo(t.database.db, b.email));
    expect((await confirm(bLink.get('user_id')!, aLink.get('token')!)).statusCode).toBe(400);
    expect((await confirm(aLink.get('user_id')!, 'made-up')).statusCode).toBe(400);
    expect((await confirm('not-a-number', 'x')).statusCode).toBe(400);
    t.clock.advance(3 * 24 * 60 * MINUTE + 1000);
    expect((await confirm(bLink.get('user_id')!, bLink.get('token')!)).statusCode).toBe(400);
    expect((await myProfile(t.app, (await signUpToken(t.app)).token)).json().has_confirmed_email).toBe(false);
  });

  it('resends a new link that replaces the old one, at most once a minute and five times an hour', async () => {
    const { token, email } = await signUpToken(t.app);
    const original = linkParams(await latestMailTo(t.database.db, email));
    const tooSoon = await resend(token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('60');

    t.clock.advance(MINUTE + 1000);
    const ok = await resend(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().detail).toContain(email);
    const fresh = linkParams(await latestMailTo(t.database.db, email));
    expect(fresh.get('token')).not.toBe(original.get('token'));
    expect((await confirm(original.get('user_id')!, original.get('token')!)).statusCode).toBe(400);

    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(MINUTE + 1000);
      expect((await resend(token)).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE + 1000);
    const hourly = await resend(token);
    expect(hourly.statusCode).toBe(429);
    expect(hourly.headers['retry-after']).toBe('3600');

    const latest = linkParams(await latestMailTo(t.database.db, email));
    expect((await confirm(latest.get('user_id')!, latest.get('token')!)).statusCode).toBe(200);
    const confirmed = await resend(token);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().detail).toBe('Your e-mail address is already confirmed.');
  });

  it('lets exactly one of twenty parallel redemptions of one link succeed', async () => {
    const { email } = await signUpToken(t.app);
    const params = linkParams(await latestMailTo(t.database.db, email));
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(params.get('user_id')!, params.get('token')!)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(19);
  });
});
