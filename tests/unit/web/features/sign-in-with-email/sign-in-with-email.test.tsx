// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const SENT = 'If an account uses this address, we have e-mailed it a sign-in link. The link works once, for 15 minutes.';
const LINK_FAILED = 'This sign-in link is invalid, already used or expired. Ask for a new one.';
// Each test uses its own link: a redeemed link stays redeemed for the page's lifetime, as in a browser.
const redeemRoute = (token: string): string => `GET /sign-in-with-email/?token=${token}&user_id=7`;

describe('sign in with an e-mail link', () => {
  it("asks for a link and shows the server's answer, keeping the address", async () => {
    answer(server, { 'POST /sign-in-with-email/': { status: 200, body: { detail: SENT } } });
    renderApp('/sign-in-with-email');
    await screen.findByRole('heading', { name: 'Sign in with an e-mail link' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane.doe@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(received(server, 'POST /sign-in-with-email/')[0]?.body).toEqual({ email: 'jane.doe@example.com' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jane.doe@example.com');
  });

  it('refuses an address that is not one before calling the server', async () => {
    answer(server, {});
    renderApp('/sign-in-with-email');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'jane.doe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('redeems the link once even under StrictMode, clears it from the address bar and signs in', async () => {
    const token = sessionToken('staff');
    answer(server, {
      [redeemRoute('once-secret')]: { status: 200, body: { token } },
      'GET /api/my-profile/': { status: 200, body: wireProfile({ user_type: 'staff' }) },
    });
    const app = renderApp('/sign-in-with-email?token=once-secret&user_id=7', { strict: true });
    // /?referrer=login sends staff on to /dashboard.
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
    expect(storedToken()).toBe(token);
    const redemptions = received(server, redeemRoute('once-secret'));
    expect(redemptions).toHaveLength(1);
    // No old session rides along, and the server is asked for JSON, not the page.
    expect(redemptions[0]?.headers.authorization).toBeUndefined();
    expect(redemptions[0]?.headers.accept).toBe('application/json');
  });

  it('takes the secret out of the address bar while the link is being redeemed', async () => {
    answer(server, { [redeemRoute('slow-secret')]: { status: 200, body: { requires_2fa: true, user_id: 7, message: 'Enter your code.' } } });
    const app = renderApp('/sign-in-with-email?token=slow-secret&user_id=7');
    await waitFor(() => expect(app.currentPath()).toBe('/sign-in-with-email'));
    // A two-factor account goes on to the code step rather than being signed in.
    await screen.findByRole('heading', { name: 'Enter your verification code' });
    expect(screen.getByText('Enter your code.')).toBeTruthy();
    expect(storedToken()).toBeNull();
  });

  it('finishes a two-factor sign-in from the link with the code', async () => {
    const token = sessionToken('staff');
    answer(server, {
      [redeemRoute('twofa-secret')]: { status: 200, body: { requires_2fa: true, user_id: 7, message: 'Enter your code.' } },
      'POST /api/2fa/verify/': { status: 200, body: { verified: true, token } },
      'GET /api/my-profile/': { status: 200, body: wireProfile({ user_type: 'staff' }) },
    });
    const app = renderApp('/sign-in-with-email?token=twofa-secret&user_id=7');
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
    expect(storedToken()).toBe(token);
  });

  it("says 'Failed to authenticate with magic link' for a refused link, then goes to /login", async () => {
    answer(server, { [redeemRoute('used-secret')]: { status: 400, body: { detail: LINK_FAILED } } });
    const app = renderApp('/sign-in-with-email?token=used-secret&user_id=7');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to authenticate with magic link');
    expect(screen.getByText(LINK_FAILED)).toBeTruthy();
    expect(app.currentPath()).toBe('/sign-in-with-email');
    await screen.findByRole('heading', { name: 'Log in to your account' }, { timeout: 5_000 });
    expect(app.currentPath()).toBe('/login');
    // The reason stays visible on the login page.
    expect(screen.getByText('Failed to authenticate with magic link')).toBeTruthy();
    expect(storedToken()).toBeNull();
  }, 10_000);

  it('treats a link without user_id as a failed link, without calling the server', async () => {
    answer(server, {});
    renderApp('/sign-in-with-email?token=lonely');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to authenticate with magic link');
    expect(server.requests).toEqual([]);
  });
});
