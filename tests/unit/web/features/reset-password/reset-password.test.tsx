// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../support/make-token';
import { wireProfile } from '../../support/profile';
import { jobseekerFlowRoutes } from '../../support/jobseeker-flow-replies';
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

const SENT = 'If an account uses this address, we have e-mailed it a link to choose a new password. The link works once, for one hour.';
const LINK_FAILED = 'This password reset link is invalid, already used or expired. Ask for a new one.';

function setPasswords(password: string, confirm: string): void {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('password reset', () => {
  it("asks for a reset link and shows the server's answer", async () => {
    answer(server, { 'POST /reset-password/': { status: 200, body: { detail: SENT } } });
    renderApp('/reset-password');
    await screen.findByRole('heading', { name: 'Reset your password' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane.doe@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(received(server, 'POST /reset-password/')[0]?.body).toEqual({ email: 'jane.doe@example.com' });
  });

  it("checks the link first and says 'There was an issue resetting your password' when it cannot be used", async () => {
    answer(server, { 'POST /reset-password/validate_token/': { status: 400, body: { detail: LINK_FAILED } } });
    const app = renderApp('/reset-password?token=spent');
    expect((await screen.findByRole('alert')).textContent).toBe('There was an issue resetting your password');
    expect(screen.getByText(LINK_FAILED)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(app.currentPath()).toBe('/reset-password');
    expect(received(server, 'POST /reset-password/validate_token/')[0]?.body).toEqual({ token: 'spent' });
    // The way on: ask for a new link.
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new reset link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('blocks a weak password with the checklist and never sends it', async () => {
    answer(server, { 'POST /reset-password/validate_token/': { status: 200, body: { status: 'OK' } } });
    const app = renderApp('/reset-password?token=fresh-1');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(app.currentPath()).toBe('/reset-password');
    setPasswords('weakpass', 'weakpass');
    expect(await screen.findByText('Your password must meet every rule in the list below.')).toBeTruthy();
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toContain('Contains at least 1 uppercase letter(not yet)');
    expect(lines).toContain('Passwords must match(done)');
    setPasswords('Blackboard2026', 'Blackboard2025');
    expect(await screen.findByText('Passwords must match', { selector: 'p' })).toBeTruthy();
    expect(received(server, 'POST /reset-password/confirm/')).toEqual([]);
  });

  it("shows the server's password refusal under the field, keeping what was typed", async () => {
    answer(server, {
      'POST /reset-password/validate_token/': { status: 200, body: { status: 'OK' } },
      'POST /reset-password/confirm/': { status: 400, body: { password: ['The password is too common.'] } },
    });
    renderApp('/reset-password?token=fresh-2');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    setPasswords('Blackboard2026', 'Blackboard2026');
    expect(await screen.findByText('The password is too common.')).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Blackboard2026');
    expect(storedToken()).toBeNull();
  });

  it('sets the new password, stores the token and goes home', async () => {
    const token = sessionToken('jobseeker');
    answer(server, {
      'POST /reset-password/validate_token/': { status: 200, body: { status: 'OK' } },
      'POST /reset-password/confirm/': { status: 200, body: { token } },
      'GET /api/my-profile/': { status: 200, body: wireProfile() },
      ...jobseekerFlowRoutes(),
    });
    const app = renderApp('/reset-password?token=fresh-3');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    setPasswords('Blackboard2026', 'Blackboard2026');
    await waitFor(() => expect(storedToken()).toBe(token));
    // Home sends a job seeker without Core Profile on to the profile questions.
    await waitFor(() => expect(app.currentPath()).toBe('/profile/can_work_in_us'), { timeout: 10_000 });
    expect(received(server, 'POST /reset-password/confirm/')[0]?.body).toEqual({ token: 'fresh-3', password: 'Blackboard2026' });
  });

  it('goes on to the code step for a two-factor account', async () => {
    answer(server, {
      'POST /reset-password/validate_token/': { status: 200, body: { status: 'OK' } },
      'POST /reset-password/confirm/': { status: 200, body: { requires_2fa: true, user_id: 7, message: 'Enter your code.' } },
    });
    renderApp('/reset-password?token=fresh-4');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    setPasswords('Blackboard2026', 'Blackboard2026');
    await screen.findByRole('heading', { name: 'Enter your verification code' });
    expect(storedToken()).toBeNull();
  });
});
