// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell, type Routes } from '../../support/shell';
import { ROLE_ROUTE, wireMatch } from './fixtures';
import type { matchEventsWireSchema } from '../../../../../src/shared/wire/match-wire';
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

const ROLE_MATCHES = 'GET /api/matches/?role=r-1';

const roleMatches = [
  wireMatch({ id: 31, status: 'confirm_match', waiting_on: 'staff', jobseeker_interest: 'interested', jobseeker_interest_note: 'Yes, mornings are best.' }),
  wireMatch({ id: 32, jobseeker: 102, jobseeker_first_name: 'Luis', jobseeker_last_name: 'Ortega', status: 'phone_screen', waiting_on: 'employer' }),
  wireMatch({ id: 33, jobseeker: 103, jobseeker_first_name: 'Mei', jobseeker_last_name: 'Chen', status: 'confirm_match', waiting_on: 'jobseeker' }),
  wireMatch({ id: 34, jobseeker: 104, jobseeker_first_name: 'Ola', jobseeker_last_name: 'Berg', status: 'staff_rejected', archived: true, waiting_on: 'none' }),
];

const events = [
  {
    id: 1,
    actor: { id: 2, first_name: 'Sam', last_name: 'Staff', user_type: 'staff' },
    from_status: null,
    to_status: 'confirm_match',
    note: null,
    created_at: '2026-03-02T15:00:00.000Z',
  },
  { id: 2, actor: null, from_status: 'confirm_match', to_status: 'confirm_match', note: 'Reminder sent.', created_at: '2026-03-04T15:00:00.000Z' },
] satisfies FromSchema<typeof matchEventsWireSchema>;

function signIn(routes: Routes): void {
  signInShell(server, 'staff', {
    routes: {
      ...ROLE_ROUTE,
      [ROLE_MATCHES]: { status: 200, body: { results: roleMatches } },
      'GET /api/matches/31/events/': { status: 200, body: events },
      ...routes,
    },
  });
}

