// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../support/make-token';
import { wireProfile } from '../../support/profile';
import { answer, received, startTestServer, type RecordedRequest, type Reply, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { storedToken } from '../../support/stored-token';
import type { signInAnswerWireSchema } from '../../../../../src/shared/wire/account-wire';
import type { FromSchema } from 'json-schema-to-ts';

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

const CHALLENGE = {
  requires_2fa: true,
  user_id: 7,
  message: 'Enter the 6-digit code from your authenticator app, or one of your backup codes.',
} satisfies FromSchema<typeof signInAnswerWireSchema>;
const GOOD_CODE = '123456';
const GOOD_BACKUP = 'ABCDE-FGHJK';

function twoFactorServer(verify?: (request: RecordedRequest) => Reply): string {
  const token = sessionToken('staff');
  answer(server, {
    'POST /login/': { status: 200, body: CHALLENGE },
    'POST /api/2fa/verify/':
      verify ??
      ((request) => {
        const body = request.body as { token?: string; backup_token?: string };
        return body.token === GOOD_CODE || body.backup_token === GOOD_BACKUP
          ? { status: 200, body: { verified: true, token } }
          : { status: 400, body: { detail: 'Invalid code', code: 'two_factor_code_invalid' } };
      }),
    'GET /api/my-profile/': { status: 200, body: wireProfile({ user_type: 'staff' }) },
  });
  return token;
}

async function passPasswordStep(): Promise<void> {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'staff@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Blackboard2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('heading', { name: 'Enter your verification code' });
}

function enterCode(label: string, code: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('login with two-factor sign-in', () => {
  it('asks for the code instead of signing in when the server requires it', async () => {
    twoFactorServer();
    renderApp('/login');
    await passPasswordStep();
    expect(screen.getByText(CHALLENGE.message)).toBeTruthy();
    const field = screen.getByLabelText('Verification code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(storedToken()).toBeNull();
    // The heading of the new step takes focus, so the step is read from its top.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Enter your verification code' })));
  });

  it("shows 'Invalid code' under the field for a wrong code and keeps the person on the step", async () => {
    twoFactorServer();
    renderApp('/login');
    await passPasswordStep();
    enterCode('Verification code', '000000');
    await waitFor(() => expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid code')).toBeTruthy();
    expect(storedToken()).toBeNull();
    expect(received(server, 'POST /api/2fa/verify/')[0]?.body).toEqual({ user_id: 7, token: '000000' });
  });

  it('checks the code has 6 digits before calling the server', async () => {
    twoFactorServer();
    renderApp('/login');
    await passPasswordStep();
    enterCode('Verification code', '12345');
    expect(await screen.findByText('The code has 6 digits.')).toBeTruthy();
    expect(received(server, 'POST /api/2fa/verify/')).toEqual([]);
  });

  it('stores the token and goes to the page that was asked for once the code is right', async () => {
    const token = twoFactorServer();
    const app = renderApp('/login?redirect=%2Fmatching-results');
    await passPasswordStep();
    enterCode('Verification code', '123 456');
    await screen.findByRole('heading', { name: 'Matching results' });
    expect(app.currentPath()).toBe('/matching-results');
    expect(storedToken()).toBe(token);
    expect(received(server, 'POST /api/2fa/verify/')[0]?.body).toEqual({ user_id: 7, token: GOOD_CODE });
  });

  it('accepts a backup code instead, keeping what was typed in each field', async () => {
    const token = twoFactorServer();
    const app = renderApp('/login');
    await passPasswordStep();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    enterCode('Backup code', 'WRONG-CODE1');
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('99');
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    expect((screen.getByLabelText('Backup code') as HTMLInputElement).value).toBe('WRONG-CODE1');
    enterCode('Backup code', GOOD_BACKUP);
    await waitFor(() => expect(storedToken()).toBe(token));
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
    expect(received(server, 'POST /api/2fa/verify/').map((request) => request.body)).toEqual([
      { user_id: 7, backup_token: 'WRONG-CODE1' },
      { user_id: 7, backup_token: GOOD_BACKUP },
    ]);
  });

  it('goes back to the password step, with the e-mail kept, when the step has run out', async () => {
    const expired = 'This sign-in has expired or had too many wrong codes. Please log in again.';
    twoFactorServer(() => ({ status: 400, body: { detail: expired, code: 'two_factor_challenge_ended' } }));
    renderApp('/login');
    await passPasswordStep();
    enterCode('Verification code', GOOD_CODE);
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(within(screen.getByRole('status')).getByText(expired)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('staff@example.com');
  });

  it('lets the person go back to the password step', async () => {
    twoFactorServer();
    renderApp('/login');
    await passPasswordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('staff@example.com');
  });

  it('offers the e-mail link from the login screen', async () => {
    answer(server, {});
    const app = renderApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in with an e-mail link instead' }));
    await screen.findByRole('heading', { name: 'Sign in with an e-mail link' });
    expect(app.currentPath()).toBe('/sign-in-with-email');
  });
});
