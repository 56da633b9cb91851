import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { auth, createRole, patchRole, signUpEmployer } from '../support/role-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route that fails the way a bug would, to see what the client is told.
  t.app.get('/api/test-only/boom/', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
  });
});
afterAll(() => t.close());

describe('error answers', () => {
  it('hide the cause of a 500 behind a generic message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/boom/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Something went wrong on our side. Please try again in a few moments.', code: 'internal_error' });
    expect(response.body).not.toContain('secret_table');
  });

  it('say so when the body is not JSON, is empty or is not an object', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/login/', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'The request body is not valid JSON.', code: 'validation_failed' });
    const array = await t.app.inject({ method: 'POST', url: '/login/', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ detail: 'The request body must be a JSON object.', code: 'validation_failed' });
    const text = await t.app.inject({ method: 'POST', url: '/login/', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ detail: 'The request body must be a JSON object.', code: 'validation_failed' });
  });

  it('answer unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'route_not_found' });
  });

  it('carry a stable code beside the detail or the field messages, for clients to branch on', async () => {
    const fields = await t.app.inject({ method: 'POST', url: '/login/', payload: { email: 'someone@example.com' } });
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({ password: ['This field is required.'], code: 'validation_failed' });

    const tooLarge = await t.app.inject({ method: 'POST', url: '/login/', payload: { email: 'x'.repeat(2 * 1024 * 1024), password: 'x' } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('payload_too_large');

    const forged = await t.app.inject({ method: 'GET', url: '/api/my-profile/', headers: auth('not.a.token') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ detail: 'Invalid signature.', code: 'token_invalid' });

    const employer = await signUpEmployer(t.app, 'Coded Errors Academy');
    const role = await createRole(t.app, employer.token);
    const closeDraft = await patchRole(t.app, employer.token, role.uuid, { status: 'closed' });
    expect(closeDraft.statusCode).toBe(409);
    expect(closeDraft.json()).toEqual({
      detail: 'A draft has not been published, so there is nothing to close. Delete it instead.',
      code: 'transition_not_allowed',
    });

    const missing = await t.app.inject({ method: 'GET', url: '/api/employer/role/00000000-0000-4000-8000-000000000000/', headers: auth(employer.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');

    const jobseeker = await signUpToken(t.app);
    const notTheirs = await t.app.inject({ method: 'GET', url: '/api/employer/role/', headers: auth(jobseeker.token) });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toEqual({ detail: 'Roles are for employer and staff accounts.', code: 'forbidden' });
  });

  it('reach the same route with or without the trailing slash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/my-profile' });
    expect(response.statusCode).toBe(401);
  });
});
