// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { renderApp } from '../support/render-app';
import { received, startTestServer, type TestServer } from '../support/test-server';
import { setViewportWidth, signInShell } from '../support/shell';
import { answerRead, countAnswersRead } from '../support/responses-read';
import { sessionToken } from '../support/make-token';
import type { newMatchCountWireSchema } from '../../../../src/shared/wire/matching-new-match-count-wire';
import type { FromSchema } from 'json-schema-to-ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
  countAnswersRead();
  setViewportWidth(1280);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NEW_MATCH_COUNT = 'GET /api/employer/new-match-count/';

/** The names of the top-level entries of the main navigation, in order. */
async function mainEntries(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return Array.from(nav.querySelectorAll('a, button')).map((element) => element.textContent ?? '');
}

/** Opens a top-bar menu and returns its items as "label → href". */
async function openMenu(name: string): Promise<string[]> {
  const button = screen.getByRole('button', { name });
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  const menu = await screen.findByRole('menu', { name });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(button.getAttribute('aria-controls')).toBe(menu.closest('[id]')?.id ?? menu.id);
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => `${item.firstChild?.textContent ?? ''} → ${item.getAttribute('href') ?? ''}`);
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

/** Lets answers already asked for arrive, so the absence of something is not just slowness. */
async function settle(route: string): Promise<void> {
  await waitFor(() => expect(received(server, route).length).toBeGreaterThan(0));
  await answerRead(route);
}

