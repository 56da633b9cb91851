import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, signUpToken, uniqueEmail } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://partner.example.org' });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('come with every answer: strict CSP without inline script, nosniff, no framing, no referrer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('forbid caching of anything answered to a signed-in caller', async () => {
    const { token } = await signUpToken(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/my-profile/', headers: { authorization: `Bearer ${token}` } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('allow cross-origin calls only from configured origins', async () => {
    const preflight = (origin: string) => t.app.inject({ method: 'OPTIONS', url: '/login/', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await preflight('https://partner.example.org')).headers['access-control-allow-origin']).toBe('https://partner.example.org');
    expect((await preflight('https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('stop the sixth sign-up attempt for one address within an hour with 429 and Retry-After', async () => {
    const email = uniqueEmail('limited');
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signUp(t.app, { email })).response.statusCode);
    expect(statuses).toEqual([201, 400, 400, 400, 400, 429]);
    const blocked = await signUp(t.app, { email });
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.response.json().detail).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    t.clock.advance(60 * 60_000);
    expect((await signUp(t.app, { email })).response.statusCode).toBe(400);
  });

  it('stop refreshing one account more than 30 times an hour', async () => {
    const { token } = await signUpToken(t.app);
    const refresh = () => t.app.inject({ method: 'POST', url: '/refresh/', payload: { token } });
    for (let i = 0; i < 30; i += 1) expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(429);
  });

  it('stop the 101st sign-in attempt from one address within 15 minutes, but not another address', async () => {
    const attempt = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/login/', remoteAddress, payload: { email: uniqueEmail('guess'), password: 'Wrong-password-1' } });
    for (let i = 0; i < 100; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(400);
    expect((await attempt('203.0.113.7')).statusCode).toBe(429);
    expect((await attempt('198.51.100.9')).statusCode).toBe(400);
  });

  it('count a signed-in caller before reading the body, so malformed calls spend the allowance and the 21st gets 429', async () => {
    const { token } = await signUpToken(t.app);
    const verifySetup = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/2fa/verify-setup/', headers: { authorization: `Bearer ${token}` }, payload });
    for (let i = 0; i < 20; i += 1) expect((await verifySetup({ nonsense: i })).statusCode).toBe(400);
    const blocked = await verifySetup({ nonsense: 'again' });
    expect(blocked.statusCode, blocked.body).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    // Another account is not held back by this one's attempts.
    const other = await signUpToken(t.app);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/2fa/verify-setup/', headers: { authorization: `Bearer ${other.token}` }, payload: {} });
    expect(fresh.statusCode).toBe(400);
  });
});

describe('rate-limit bookkeeping', () => {
  it('forgets counters of addresses not seen for a day', async () => {
    const { rateLimitCounters } = await import('../../../src/server/db/schema');
    const { consumeRateLimit } = await import('../../../src/server/abuse/rate-limit');
    const rule = { by: 'ip', windowMs: 60_000, max: 10 } as const;
    await consumeRateLimit(t.database.db, 'test:once:ip:192.0.2.1', rule, t.clock.now());
    t.clock.advance(25 * 60 * 60_000);
    await consumeRateLimit(t.database.db, 'test:other:ip:192.0.2.2', rule, t.clock.now());
    const keys = (await t.database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).not.toContain('test:once:ip:192.0.2.1');
    expect(keys).toContain('test:other:ip:192.0.2.2');
  });
});
