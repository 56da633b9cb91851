// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../../src/shared/session-constants';
import { ChangePasswordSection, DeleteAccountSection, TwoFactorSection } from '../../../../../src/web/features/account-security';
import { LogoutScreen } from '../../../../../src/web/features/logout/logout-screen';
import { sessionToken } from '../../support/make-token';
import { wireProfile } from '../../support/profile';
import { answer, received, startTestServer, type RecordedRequest, type Reply, type RouteAnswer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { storedToken } from '../../support/stored-token';
import type { twoFactorStatusWireSchema } from '../../../../../src/shared/wire/account-wire';
import type { FromSchema } from 'json-schema-to-ts';

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

// The sections as /settings will mount them, plus /logout where a deletion ends.
const ROUTES = (
  <Routes>
    <Route
      path="/settings"
      element={
        <main>
          <TwoFactorSection />
          <ChangePasswordSection />
          <DeleteAccountSection />
        </main>
      }
    />
    <Route path="/logout" element={<LogoutScreen />} />
    <Route path="*" element={<p>Elsewhere</p>} />
  </Routes>
);

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const SECRET = 'JBSWY3DPEHPK3PXP';
const CODES = [
  'AAAAA-BBBBB',
  'CCCCC-DDDDD',
  'EEEEE-FFFFF',
  'GGGGG-HHHHH',
  'JJJJJ-KKKKK',
  'LLLLL-MMMMM',
  'NNNNN-PPPPP',
  'QQQQQ-RRRRR',
  'SSSSS-TTTTT',
  'UUUUU-VVVVV',
];
const WRONG_PASSWORD: Reply = { status: 400, body: { password: ['The password is not correct.'] } };

function passwordIs(expected: string, reply: Reply): (request: RecordedRequest) => Reply {
  return (request) => ((request.body as { password?: string }).password === expected ? reply : WRONG_PASSWORD);
}

function signedIn(userType: string, routes: Record<string, RouteAnswer>, profile: Record<string, unknown> = {}): void {
  localStorage.setItem(JWT_STORAGE_KEY, sessionToken(userType));
  answer(server, {
    'GET /api/my-profile/': { status: 200, body: wireProfile({ user_type: userType, ...profile }) },
    'GET /api/2fa/status/': {
      status: 200,
      body: { enabled: false, backup_tokens_remaining: 0, pending_setup: false, required: false } satisfies FromSchema<typeof twoFactorStatusWireSchema>,
    },
    ...routes,
  });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function confirmWithPassword(password: string, confirmLabel: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
  return dialog;
}

describe('two-factor sign-in section', () => {
  it('sets up with the QR code and the key, then shows the backup codes once and stores the new session', async () => {
    const newToken = sessionToken('jobseeker', 7200);
    let enabled = false;
    signedIn('jobseeker', {
      'GET /api/2fa/status/': () => ({
        status: 200,
        body: { enabled, backup_tokens_remaining: enabled ? 10 : 0, pending_setup: false, required: false } satisfies FromSchema<
          typeof twoFactorStatusWireSchema
        >,
      }),
      'POST /api/2fa/setup/': { status: 200, body: { secret: SECRET, otpauth_uri: 'otpauth://totp/x', qr_code: QR } },
      'POST /api/2fa/verify-setup/': (request) => {
        if ((request.body as { token: string }).token !== '123456') return { status: 400, body: { detail: 'Invalid code', code: 'two_factor_code_invalid' } };
        enabled = true;
        return { status: 200, body: { enabled: true, backup_tokens: CODES, token: newToken } };
      },
    });
    renderApp('/settings', { routes: ROUTES });
    expect(await within(await screen.findByRole('region', { name: 'Two-factor sign-in' })).findByText('Two-factor sign-in is off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code for setting up two-factor sign-in in an authenticator app' });
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByText(SECRET)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await within(section('Two-factor sign-in')).findByText('Invalid code')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(/Keep these backup codes somewhere safe/)).toBeTruthy();
    expect(storedToken()).toBe(newToken);

    fireEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByText('Backup codes remaining: 10')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull();
  });

  it('turns off only with the right password, storing the new session', async () => {
    const newToken = sessionToken('jobseeker', 7200);
    let enabled = true;
    signedIn('jobseeker', {
      'GET /api/2fa/status/': () => ({
        status: 200,
        body: { enabled, backup_tokens_remaining: 7, pending_setup: false, required: false } satisfies FromSchema<typeof twoFactorStatusWireSchema>,
      }),
      'DELETE /api/2fa/disable/': (request) => {
        if ((request.body as { password: string }).password !== 'Blackboard2026') return WRONG_PASSWORD;
        enabled = false;
        return { status: 200, body: { enabled: false, token: newToken } };
      },
    });
    renderApp('/settings', { routes: ROUTES });
    expect(await screen.findByText('Backup codes remaining: 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await confirmWithPassword('wrong-one', 'Turn off two-factor');
    expect(await within(dialog).findByText('The password is not correct.')).toBeTruthy();
    expect(storedToken()).not.toBe(newToken);

    await confirmWithPassword('Blackboard2026', 'Turn off two-factor');
    expect(await screen.findByText('Two-factor sign-in is now off.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedToken()).toBe(newToken);
    expect(received(server, 'DELETE /api/2fa/disable/').map((request) => request.body)).toEqual([{ password: 'wrong-one' }, { password: 'Blackboard2026' }]);
  });

  it('creates new backup codes behind the password and shows them', async () => {
    const newToken = sessionToken('jobseeker', 7200);
    signedIn('jobseeker', {
      'GET /api/2fa/status/': {
        status: 200,
        body: { enabled: true, backup_tokens_remaining: 1, pending_setup: false, required: false } satisfies FromSchema<typeof twoFactorStatusWireSchema>,
      },
      'POST /api/2fa/backup-tokens/': passwordIs('Blackboard2026', { status: 200, body: { backup_tokens: CODES, token: newToken } }),
    });
    renderApp('/settings', { routes: ROUTES });
    expect(await screen.findByText(/Few backup codes are left/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New backup codes' }));
    await confirmWithPassword('Blackboard2026', 'Create new codes');
    const list = await screen.findByRole('list', { name: 'Backup codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(storedToken()).toBe(newToken);
  });
});

describe('change password section', () => {
  function fill(current: string, next: string, confirm: string): void {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('blocks a weak new password, shows a wrong current one under its field, then changes it', async () => {
    const newToken = sessionToken('jobseeker', 7200);
    signedIn('jobseeker', {
      'POST /api/user/change-password/': (request) =>
        (request.body as { current_password: string }).current_password === 'OldPassword1'
          ? { status: 200, body: { token: newToken } }
          : { status: 400, body: { current_password: ['The password is not correct.'] } },
    });
    renderApp('/settings', { routes: ROUTES });
    await screen.findByRole('region', { name: 'Change password' });
    fill('OldPassword1', 'short', 'short');
    expect(await screen.findByText('Your password must meet every rule in the list below.')).toBeTruthy();
    expect(received(server, 'POST /api/user/change-password/')).toEqual([]);

    fill('Mistyped1', 'Blackboard2026', 'Blackboard2026');
    expect(await within(section('Change password')).findByText('The password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Blackboard2026');

    fill('OldPassword1', 'Blackboard2026', 'Blackboard2026');
    expect(await screen.findByText(/Your password is changed/)).toBeTruthy();
    expect(storedToken()).toBe(newToken);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect(received(server, 'POST /api/user/change-password/').at(-1)?.body).toEqual({ current_password: 'OldPassword1', new_password: 'Blackboard2026' });
  });
});

describe('danger zone', () => {
  it('deletes the account only after the password, then ends at /?referrer=delete signed out', async () => {
    signedIn('jobseeker', { 'DELETE /api/user/7/': passwordIs('Blackboard2026', { status: 204 }) });
    const app = renderApp('/settings', { routes: ROUTES });
    fireEvent.click(await within(await screen.findByRole('region', { name: 'Danger zone' })).findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(dialog).findByText('Enter your password.')).toBeTruthy();
    expect(received(server, 'DELETE /api/user/7/')).toEqual([]);

    await confirmWithPassword('nope', 'Delete my account permanently');
    expect(await within(dialog).findByText('The password is not correct.')).toBeTruthy();
    expect(app.currentPath()).toBe('/settings');

    await confirmWithPassword('Blackboard2026', 'Delete my account permanently');
    await waitFor(() => expect(app.currentPath()).toBe('/?referrer=delete'));
    expect(storedToken()).toBeNull();
    expect(received(server, 'DELETE /api/user/7/').at(-1)?.body).toEqual({ password: 'Blackboard2026' });
    // The account is gone: there is no session left to end on the server.
    expect(received(server, 'POST /logout/')).toEqual([]);
  });

  it('lets an employee delete their organization the same way', async () => {
    signedIn(
      'employee',
      {
        'GET /api/employers/3/': { status: 200, body: { id: 3, name: 'Lincoln High School', created_at: '2026-01-05T10:00:00Z' } },
        'DELETE /api/employers/3/': passwordIs('Blackboard2026', { status: 204 }),
      },
      { employer_id: 3 },
    );
    const app = renderApp('/settings', { routes: ROUTES });
    const zone = await screen.findByRole('region', { name: 'Danger zone' });
    fireEvent.click(await within(zone).findByRole('button', { name: 'Delete organization' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Lincoln High School?' })).toBeTruthy();
    await confirmWithPassword('Blackboard2026', 'Delete organization permanently');
    await waitFor(() => expect(app.currentPath()).toBe('/?referrer=delete'));
    expect(storedToken()).toBeNull();
  });

  it('offers a job seeker no organization to delete', async () => {
    signedIn('jobseeker', {});
    renderApp('/settings', { routes: ROUTES });
    const zone = await screen.findByRole('region', { name: 'Danger zone' });
    await within(zone).findByRole('button', { name: 'Delete my account' });
    expect(within(zone).queryByRole('button', { name: 'Delete organization' })).toBeNull();
  });
});
