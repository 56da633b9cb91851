// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell } from '../../support/shell';
import { wireMatch } from './fixtures';
import type { matchingRolesWireSchema } from '../../../../../src/shared/wire/matching-roles-wire';
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

const ROLES = 'GET /api/matching/roles/';

const roles = [
  {
    uuid: 'r-1',
    title: 'Math Coach',
    status: 'open',
    employer_id: 3,
    employer_name: 'Lakeside Charter Network',
    published_at: null,
    counts: { confirm_match: 2, hired: 1 },
    total: 3,
    archived: 2,
    last_match_at: '2026-03-02T00:00:00.000Z',
  },
  {
    uuid: 'r-2',
    title: 'Registrar',
    status: 'closed',
    employer_id: 4,
    employer_name: 'Hillside Schools',
    published_at: null,
    counts: {},
    total: 0,
    archived: 1,
    last_match_at: null,
  },
  {
    uuid: 'r-3',
    title: 'Dean of Students',
    status: 'open',
    employer_id: 4,
    employer_name: 'Hillside Schools',
    published_at: null,
    counts: {},
    total: 0,
    archived: 0,
    last_match_at: null,
  },
] satisfies FromSchema<typeof matchingRolesWireSchema>['results'];

describe('matching results (/matching-results)', { timeout: 20_000 }, () => {
  it('lists the roles with their live matches counted per status, the ended ones apart, and leads to each role’s pages', async () => {
    signInShell(server, 'staff', { routes: { [ROLES]: { status: 200, body: { count: 3, results: roles } } } });
    const app = renderApp('/matching-results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Matching results' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Roles' }));
    const [first, second, third] = list.getAllByRole('listitem', { name: /./ });
    expect(first!.textContent).toContain('Lakeside Charter Network · 3 live matches · 2 ended');
    const counts = within(within(first!).getByRole('list', { name: 'Live matches of Math Coach by status' }));
    expect(counts.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2 Confirm match', '1 Hired']);
    expect(second!.textContent).toContain('0 live matches · 1 ended');
    expect(second!.textContent).toContain('No live matches.');
    expect(third!.textContent).toContain('No matches yet.');
    expect(within(first!).getByRole('link', { name: 'Pipeline' }).getAttribute('href')).toBe('/role/matches/r-1');
    expect(within(first!).getByRole('link', { name: 'Filter sets' }).getAttribute('href')).toBe('/role/filterset/r-1');
    fireEvent.click(within(first!).getByRole('link', { name: 'Candidates' }));
    await waitFor(() => expect(app.currentPath()).toBe('/matching-results/r-1'));
  });

  it('narrows the list by role or organization as staff type', async () => {
    signInShell(server, 'staff', { routes: { [ROLES]: { status: 200, body: { count: 3, results: roles } } } });
    renderApp('/matching-results');
    const box = await screen.findByRole('searchbox', { name: 'Filter by role or organization' });
    fireEvent.change(box, { target: { value: 'hillside' } });
    const list = within(screen.getByRole('list', { name: 'Roles' }));
    expect(list.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Registrar', 'Dean of Students']);
    expect(screen.getByText('2 of 3 roles')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'nowhere' } });
    expect(screen.getByText('No role matches “nowhere”.')).toBeTruthy();
  });

  it('counts a single role in the singular', async () => {
    signInShell(server, 'staff', { routes: { [ROLES]: { status: 200, body: { count: 1, results: roles.slice(0, 1) } } } });
    renderApp('/matching-results');
    await screen.findByRole('list', { name: 'Roles' });
    expect(screen.getByText('1 role')).toBeTruthy();
  });

  it('says when there is nothing to match for', async () => {
    signInShell(server, 'staff', { routes: { [ROLES]: { status: 200, body: { count: 0, results: [] } } } });
    renderApp('/matching-results');
    expect(await screen.findByText(/No role is open and none has matches yet/)).toBeTruthy();
  });

  it('shows a failure with Try Again, which asks again', async () => {
    signInShell(server, 'staff', { routes: { [ROLES]: { status: 403, body: { detail: 'This needs a staff account.' } } } });
    renderApp('/matching-results');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The roles could not be loaded. This needs a staff account.');
    signInShell(server, 'staff', { routes: { [ROLES]: { status: 200, body: { count: 3, results: roles } } } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Roles' })).toBeTruthy();
    expect(received(server, ROLES)).toHaveLength(2);
  });
});

describe('the staff matching dashboard (/matching, /v2/dashboard)', { timeout: 20_000 }, () => {
  const matches = [
    wireMatch({
      id: 1,
      status: 'confirm_match',
      waiting_on: 'staff',
      jobseeker_interest: 'interested',
      jobseeker_first_name: 'Ada',
      status_changed_at: '2026-03-03T00:00:00.000Z',
    }),
    wireMatch({ id: 2, status: 'pending_employer_review', waiting_on: 'employer' }),
    wireMatch({ id: 3, status: 'jobseeker_accept', waiting_on: 'staff', jobseeker_first_name: 'Bo', status_changed_at: '2026-03-01T00:00:00.000Z' }),
  ];

  it.each(['/matching', '/v2/dashboard'])('at %s shows what waits on staff, oldest first, and the tools', async (path) => {
    signInShell(server, 'staff', {
      routes: { 'GET /api/matches/?archived=false': { status: 200, body: { results: matches } }, [ROLES]: { status: 200, body: { count: 3, results: roles } } },
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Matching' })).toBeTruthy();
    const waiting = within(await screen.findByRole('list', { name: 'Matches waiting on staff, oldest first' }));
    const links = waiting.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Bo Okafor · Math Coach', 'Ada Okafor · Math Coach']);
    expect(links[1]!.getAttribute('href')).toBe('/role/matches/r-1#match-1');
    expect(waiting.getByText('Interested')).toBeTruthy();
    expect(await screen.findByText(/2 open roles to match for/)).toBeTruthy();
    const tools = screen.getAllByRole('link', { name: 'Open' }).map((link) => link.getAttribute('href'));
    expect(tools).toEqual(['/matching-results', '/matching/quick-search/jobseekers', '/role/matches', '/matching/debug']);
  });

  it('says when nothing waits on staff', async () => {
    signInShell(server, 'staff', { routes: { 'GET /api/matches/?archived=false': { status: 200, body: { results: [matches[1]] } } } });
    renderApp('/matching');
    expect(await screen.findByText('Nothing is waiting on staff.')).toBeTruthy();
  });
});
