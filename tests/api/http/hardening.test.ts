import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app';
import { login, signUpToken } from '../support/accounts';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';

let t: TestApp;
let staffToken: string;
let handlerRuns = 0;
beforeAll(async () => {
  t = await createTestApp();
  // A route added after the guards, with no checks of its own: what every new route gets for free.
  t.app.post('/api/test-only/echo/', async (request) => {
    handlerRuns += 1;
    return { received: typeof request.body };
  });
  await seedDemoAccounts(t.database.db);
  staffToken = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token;
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const json = { 'content-type': 'application/json' };
const UNSTORABLE = /cannot be stored/;

async function jobseeker() {
  const { token } = await signUpToken(t.app);
  return { token, id: decodeJwt(token).user_id as number };
}

describe('text the database cannot store', () => {
  it('is a 400 naming the field, for a NUL or a lone surrogate in a JSON body', async () => {
    const me = await jobseeker();
    const nul = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${me.id}/`,
      headers: { ...auth(me.token), ...json },
      payload: '{"first_name": "Ada\\u0000"}',
    });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toEqual({ first_name: [expect.stringMatching(UNSTORABLE)], code: 'validation_failed' });
    const surrogate = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${me.id}/`,
      headers: { ...auth(me.token), ...json },
      payload: '{"last_name": "Love\\ud800lace"}',
    });
    expect(surrogate.statusCode, surrogate.body).toBe(400);
    expect(Object.keys(surrogate.json())).toEqual(['last_name', 'code']);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/education/',
      headers: { ...auth(me.token), ...json },
      payload: '{"school": "ok", "extra": {"list": ["fine", "bad\\udc00"]}}',
    });
    expect(nested.statusCode, nested.body).toBe(400);
    expect(nested.json()).toEqual({ 'extra.list.1': [expect.stringMatching(UNSTORABLE)], code: 'validation_failed' });
    // A pair is a real character (an emoji) and is kept.
    const emoji = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${me.id}/`,
      headers: { ...auth(me.token), ...json },
      payload: '{"first_name": "Ada \\ud83d\\ude00"}',
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('is a 400 for anonymous routes and for the query string and path too', async () => {
    const reset = await t.app.inject({ method: 'POST', url: '/reset-password/', payload: { email: 'a\u0000@example.com' } });
    expect(reset.statusCode, reset.body).toBe(400);
    expect(reset.json()).toEqual({ email: [expect.stringMatching(UNSTORABLE)], code: 'validation_failed' });
    const me = await jobseeker();
    const search = await t.app.inject({ method: 'GET', url: '/api/universities/?search=Harv%00ard', headers: auth(me.token) });
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json()).toEqual({ search: [expect.stringMatching(UNSTORABLE)], code: 'validation_failed' });
    const path = await t.app.inject({ method: 'GET', url: '/api/my-answers/job%00seeker/', headers: auth(me.token) });
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json()).toEqual({ flowId: [expect.stringMatching(UNSTORABLE)], code: 'validation_failed' });
  });

  it('is refused before the handler of any route', async () => {
    const before = handlerRuns;
    const response = await t.app.inject({ method: 'POST', url: '/api/test-only/echo/', headers: json, payload: '{"a\\u0000": 1}' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'a\\u0000': [expect.stringMatching(UNSTORABLE)], code: 'validation_failed' });
    expect(handlerRuns).toBe(before);
  });
});

describe('keys every JavaScript object has', () => {
  it('are refused as fields, naming them, on every route', async () => {
    const me = await jobseeker();
    // Once an unknown field named "constructor" broke the validation answer itself (a Fastify-shaped 500 body).
    const user = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${me.id}/`,
      headers: { ...auth(me.token), ...json },
      payload: '{"first_name": "Ada", "constructor": true}',
    });
    expect(user.statusCode, user.body).toBe(400);
    expect(user.json()).toEqual({ constructor: [expect.stringMatching(/belongs to every JavaScript object/)], code: 'validation_failed' });
    const nested = await t.app.inject({ method: 'POST', url: '/api/test-only/echo/', headers: json, payload: '{"a": {"toString": 1, "hasOwnProperty": 2}}' });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json()).sort()).toEqual(['a.hasOwnProperty', 'a.toString', 'code']);
  });
});

