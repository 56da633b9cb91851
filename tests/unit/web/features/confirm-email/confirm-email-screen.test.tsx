// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../../src/shared/session-constants';
import { sessionToken } from '../../support/make-token';
import { wireProfile } from '../../support/profile';
import { jobseekerFlowReply } from '../../support/jobseeker-flow-replies';
import { renderApp } from '../../support/render-app';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function signIn(profile: Record<string, unknown>): void {
  localStorage.setItem(JWT_STORAGE_KEY, sessionToken('jobseeker'));
  server.reply((request) => jobseekerFlowReply(request) ?? { status: 200, body: wireProfile(profile) });
}

describe('confirm-email', () => {
  it('shows the masked address, and Resend Email asks for a new link and says so', async () => {
    signIn({ has_confirmed_email: false });
    renderApp('/confirm-email');
    await screen.findByRole('heading', { name: 'Confirm your e-mail address' });
    expect(screen.getByText('j***@example.com')).toBeTruthy();
    server.reply((request) =>
      request.url.startsWith('/resend-confirmation-email/')
        ? { status: 200, body: { detail: 'We sent a new confirmation link to jordan@example.com.' } }
        : { status: 200, body: wireProfile({ has_confirmed_email: false }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    await screen.findByText('We sent a new confirmation link to jordan@example.com.');
    expect(server.requests.some((request) => request.method === 'GET' && request.url === '/resend-confirmation-email/')).toBe(true);
  });

  it('shows why a resend was refused', async () => {
    signIn({ has_confirmed_email: false });
    renderApp('/confirm-email');
    await screen.findByRole('heading', { name: 'Confirm your e-mail address' });
    server.reply((request) =>
      request.url.startsWith('/resend-confirmation-email/')
        ? { status: 429, body: { detail: 'We sent a link only recently.' } }
        : { status: 200, body: wireProfile({ has_confirmed_email: false }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We sent a link only recently.');
  });

  it('goes to /login after 5 seconds without an e-mail address', async () => {
    vi.useFakeTimers();
    const app = renderApp('/confirm-email');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_900);
    });
    expect(app.currentPath()).toBe('/confirm-email');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(app.currentPath()).toBe('/login');
  });

  it('goes on to the profile once the address is confirmed', async () => {
    signIn({ has_confirmed_email: true, completed_sections: [] });
    const app = renderApp('/confirm-email');
    // The first question form of the run: RJSF and the widgets are transformed on first import, seconds on a busy machine.
    await screen.findByText('Are you legally authorized to work in the United States?', undefined, { timeout: 20_000 });
    expect(app.currentPath()).toBe('/profile/can_work_in_us');
  });

  it('goes home, and so to the dashboard, once confirmed with Core Profile complete', async () => {
    signIn({ has_confirmed_email: true, completed_sections: ['Core Profile'] });
    const app = renderApp('/confirm-email');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(app.currentPath()).toBe('/dashboard');
  });
});
