// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../../src/shared/session-constants';
import { sessionToken } from '../../support/make-token';
import { wireProfile } from '../../support/profile';
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

const EMPLOYEE = wireProfile({ user_type: 'employee', first_name: 'Sam', last_name: 'Rivera', name: 'Sam Rivera', employer_id: 3 });

function choose(password: string, confirm: string): void {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Claim my account' }));
}

describe('claim your account', () => {
  it('takes the secret out of the address bar and blocks a weak password', async () => {
    answer(server, {});
    const app = renderApp('/claim-your-account?token=claim-1');
    await screen.findByRole('heading', { name: 'Claim your account' });
    await waitFor(() => expect(app.currentPath()).toBe('/claim-your-account'));
    choose('short', 'short');
    expect(await screen.findByText('Your password must meet every rule in the list below.')).toBeTruthy();
    expect(received(server, 'POST /api/user/claim/')).toEqual([]);
  });

  it('signs in with the chosen password and welcomes the person with their name and organization', async () => {
    const token = sessionToken('employee');
    answer(server, {
      'POST /api/user/claim/': { status: 200, body: { token } },
      'GET /api/my-profile/': { status: 200, body: EMPLOYEE },
      'GET /api/employers/3/': { status: 200, body: { id: 3, name: 'Lincoln High School', created_at: '2026-01-05T10:00:00Z' } },
    });
    const app = renderApp('/claim-your-account?token=claim-2');
    await screen.findByRole('heading', { name: 'Claim your account' });
    choose('Blackboard2026', 'Blackboard2026');
    await screen.findByRole('heading', { name: 'Welcome, Sam!' });
    expect(app.currentPath()).toBe('/complete-sign-up');
    expect(storedToken()).toBe(token);
    expect(received(server, 'POST /api/user/claim/')[0]?.body).toEqual({ token: 'claim-2', password: 'Blackboard2026' });
    expect(screen.getByText('Sam Rivera')).toBeTruthy();
    expect(await screen.findByText('Lincoln High School')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(app.currentPath()).not.toBe('/complete-sign-up'));
  });

  it("shows the server's refusal of a spent link and keeps the passwords", async () => {
    const refusal = 'This link to claim your account is invalid, already used or expired. Ask the person who invited you to send a new one.';
    answer(server, { 'POST /api/user/claim/': { status: 400, body: { detail: refusal } } });
    renderApp('/claim-your-account?token=claim-3');
    await screen.findByRole('heading', { name: 'Claim your account' });
    choose('Blackboard2026', 'Blackboard2026');
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Blackboard2026');
    expect(storedToken()).toBeNull();
  });

  it('says a link without a token is incomplete', async () => {
    answer(server, {});
    renderApp('/claim-your-account');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Claim my account' })).toBeNull();
  });
});

describe('complete sign-up', () => {
  it('sends a signed-out visitor to /login', async () => {
    answer(server, {});
    const app = renderApp('/complete-sign-up');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(app.currentPath()).toBe('/login');
  });

  it('welcomes a signed-in job seeker by name, without an organization', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('jobseeker'));
    answer(server, { 'GET /api/my-profile/': { status: 200, body: wireProfile() } });
    renderApp('/complete-sign-up');
    await screen.findByRole('heading', { name: 'Welcome, Jane!' });
    expect(screen.getByText('Jane Doe')).toBeTruthy();
    expect(screen.queryByText('Organization')).toBeNull();
  });
});