describe('numbers out of the database range', () => {
  it('are a 400 for ids in bodies, never a 500', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/personify-employee/',
      headers: { ...auth(staffToken), ...json },
      payload: '{"employer_id": 1e20}',
    });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json()).toEqual({ employer_id: ['Must be at most 2147483647.'], code: 'validation_failed' });
    const justOver = await t.app.inject({ method: 'POST', url: '/personify-employee/', headers: auth(staffToken), payload: { employer_id: 2147483648 } });
    expect(justOver.statusCode).toBe(400);
    const largest = await t.app.inject({ method: 'POST', url: '/personify-employee/', headers: auth(staffToken), payload: { employer_id: 2147483647 } });
    expect(largest.statusCode).toBe(404);
  });

  it('are a 404 or 400 for ids in paths, never a 500', async () => {
    const me = await jobseeker();
    // An id past the integer column's range names nothing: the route's 404, as for any malformed id (issue 37
    // item 3; once the database's refusal, a 500 and then a 400). tests/api/http/route-edge.test.ts walks every route.
    const terms = await t.app.inject({ method: 'GET', url: '/api/latest-terms/99999999999/' });
    expect(terms.statusCode, terms.body).toBe(404);
    expect(terms.json()).toEqual({ detail: 'No such terms document.', code: 'not_found' });
    const confirm = await t.app.inject({ method: 'PATCH', url: '/api/user/99999999999/confirm_email/', payload: { token: 'x'.repeat(40) } });
    expect(confirm.statusCode, confirm.body).toBe(400);
    const resume = await t.app.inject({ method: 'GET', url: '/api/resumes/99999999999/file/', headers: auth(me.token) });
    expect(resume.statusCode).toBe(404);
    expect(resume.json()).toEqual({ detail: 'No such resume.', code: 'not_found' });
  });
});

describe('deeply nested JSON', () => {
  it('is refused with 400 before any handler', async () => {
    const before = handlerRuns;
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/test-only/echo/', headers: json, payload: `{"a": ${deep}}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/nests objects or lists more than 64 levels/);
    expect(handlerRuns).toBe(before);
    // Brackets inside strings are text, not nesting.
    const text = await t.app.inject({ method: 'POST', url: '/api/test-only/echo/', headers: json, payload: JSON.stringify({ a: deep }) });
    expect(text.statusCode).toBe(200);
  });
});

describe("Fastify's own errors", () => {
  it('answer in our shape with what to do', async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/universities/%E0%A4%A/' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().detail).toMatch(/not correctly encoded/);
    const longParam = await t.app.inject({ method: 'GET', url: `/api/flows/${'x'.repeat(200)}/` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json().detail).toMatch(/longer than/);
    const tooLarge = await t.app.inject({ method: 'POST', url: '/login/', headers: json, payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toMatch(/larger than the 1024 kB/);
    const xml = await t.app.inject({ method: 'POST', url: '/login/', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().detail).toMatch(/Content-Type: application\/json/);
    const badJson = await t.app.inject({ method: 'POST', url: '/login/', headers: json, payload: '{"email": ' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ detail: 'The request body is not valid JSON.', code: 'validation_failed' });
  });

  it('answer in our shape when Node refuses an over-long address or headers (through a real server)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const send = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const longUrl = await send(`GET /api/universities/?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(longUrl).toMatch(/^HTTP\/1\.1 414 /);
    expect(JSON.parse(longUrl.split('\r\n\r\n')[1]!).detail).toMatch(/address is too long/);
    const bigHeaders = await send(`GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nCookie: ${'c'.repeat(20_000)}\r\n\r\n`);
    expect(bigHeaders).toMatch(/^HTTP\/1\.1 431 /);
    expect(bigHeaders).toMatch(/Content-Type: application\/json/);
    expect(JSON.parse(bigHeaders.split('\r\n\r\n')[1]!).detail).toMatch(/headers are too large/);
  });
});