describe('signed-in top bar at 1280 px', () => {
  it('gives staff the Dashboard and Matches menus, the bell and the account menu', async () => {
    signInShell(server, 'staff');
    renderApp('/dashboard/data');
    await screen.findByRole('heading', { level: 1, name: 'Data tables' });
    expect(await mainEntries()).toEqual(['Dashboard', 'Matches', 'Tools', 'Messages']);
    expect(await openMenu('Dashboard')).toEqual([
      'Dashboard → /dashboard',
      'Data tables → /dashboard/data',
      'Jobseekers → /dashboard/jobseekers',
      'Employers → /dashboard/employers',
      'Employees → /dashboard/employees',
      'Roles → /dashboard/roles',
      'Platform configuration → /dashboard/platform-configuration',
    ]);
    expect(await openMenu('Matches')).toEqual([
      'Quick match → /matching/quick-search',
      'Legacy matching dashboard → /matching',
      'Debug algorithm → /matching/debug',
    ]);
    expect(await openMenu('Tools')).toEqual(['Reports → /dashboard/reports', 'Question flows → /dashboard/flows']);
    expect(await openMenu('Account')).toEqual(['Settings → /settings', 'Log out → /logout']);
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Education Hiring Marketplace' }).getAttribute('href')).toBe('/');
    // Staff have no new-match count (the server refuses them).
    expect(received(server, NEW_MATCH_COUNT)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Back to Staff Account' })).toBeNull();
  });

  it('gives a job seeker the Dashboard menu with My matches, the bell and the account menu', async () => {
    signInShell(server, 'jobseeker');
    renderApp('/messages');
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    expect(await mainEntries()).toEqual(['Dashboard', 'Messages']);
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages');
    expect(await openMenu('Dashboard')).toEqual(['Dashboard → /dashboard', 'My matches → /matching']);
    expect(await openMenu('Account')).toEqual(['Settings → /settings', 'Log out → /logout']);
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeTruthy();
  });

  it('gives an employee the company menu, the Matches link and the bell', async () => {
    signInShell(server, 'employee');
    renderApp('/employee/details');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    await waitFor(async () => expect(await mainEntries()).toEqual(['Dashboard', 'Matches', 'Messages']));
    expect(screen.getByRole('link', { name: 'Matches' }).getAttribute('href')).toBe('/matching');
    expect(await openMenu('Dashboard')).toEqual(['Company dashboard → /dashboard', 'My profile → /employee/details']);
    expect(await openMenu('Account')).toEqual(['Settings → /settings', 'Log out → /logout']);
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeTruthy();
  });

  it('marks the entry of the current page', async () => {
    signInShell(server, 'jobseeker');
    renderApp('/messages');
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const again = await screen.findByRole('menu', { name: 'Account' });
    expect(within(again).getByRole('menuitem', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(within(again).getByRole('menuitem', { name: 'Log out' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a visitor Log In beside About Us and Signup (spec 000 §1), and no menus', async () => {
    renderApp('/loading');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Signup' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'About Us' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });
});

describe('employee Matches link', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('profile grant %s and server canAccessMatchingPage %s: shown %s', async (granted, serverAllows, shown) => {
    signInShell(server, 'employee', {
      profile: { can_access_matching: granted },
      routes: {
        [NEW_MATCH_COUNT]: { status: 200, body: { count: 2, can_access_matching_page: serverAllows } satisfies FromSchema<typeof newMatchCountWireSchema> },
      },
    });
    renderApp('/employee/details');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    await settle(NEW_MATCH_COUNT);
    expect(screen.queryByRole('link', { name: 'Matches' }) !== null).toBe(shown);
  });

  it('stays hidden when the count cannot be fetched', async () => {
    signInShell(server, 'employee', { routes: { [NEW_MATCH_COUNT]: { status: 403, body: { detail: 'Forbidden.' } } } });
    renderApp('/employee/details');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    await settle(NEW_MATCH_COUNT);
    expect(screen.queryByRole('link', { name: 'Matches' })).toBeNull();
  });
});

describe('new-match count', () => {
  function description(element: HTMLElement): string {
    const ids = element.getAttribute('aria-describedby') ?? '';
    return ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }

  it('shows an employee the count beside Matches, spoken as "3 new matches"', async () => {
    signInShell(server, 'employee', {
      routes: { [NEW_MATCH_COUNT]: { status: 200, body: { count: 3, can_access_matching_page: true } satisfies FromSchema<typeof newMatchCountWireSchema> } },
    });
    renderApp('/employee/details');
    const link = await screen.findByRole('link', { name: 'Matches' });
    expect(link.textContent).toContain('3');
    expect(description(link)).toBe('3 new matches');
  });

  it('shows a job seeker the count on the menu and beside My matches', async () => {
    signInShell(server, 'jobseeker', {
      routes: { [NEW_MATCH_COUNT]: { status: 200, body: { count: 1, can_access_matching_page: false } satisfies FromSchema<typeof newMatchCountWireSchema> } },
    });
    renderApp('/messages');
    const button = await screen.findByRole('button', { name: 'Dashboard' });
    await waitFor(() => expect(description(button)).toBe('1 new match'));
    fireEvent.click(button);
    const item = await screen.findByRole('menuitem', { name: 'My matches' });
    expect(description(item)).toBe('1 new match');
    expect(description(screen.getByRole('menuitem', { name: 'Dashboard' }))).toBe('');
  });

  it('shows nothing at 0', async () => {
    signInShell(server, 'employee');
    renderApp('/employee/details');
    const link = await screen.findByRole('link', { name: 'Matches' });
    expect(link.textContent).toBe('Matches');
    expect(link.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('Back to Staff Account', () => {
  it('is offered only to an employee flagged staff', async () => {
    signInShell(server, 'employee', { profile: { is_staff: false } });
    renderApp('/employee/details');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    await settle('GET /api/my-profile/');
    expect(screen.queryByRole('button', { name: 'Back to Staff Account' })).toBeNull();
  });

  it('swaps in the staff token and goes to /dashboard', async () => {
    const staffToken = sessionToken('staff');
    signInShell(server, 'employee', {
      profile: { is_staff: true },
      routes: {
        'PUT /personify-employee/': { status: 200, body: { token: staffToken } },
        'GET /api/staff/overview/': { status: 200, body: { jobseekers: 1, employers: 1, roles: 0, published_roles: 0, matches_by_status: {} } },
      },
    });
    const app = renderApp('/employee/details');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Staff Account' }));
    // The staff home: the new token's user type picks the /dashboard screen.
    await screen.findByRole('heading', { level: 1, name: 'Staff dashboard' }, { timeout: 3000 });
    expect(app.currentPath()).toBe('/dashboard');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(staffToken);
    const [request] = received(server, 'PUT /personify-employee/');
    expect(request?.body).toBeNull();
    expect(request?.headers.authorization).toMatch(/^Bearer /);
  });

  it('only logs a failed switch, leaving the person where they were', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInShell(server, 'employee', {
      profile: { is_staff: true },
      routes: { 'PUT /personify-employee/': { status: 403, body: { detail: 'You are not impersonating anyone.' } } },
    });
    const token = localStorage.getItem(JWT_STORAGE_KEY);
    const app = renderApp('/employee/details');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Staff Account' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(app.currentPath()).toBe('/employee/details');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(token);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('signed-in top bar at 375 px', () => {
  it('folds the menus into a drawer behind a menu button', async () => {
    setViewportWidth(375);
    signInShell(server, 'staff');
    renderApp('/dashboard/data');
    await screen.findByRole('heading', { level: 1, name: 'Data tables' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const groups = within(drawer)
      .getAllByRole('list')
      .filter((list) => list.hasAttribute('aria-labelledby'))
      .map((list) => [
        document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ]);
    expect(groups).toEqual([
      ['Dashboard', ['Dashboard', 'Data tables', 'Jobseekers', 'Employers', 'Employees', 'Roles', 'Platform configuration']],
      ['Matches', ['Quick match', 'Legacy matching dashboard', 'Debug algorithm']],
      ['Tools', ['Reports', 'Question flows']],
      ['Account', ['Settings', 'Log out']],
    ]);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Roles' }));
    // The Roles data table opens (its heading is the table's name once the list of tables has loaded).
    await screen.findByRole('heading', { level: 1, name: /^(Data tables|Roles)$/ });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });

  it('puts an employee’s Matches link and Back to Staff Account in the drawer', async () => {
    setViewportWidth(375);
    signInShell(server, 'employee', { profile: { is_staff: true } });
    renderApp('/employee/details');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    await settle(NEW_MATCH_COUNT);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Matches' }).getAttribute('href')).toBe('/matching');
    expect(within(drawer).getByRole('button', { name: 'Back to Staff Account' })).toBeTruthy();
  });
});
