// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { sessionToken } from '../support/make-token';
import { wireProfile } from '../support/profile';
import type { TestServer } from '../support/test-server';
import { startTestServer } from '../support/test-server';
import type { Answer } from './support/account-flows';
import { answer, received, renderAt, setViewportWidth, storedToken } from './support/account-flows';


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
  vi.restoreAllMocks();
});

const EMPLOYERS = [
  { id: 3, name: 'Lincoln High School', members: 4, roles: 2, created_at: '2026-01-05T12:00:00Z' },
  { id: 9, name: 'Riverside Charter Network', members: 0, roles: 0, created_at: '2025-11-20T12:00:00Z' },
];

function asStaff(routes: Record<string, Answer>): void {
  localStorage.setItem(JWT_STORAGE_KEY, sessionToken('staff'));
  answer(server, {
    // The profile of whoever the bearer token names: after the switch, the employee's.
    'GET /api/my-profile/': (request) =>
      bearerUserType(request.headers.authorization) === 'employee'
        ? { status: 200, body: wireProfile({ user_type: 'employee', employer_id: 3 }) }
        : { status: 200, body: wireProfile({ user_type: 'staff', is_staff: true }) },
    ...routes,
  });
}

function bearerUserType(authorization: string | undefined): unknown {
  const payload = authorization?.split('.')[1];
  return payload === undefined ? null : (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { user_type?: unknown }).user_type;
}

describe('staff employers list', () => {
  it('lists every organisation with its members, roles and creation date', async () => {
    asStaff({ 'GET /api/staff/employers/': { status: 200, body: { results: EMPLOYERS } } });
    renderAt('/dashboard/employers');
    await screen.findByRole('heading', { name: 'Employers' });
    const table = await screen.findByRole('table', { name: 'Organisations' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Name', 'Members', 'Roles', 'Created', 'Actions'],
      ['Lincoln High School', '4', '2', 'Jan 5, 2026', 'Act as employer'],
      ['Riverside Charter Network', '0', '0', 'Nov 20, 2025', 'Act as employer'],
    ]);
  });

  it('shows the same facts as a list of cards on a 375 px screen', async () => {
    asStaff({ 'GET /api/staff/employers/': { status: 200, body: { results: EMPLOYERS } } });
    setViewportWidth(375);
    try {
      renderAt('/dashboard/employers');
      const list = await screen.findByRole('list', { name: 'Organisations' });
      expect(screen.queryByRole('table')).toBeNull();
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Lincoln High SchoolMembers: 4 · Roles: 2 · Created Jan 5, 2026Act as employer',
        'Riverside Charter NetworkMembers: 0 · Roles: 0 · Created Nov 20, 2025Act as employer',
      ]);
    } finally {
      setViewportWidth(1280);
    }
  });

  it('says so when there are no organisations', async () => {
    asStaff({ 'GET /api/staff/employers/': { status: 200, body: { results: [] } } });
    renderAt('/dashboard/employers');
    expect(await screen.findByText('No organisations have signed up yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    asStaff({
      'GET /api/staff/employers/': () => (fail ? { status: 403, body: { detail: 'Staff only.' } } : { status: 200, body: { results: EMPLOYERS } }),
    });
    renderAt('/dashboard/employers');
    expect(await screen.findByText(/The organisations could not be loaded\. Staff only\./)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Organisations' })).toBeTruthy();
  });

  it('acts as an employer: stores the employee token and goes to /dashboard', async () => {
    const employeeToken = sessionToken('employee');
    asStaff({
      'GET /api/staff/employers/': { status: 200, body: { results: EMPLOYERS } },
      'POST /personify-employee/': { status: 200, body: { token: employeeToken } },
    });
    const app = renderAt('/dashboard/employers');
    const table = await screen.findByRole('table', { name: 'Organisations' });
    const row = within(table).getByRole('row', { name: /Lincoln High School/ });
    const button = within(row).getByRole('button', { name: 'Act as employer' });
    expect(button.getAttribute('aria-describedby')).toBe(within(row).getByRole('rowheader').id);
    fireEvent.click(button);
    await waitFor(() => expect(storedToken()).toBe(employeeToken));
    expect(app.currentPath()).toBe('/dashboard');
    expect(received(server, 'POST /personify-employee/')[0]?.body).toEqual({ employer_id: 3 });
    // The app now loads the employee's profile and stays on their dashboard, not the wrong-account login.
    await waitFor(() => expect(received(server, 'GET /api/my-profile/').some((request) => bearerUserType(request.headers.authorization) === 'employee')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Employers' })).toBeNull());
    expect(app.currentPath()).toBe('/dashboard');
  });

  it('only logs a failed switch, with a short note, and stays on the staff session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const staffToken = sessionToken('staff');
    asStaff({
      'GET /api/staff/employers/': { status: 200, body: { results: EMPLOYERS } },
      'POST /personify-employee/': { status: 404, body: { detail: 'Riverside Charter Network has no employee account to act as yet.' } },
    });
    localStorage.setItem(JWT_STORAGE_KEY, staffToken);
    const app = renderAt('/dashboard/employers');
    const table = await screen.findByRole('table', { name: 'Organisations' });
    fireEvent.click(within(within(table).getByRole('row', { name: /Riverside/ })).getByRole('button', { name: 'Act as employer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not act as Riverside Charter Network. Riverside Charter Network has no employee account to act as yet.',
    );
    expect(warn).toHaveBeenCalled();
    expect(storedToken()).toBe(staffToken);
    expect(app.currentPath()).toBe('/dashboard/employers');
  });

  it('keeps the placeholder for the other staff lists', async () => {
    asStaff({});
    renderAt('/dashboard/jobseekers');
    expect(await screen.findByRole('heading', { name: 'Records' })).toBeTruthy();
  });
});
