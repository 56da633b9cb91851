// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell, type Routes } from '../../support/shell';
import { ROLE_BODY, ROLE_ROUTE, wireMatch } from './fixtures';
import type { candidateListWireSchema } from '../../../../../src/shared/wire/matching-candidates-wire';
import type { filtersetListWireSchema } from '../../../../../src/shared/wire/matching-filtersets-wire';
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

const CANDIDATES = 'GET /api/matching/roles/r-1/candidates/?limit=50';
const FILTERSETS = 'GET /api/matching/roles/r-1/filtersets/';

const factors = (first: string) => [
  { name: 'Functional areas', points: 30, max_points: 30, reason: first },
  { name: 'Languages', points: 5, max_points: 10, reason: '1 of 2 languages match' },
];

const candidates = {
  algorithm_version: '2026-11.1',
  count: 120,
  offset: 0,
  excluded_count: 0,
  excluded_by: {},
  results: [
    {
      jobseeker_id: 101,
      first_name: 'Janet',
      last_name: 'Okafor',
      score: 91,
      match_id: null,
      unmet_requirements: [],
      starts_late: false,
      factors: factors('3 of 3 functional areas match'),
    },
    {
      jobseeker_id: 102,
      first_name: 'Luis',
      last_name: 'Ortega',
      score: 77,
      match_id: 55,
      unmet_requirements: [],
      starts_late: false,
      factors: factors('2 of 3 functional areas match'),
    },
    {
      jobseeker_id: 103,
      first_name: 'Mei',
      last_name: 'Chen',
      score: 60,
      match_id: null,
      unmet_requirements: [],
      starts_late: true,
      factors: factors('1 of 3 functional areas match'),
    },
    {
      jobseeker_id: 104,
      first_name: 'Ola',
      last_name: 'Berg',
      score: 41,
      match_id: null,
      unmet_requirements: ['French', 'a graduate degree'],
      starts_late: false,
      factors: factors('No functional area matches'),
    },
  ],
} satisfies FromSchema<typeof candidateListWireSchema>;

function signIn(routes: Routes): void {
  signInShell(server, 'staff', {
    routes: { ...ROLE_ROUTE, [FILTERSETS]: { status: 200, body: { count: 0, results: [] } satisfies FromSchema<typeof filtersetListWireSchema> }, ...routes },
  });
}

