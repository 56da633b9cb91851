// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../../src/shared/session-constants';
import { sessionToken } from '../../support/make-token';
import { wireProfile } from '../../support/profile';
import { renderApp } from '../../support/render-app';
import { startTestServer, type Reply, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.requests.length = 0;
});
afterEach(cleanup);

function answerLogin(reply: Reply, userType = 'staff'): string {
  const token = sessionToken(userType);
  server.reply((request) => {
    if (request.url === '/login/') return reply.status === 200 ? { status: 200, body: { token } } : reply;
    return { status: 200, body: wireProfile({ user_type: userType }) };
  });
  return token;
}

function logIn(email: string, password: string): void {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login', () => {
  it('offers signing up with a resume beside signing up (issue 35 item 6)', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(screen.getByRole('link', { name: 'Sign up with a resume' }).getAttribute('href')).toBe('/signup-with-resume');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('asks for both fields before calling the server', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(server.requests).toEqual([]);
  });

  it('shows the server detail and counts the failed attempts of this browser', async () => {
    answerLogin({ status: 400, body: { detail: 'Unable to log in with provided credentials.' } });
    renderApp('/login');
    logIn('jane.doe@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to log in with provided credentials.');
    expect(await screen.findByText(/^1 failed sign-in attempt in this browser\./)).toBeTruthy();
    logIn('jane.doe@example.com', 'wrong-again');
    expect(await screen.findByText(/^2 failed sign-in attempts in this browser\./)).toBeTruthy();
    expect(server.requests[0]?.body).toEqual({ email: 'jane.doe@example.com', password: 'wrong-password' });
  });

  it('shows a locked account (its account_locked code) with a lock, in the server’s words', async () => {
    const detail = 'Too many failed attempts. Try again in 15 minutes.';
    answerLogin({ status: 429, body: { detail, code: 'account_locked' } });
    renderApp('/login');
    logIn('jane.doe@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(detail);
    expect(alert.className).toContain('colorError');
    expect(alert.querySelector('[data-testid="LockIcon"]')).not.toBeNull();
  });

  it('shows other refusals without the lock, whatever their words', async () => {
    answerLogin({ status: 429, body: { detail: 'Locked out? Too many attempts from this network.', code: 'rate_limited' } });
    renderApp('/login');
    logIn('jane.doe@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Locked out? Too many attempts from this network.');
    expect(alert.querySelector('[data-testid="LockIcon"]')).toBeNull();
  });

  it('does not count an unreachable server as a failed attempt', async () => {
    answerLogin({ status: 502 });
    renderApp('/login');
    logIn('jane.doe@example.com', 'Blackboard2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Our servers are experiencing issues. Please try again in a few moments.');
    expect(screen.queryByText(/failed sign-in attempt/)).toBeNull();
  });

  it('stores the token and goes to the page that was asked for', async () => {
    const token = answerLogin({ status: 200 });
    const app = renderApp('/login?redirect=%2Fmatching-results');
    logIn('staff@example.com', 'Blackboard2026');
    await screen.findByRole('heading', { name: 'Matching results' });
    expect(app.currentPath()).toBe('/matching-results');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(token);
  });

  it('ignores a redirect to another site and lands as usual', async () => {
    answerLogin({ status: 200 });
    const app = renderApp('/login?redirect=%2F%2Fevil.example');
    logIn('staff@example.com', 'Blackboard2026');
    // /?referrer=login sends staff on to /dashboard.
    await screen.findByRole('heading', { name: 'Staff dashboard' });
    expect(app.currentPath()).toBe('/dashboard');
  });

  it('explains a wrong-account redirect', async () => {
    renderApp('/login?referrer=requires_login');
    expect(await screen.findByText(/needs a different kind of account/)).toBeTruthy();
  });

  it('tells a signed-in visitor who they are and lets them log out', async () => {
    answerLogin({ status: 200 }, 'jobseeker');
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('jobseeker'));
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'You are already signed in' });
    expect(await screen.findByText('You are signed in as Jane Doe (jane.doe@example.com).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy());
    expect(app.currentPath()).toBe('/login');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
  });
});
