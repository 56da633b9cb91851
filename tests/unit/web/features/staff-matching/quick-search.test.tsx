// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell } from '../../support/shell';
import { jobseekerHit, ROLE_HIT, searchPage, wireMatch } from './fixtures';
import type { jobseekerPageSchema, rolePageSchema } from '../../../../../src/shared/wire/matching-search-wire';
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

const search = (q: string, type: string) => `GET /api/matching/search/?q=${q}&type=${type}&limit=25`;

describe('quick search (/matching/quick-search/:tab)', { timeout: 20_000 }, () => {
  it('opens on the job seekers tab and searches as staff type', async () => {
    signInShell(server, 'staff', {
      routes: {
        [search('jan', 'jobseekers')]: {
          status: 200,
          body: searchPage([jobseekerHit(101, 'Janet', 'Okafor', 'janet@example.com'), jobseekerHit(102, 'Jana', 'Novak')]) satisfies FromSchema<
            typeof jobseekerPageSchema
          >,
        },
      },
    });
    const app = renderApp('/matching/quick-search');
    await waitFor(() => expect(app.currentPath()).toBe('/matching/quick-search/jobseekers'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick search' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Job seekers' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Type a name, an e-mail address, a role title or an organization.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'jan' } });
    const results = within(await screen.findByRole('list', { name: 'Results' }));
    expect(results.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Janet Okafor', 'Jana Novak']);
    expect(results.getByText('janet@example.com')).toBeTruthy();
    expect(results.getByRole('link', { name: 'Check Janet Okafor against a role' }).getAttribute('href')).toBe('/matching/debug?jobseeker=101');
    expect(app.currentPath()).toBe('/matching/quick-search/jobseekers?q=jan');
    expect(screen.getByText('2 results')).toBeTruthy();
    // Typing pauses before a search: one call for the whole word.
    expect(received(server, search('jan', 'jobseekers'))).toHaveLength(1);
    expect(server.requests.filter((request) => request.url.startsWith('/api/matching/search/'))).toHaveLength(1);
  });

  it('keeps the words across tabs and shows roles and matches with the way to their pages', async () => {
    signInShell(server, 'staff', {
      routes: {
        [search('math', 'roles')]: {
          status: 200,
          body: searchPage([ROLE_HIT]) satisfies FromSchema<typeof rolePageSchema>,
        },
        [search('math', 'matches')]: {
          status: 200,
          body: searchPage([wireMatch({ id: 31, archived: true, status: 'match_expired', waiting_on: 'none' })]),
        },
      },
    });
    const app = renderApp('/matching/quick-search/roles?q=math');
    const roles = within(await screen.findByRole('list', { name: 'Results' }));
    expect(roles.getByRole('heading').textContent).toBe('Math Coach');
    expect(roles.getByText('Lakeside Charter Network')).toBeTruthy();
    expect(roles.getByRole('link', { name: 'Candidates for Math Coach' }).getAttribute('href')).toBe('/matching-results/r-1');
    expect(roles.getByRole('link', { name: 'Pipeline of Math Coach' }).getAttribute('href')).toBe('/role/matches/r-1');
    expect(roles.getByRole('link', { name: 'Filter sets of Math Coach' }).getAttribute('href')).toBe('/role/filterset/r-1');
    fireEvent.click(screen.getByRole('tab', { name: 'Matches' }));
    await waitFor(() => expect(app.currentPath()).toBe('/matching/quick-search/matches?q=math'));
    const matches = within(await screen.findByRole('list', { name: 'Results' }));
    expect(matches.getByRole('heading').textContent).toBe('Janet Okafor · Math Coach');
    expect(matches.getByText('Match expired')).toBeTruthy();
    expect(matches.getByText('Archived')).toBeTruthy();
    expect(matches.getByRole('link', { name: 'Open the match of Janet Okafor for Math Coach' }).getAttribute('href')).toBe('/role/matches/r-1#match-31');
  });

  it('says how many match in all, and pages through them', async () => {
    const people = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => jobseekerHit(from + i, 'Pat', `Number${from + i}`, `pat${from + i}@school.example.org`));
    signInShell(server, 'staff', {
      routes: {
        [search('pat', 'jobseekers')]: { status: 200, body: searchPage(people(1, 25), { count: 111 }) satisfies FromSchema<typeof jobseekerPageSchema> },
        [`${search('pat', 'jobseekers')}&page=5`]: {
          status: 200,
          body: searchPage(people(101, 11), { count: 111, page: 5 }) satisfies FromSchema<typeof jobseekerPageSchema>,
        },
      },
    });
    const app = renderApp('/matching/quick-search/jobseekers?q=pat');
    expect(await screen.findByText('Results 1–25 of 111')).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of results' }));
    fireEvent.click(pages.getByRole('button', { name: 'Go to page 5' }));
    expect(await screen.findByText('Results 101–111 of 111')).toBeTruthy();
    expect(app.currentPath()).toBe('/matching/quick-search/jobseekers?q=pat&page=5');
    const results = within(screen.getByRole('list', { name: 'Results' }));
    expect(results.getAllByRole('heading')[0]!.textContent).toBe('Pat Number101');
    // New words start again at the first page.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'pat ' } });
    await waitFor(() => expect(app.currentPath()).toBe('/matching/quick-search/jobseekers?q=pat'));
  });

  it('says when nothing is found, and shows a failure with Try Again', async () => {
    signInShell(server, 'staff', {
      routes: {
        [search('zzz', 'roles')]: { status: 200, body: searchPage([]) satisfies FromSchema<typeof rolePageSchema> },
        [search('boom', 'roles')]: { status: 400, body: { q: ['Type at least 2 characters.'] } },
      },
    });
    renderApp('/matching/quick-search/roles?q=zzz');
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'boom' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search failed. Type at least 2 characters.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('sends an unknown tab to the job seekers tab', async () => {
    signInShell(server, 'staff');
    const app = renderApp('/matching/quick-search/schools?q=lake');
    await waitFor(() => expect(app.currentPath()).toBe('/matching/quick-search/jobseekers?q=lake'));
  });
});
