// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../../src/shared/session-constants';
import { sessionToken } from '../../support/make-token';
import { answer, received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { storedToken } from '../../support/stored-token';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
});
afterEach(cleanup);

describe('logout', () => {
  it('ends the session on the server with POST /logout/, once even under StrictMode, then goes to /login', async () => {
    const token = sessionToken('jobseeker');
    localStorage.setItem(JWT_STORAGE_KEY, token);
    answer(server, { 'POST /logout/': { status: 204 } });
    const app = renderApp('/logout', { strict: true });
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(app.currentPath()).toBe('/login');
    expect(storedToken()).toBeNull();
    const calls = received(server, 'POST /logout/');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('signs out locally even when the server refuses', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('employee'));
    answer(server, { 'POST /logout/': { status: 403, body: { detail: 'This is not available while acting as another user.' } } });
    const app = renderApp('/logout');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(app.currentPath()).toBe('/login');
    expect(storedToken()).toBeNull();
    expect(received(server, 'POST /logout/')).toHaveLength(1);
  });

  it('after a deletion goes home with ?referrer=delete, calling nothing for the deleted account', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('jobseeker'));
    answer(server, {});
    const app = renderApp('/logout?referrer=delete');
    await waitFor(() => expect(app.currentPath()).toBe('/?referrer=delete'));
    expect(storedToken()).toBeNull();
    expect(received(server, 'POST /logout/')).toEqual([]);
  });

  it('calls nothing when nobody is signed in', async () => {
    answer(server, {});
    const app = renderApp('/logout');
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(server.requests).toEqual([]);
  });
});