describe('a role’s pipeline (/role/matches/:roleUuid)', { timeout: 20_000 }, () => {
  it('groups the matches by status in lifecycle order, archived ones on request', async () => {
    signIn({});
    renderApp('/role/matches/r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipeline: Math Coach' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Confirm match' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Confirm match (2)', 'Phone screen (1)']);
    expect(screen.getByText('3 active, 1 archived')).toBeTruthy();
    const confirm = within(screen.getByRole('list', { name: 'Confirm match' }));
    const janet = within(confirm.getByRole('listitem', { name: 'Janet Okafor' }));
    // The fixture's midnight UTC is the evening before in the marketplace's time zone (America/New_York).
    expect(janet.getByText('Waiting on staff · in this status since Mar 1, 2026')).toBeTruthy();
    expect(janet.getByText(/Job seeker’s answer: Interested/).parentElement!.textContent).toBe('Job seeker’s answer: Interested — “Yes, mornings are best.”');
    expect(janet.getByText('Score 82')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived matches' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Confirm match (2)',
      'Staff rejected (1)',
      'Phone screen (1)',
    ]);
  });

  it('shows a match’s history and moves it with a note', async () => {
    let current = roleMatches;
    signIn({
      [ROLE_MATCHES]: () => ({ status: 200, body: { results: current } }),
      'PATCH /api/matches/31/': (request) => {
        const moved = wireMatch({ ...roleMatches[0], status: (request.body as { status: string }).status, waiting_on: 'employer' });
        current = [moved, ...roleMatches.slice(1)];
        return { status: 200, body: moved };
      },
    });
    renderApp('/role/matches/r-1');
    const janet = within(await screen.findByRole('listitem', { name: 'Janet Okafor' }));
    const toggle = janet.getByRole('button', { name: 'History, notes and status' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const history = within(await janet.findByRole('list', { name: 'History of Janet Okafor’s match' }));
    const entries = history.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries[0]).toMatch(/^Created as Confirm match · Sam Staff \(staff\) · Mar 2, 2026/);
    expect(entries[1]).toMatch(/^Confirm match → Confirm match · The system · Mar 4, 2026.*“Reminder sent\.”$/);

    const form = within(janet.getByRole('form', { name: 'Move Janet Okafor’s match' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe('Choose another status, or write a note.');
    fireEvent.mouseDown(form.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Job seeker accept' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Note' }), { target: { value: 'Spoke on the phone: keen.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Moved to Job seeker accept.')).toBeTruthy();
    expect(received(server, 'PATCH /api/matches/31/').map((request) => request.body)).toEqual([
      { status: 'jobseeker_accept', note: 'Spoke on the phone: keen.' },
    ]);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Confirm match (1)',
        'Job seeker accept (1)',
        'Phone screen (1)',
      ]),
    );
    await waitFor(() => expect(received(server, 'GET /api/matches/31/events/').length).toBeGreaterThan(1));
    // The card moved to its new status section and stays open there, saying what happened, for the next move.
    const moved = within(within(screen.getByRole('list', { name: 'Job seeker accept' })).getByRole('listitem', { name: 'Janet Okafor' }));
    expect(moved.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
    expect(moved.getByText('Moved to Job seeker accept.')).toBeTruthy();
    expect(moved.getByRole('form', { name: 'Move Janet Okafor’s match' })).toBeTruthy();
  });

  it('offers only the moves the rules allow from the current status, and says why not the others', async () => {
    signIn({});
    renderApp('/role/matches/r-1#match-31');
    const janet = within(await screen.findByRole('listitem', { name: 'Janet Okafor' }));
    const form = within(await janet.findByRole('form', { name: 'Move Janet Okafor’s match' }));
    fireEvent.mouseDown(form.getByRole('combobox', { name: 'Status' }));
    const menu = within(await screen.findByRole('listbox'));
    expect(menu.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Confirm match (now)',
      'Staff rejected',
      'Job seeker accept',
      'Job seeker reject',
      'Match expired',
    ]);
    fireEvent.keyDown(menu.getAllByRole('option')[0]!, { key: 'Escape' });
    const why = within(form.getByRole('list', { name: 'Statuses not possible now' }));
    expect(why.getByText('Pending employer review').parentElement!.textContent).toBe(
      'Pending employer review: The job seeker accepts the match first: set "Job seeker accept" before sending it to the employer.',
    );
    expect(why.getByText('Hired').parentElement!.textContent).toMatch(/^Hired: Staff send the match to the employer/);
  });

  it('shows the server’s 409 message and asks the first-year salary with hired', async () => {
    const offered = wireMatch({
      id: 32,
      jobseeker: 102,
      jobseeker_first_name: 'Luis',
      jobseeker_last_name: 'Ortega',
      status: 'offer_extended',
      waiting_on: 'jobseeker',
    });
    signIn({
      [ROLE_MATCHES]: { status: 200, body: { results: [roleMatches[0], offered] } },
      'PATCH /api/matches/32/': { status: 409, body: { detail: 'Another candidate of this role already has an offer.' } },
    });
    renderApp('/role/matches/r-1#match-32');
    const luis = within(await screen.findByRole('listitem', { name: 'Luis Ortega' }));
    // A link to the match opens it.
    const form = within(await luis.findByRole('form', { name: 'Move Luis Ortega’s match' }));
    fireEvent.mouseDown(form.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hired' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe('Enter the first-year salary: the placement fee is worked out from it.');
    fireEvent.change(form.getByRole('textbox', { name: 'First-year salary (USD)' }), { target: { value: '$85,000' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('Another candidate of this role already has an offer.'));
    expect(received(server, 'PATCH /api/matches/32/').map((request) => request.body)).toEqual([{ status: 'hired', first_year_salary: 85000 }]);
  });

  it('says when the role has no matches, and shows a failure with Try Again', async () => {
    signIn({ [ROLE_MATCHES]: { status: 200, body: { results: [] } } });
    renderApp('/role/matches/r-1');
    expect(await screen.findByText(/This role has no matches yet/)).toBeTruthy();
    cleanup();
    signIn({ [ROLE_MATCHES]: { status: 500, body: { detail: 'boom' } } });
    renderApp('/role/matches/r-1');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The role’s matches could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('all job seekers in the pipeline (/role/matches)', { timeout: 20_000 }, () => {
  const all = [
    wireMatch({ id: 1, jobseeker: 101, role: 'r-1', role_title: 'Math Coach', status: 'confirm_match', status_changed_at: '2026-03-02T00:00:00.000Z' }),
    wireMatch({
      id: 2,
      jobseeker: 101,
      role: 'r-2',
      role_title: 'Registrar',
      employer_name: 'Hillside Schools',
      status: 'phone_screen',
      waiting_on: 'employer',
      status_changed_at: '2026-03-05T00:00:00.000Z',
    }),
    wireMatch({ id: 3, jobseeker: 102, jobseeker_first_name: 'Ada', jobseeker_last_name: 'Lovelace', role: 'r-1', status: 'hired', waiting_on: 'none' }),
  ];

  it('groups every match by job seeker, by name, each linking to its role’s pipeline', async () => {
    signInShell(server, 'staff', { routes: { 'GET /api/matches/?archived=false': { status: 200, body: { results: all } } } });
    renderApp('/role/matches');
    expect(await screen.findByRole('heading', { level: 1, name: 'All job seekers' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Job seekers in the pipeline' }));
    expect(list.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Ada Lovelace · 1 match', 'Janet Okafor · 2 matches']);
    const janet = within(list.getByRole('list', { name: 'Matches of Janet Okafor' }));
    const links = janet.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Registrar', '/role/matches/r-2#match-2'],
      ['Math Coach', '/role/matches/r-1#match-1'],
    ]);
    expect(janet.getByText('Phone screen')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name or role' }), { target: { value: 'registrar' } });
    expect(list.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Janet Okafor · 2 matches']);
  });

  it('includes archived matches on request, and says when there are none', async () => {
    signInShell(server, 'staff', {
      routes: { 'GET /api/matches/?archived=false': { status: 200, body: { results: [] } }, 'GET /api/matches/': { status: 200, body: { results: [all[2]] } } },
    });
    renderApp('/role/matches');
    expect(await screen.findByText('No active matches. Archived ones show with the switch above.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Include archived matches' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace · 1 match' })).toBeTruthy();
  });
});
