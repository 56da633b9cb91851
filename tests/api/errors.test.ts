import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

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
    expect(response.json()).toEqual({ detail: 'Something went wrong on our side. Please try again in a few moments.' });
    expect(response.body).not.toContain('secret_table');
  });

  it('say so when the body is not JSON, is empty or is not an object', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/login/', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'The request body is not valid JSON.' });
    const array = await t.app.inject({ method: 'POST', url: '/login/', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ detail: 'The request body must be a JSON object.' });
    const text = await t.app.inject({ method: 'POST', url: '/login/', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ detail: 'The request body must be a JSON object.' });
  });

  it('answer unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('reach the same route with or without the trailing slash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/my-profile' });
    expect(response.statusCode).toBe(401);
  });
});