describe('a role’s candidates (/matching-results/:roleId)', { timeout: 20_000 }, () => {
  it('ranks the candidates with their scores and the reason for each factor', async () => {
    signIn({ [CANDIDATES]: { status: 200, body: candidates } });
    renderApp('/matching-results/r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates: Math Coach' })).toBeTruthy();
    expect(await screen.findByText('Lakeside Charter Network')).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Candidates, best first' }));
    const rows = list.getAllByRole('listitem', { name: /\d\./ });
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['1.Janet Okafor', '2.Luis Ortega', '3.Mei Chen', '4.Ola Berg']);
    expect(screen.getByText(/The best 4 of 120 job seekers who pass the filters, ranked by algorithm 2026-11\.1/)).toBeTruthy();
    const first = within(rows[0]!);
    expect(first.getByRole('progressbar', { name: 'Janet Okafor: score 91 of 100' })).toBeTruthy();
    const reasons = within(first.getByRole('list', { name: 'Why Janet Okafor scores 91' }));
    expect(reasons.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Functional areas30 / 303 of 3 functional areas match',
      'Languages5 / 101 of 2 languages match',
    ]);
    expect(first.getByRole('link', { name: 'Every filter and factor' }).getAttribute('href')).toBe('/matching/debug?role=r-1&jobseeker=101');
    // The fourth shows its reasons on request (keyboard: a button with aria-expanded).
    const fourth = within(rows[3]!);
    expect(fourth.queryByRole('list', { name: /Why Ola Berg/ })).toBeNull();
    const toggle = fourth.getByRole('button', { name: 'Show the reasons' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(fourth.getByRole('list', { name: 'Why Ola Berg scores 41' }).textContent).toContain('No functional area matches');
    // A pair that already has a match offers the pipeline instead.
    const second = within(rows[1]!);
    expect((second.getByRole('button', { name: 'Match proposed: Luis Ortega' }) as HTMLButtonElement).disabled).toBe(true);
    expect(second.getByRole('link', { name: 'Already matched: see it in the pipeline' }).getAttribute('href')).toBe('/role/matches/r-1#match-55');
  });

  it('proposes a match, shows it and disables the button', async () => {
    signIn({
      [CANDIDATES]: { status: 200, body: candidates },
      'POST /api/matches/': { status: 201, body: wireMatch({ id: 77, jobseeker: 101 }) },
    });
    renderApp('/matching-results/r-1');
    const button = await screen.findByRole('button', { name: 'Propose match: Janet Okafor' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Propose Janet Okafor?' })).getByRole('button', { name: 'Propose match' }));
    const done = await screen.findByRole('button', { name: 'Match proposed: Janet Okafor' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Match #77 created: Confirm match\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See it in the pipeline' }).getAttribute('href')).toBe('/role/matches/r-1#match-77');
    expect(received(server, 'POST /api/matches/').map((request) => request.body)).toEqual([{ role: 'r-1', jobseeker: 101 }]);
  });

  it('disables Propose with the reason on a role that is paused, filled or closed', async () => {
    for (const [status, reason] of [
      ['paused', 'The role is paused: matches are proposed for open roles only. Reopen it to propose candidates.'],
      ['filled', 'The role is filled: matches are proposed for open roles only. Someone was hired for it.'],
      ['closed', 'The role is closed: matches are proposed for open roles only.'],
    ] as const) {
      signIn({ [CANDIDATES]: { status: 200, body: candidates }, 'GET /api/employer/role/r-1/': { status: 200, body: { ...ROLE_BODY, status } } });
      renderApp('/matching-results/r-1');
      const button = await screen.findByRole('button', { name: 'Propose match: Janet Okafor' });
      await waitFor(() => expect((button as HTMLButtonElement).disabled, status).toBe(true));
      expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(reason);
      cleanup();
    }
    expect(received(server, 'POST /api/matches/')).toHaveLength(0);
  });

  it('shows the server’s refusal and asks for the list again', async () => {
    signIn({
      [CANDIDATES]: { status: 200, body: candidates },
      'POST /api/matches/': { status: 409, body: { detail: 'Mei Chen already has a match for this role.' } },
    });
    renderApp('/matching-results/r-1');
    const button = await screen.findByRole('button', { name: 'Propose match: Mei Chen' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Propose Mei Chen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose match' }));
    // Said in the dialog, which stays open; once it is closed, beside the button.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Mei Chen already has a match for this role.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Mei Chen already has a match for this role.');
    await waitFor(() => expect(received(server, CANDIDATES)).toHaveLength(2));
  });

  it('ranks with a saved filter set when one is chosen', async () => {
    signIn({
      [CANDIDATES]: { status: 200, body: candidates },
      [FILTERSETS]: {
        status: 200,
        body: {
          count: 1,
          results: [
            {
              id: 9,
              role: 'r-1',
              name: 'Remote only',
              filters: { work_modes: ['remote'] },
              differs_from_role: 1,
              created_at: '2026-03-01T00:00:00.000Z',
              updated_at: '2026-03-01T00:00:00.000Z',
            },
          ],
        } satisfies FromSchema<typeof filtersetListWireSchema>,
      },
      'GET /api/matching/roles/r-1/candidates/?limit=50&filterset=9': {
        status: 200,
        body: { ...candidates, count: 1, results: [candidates.results[2]!] } satisfies FromSchema<typeof candidateListWireSchema>,
      },
    });
    const app = renderApp('/matching-results/r-1');
    await screen.findByRole('list', { name: 'Candidates, best first' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Remote only' }));
    await waitFor(() => expect(app.currentPath()).toBe('/matching-results/r-1?filterset=9'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Candidates, best first' }))
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['1.Mei Chen']),
    );
    expect(screen.getByText(/1 job seeker passes the filters, ranked by algorithm/)).toBeTruthy();
  });

  it('says which requirement a candidate lacks and who starts too late, in words', async () => {
    signIn({ [CANDIDATES]: { status: 200, body: candidates } });
    renderApp('/matching-results/r-1');
    const list = within(await screen.findByRole('list', { name: 'Candidates, best first' }));
    const rows = list.getAllByRole('listitem', { name: /\d\./ });
    expect(within(rows[3]!).getByText('Does not meet a requirement: French, a graduate degree')).toBeTruthy();
    expect(within(rows[2]!).getByText('Can start only after the role’s latest start date')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/Does not meet a requirement/)).toBeNull();
  });

  it('pages on past the first 50: 51–54 of 120, numbered from 51', async () => {
    signIn({ ['GET /api/matching/roles/r-1/candidates/?limit=50&offset=50']: { status: 200, body: { ...candidates, offset: 50 } } });
    renderApp('/matching-results/r-1?from=51');
    const list = within(await screen.findByRole('list', { name: 'Candidates, best first' }));
    expect(list.getAllByRole('listitem', { name: /\d\./ }).map((row) => within(row).getByRole('heading').textContent)).toEqual([
      '51.Janet Okafor',
      '52.Luis Ortega',
      '53.Mei Chen',
      '54.Ola Berg',
    ]);
    expect(screen.getByText(/51–54 of 120 job seekers who pass the filters/)).toBeTruthy();
    const pages = within(screen.getAllByRole('navigation', { name: 'Pages of candidates' })[0]!);
    expect(pages.getByText('51–54 of 120')).toBeTruthy();
    expect((pages.getByRole('button', { name: 'Previous 50' }) as HTMLButtonElement).disabled).toBe(false);
    expect((pages.getByRole('button', { name: 'Next 50' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when nobody passes the filters, and where to look next', async () => {
    signIn({ [CANDIDATES]: { status: 200, body: { ...candidates, count: 0, results: [] } satisfies FromSchema<typeof candidateListWireSchema> } });
    renderApp('/matching-results/r-1');
    expect(await screen.findByText(/No job seeker passes this role’s filters yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'debug algorithm page' }).getAttribute('href')).toBe('/matching/debug?role=r-1');
  });

  it('shows a failure with Try Again', async () => {
    signIn({ [CANDIDATES]: { status: 404, body: { detail: 'No such role.' } } });
    renderApp('/matching-results/r-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The candidates could not be loaded. No such role.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
