// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell, type Routes } from '../../support/shell';
import { jobseekerHit, ROLE_HIT, ROLE_ROUTE, searchPage, wireMatch } from './fixtures';
import type { candidateExplanationWireSchema } from '../../../../../src/shared/wire/matching-candidates-wire';
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

const EXPLAIN = 'GET /api/matching/roles/r-1/candidates/101/';

const eligible = {
  jobseeker: { id: 101, first_name: 'Janet', last_name: 'Okafor' },
  match_id: null,
  eligible: true,
  failed_filters: [],
  unmet_requirements: [],
  starts_late: false,
  score: 82,
  algorithm_version: '2026-11.1',
  filters: [
    { name: 'open_to_matching', passed: true, reason: 'Open to matching', role_value: true, jobseeker_value: true },
    { name: 'Authorized to work in the US', passed: true, reason: 'Authorized', role_value: true, jobseeker_value: true },
    { name: 'Salary', passed: true, reason: 'Asks $70,000, the role offers up to $90,000', role_value: 90000, jobseeker_value: 70000 },
  ],
  factors: [
    { name: 'Languages', points: 5, max_points: 10, reason: '1 of 2 languages match', role_value: ['spanish', 'french'], jobseeker_value: ['spanish'] },
  ],
} satisfies FromSchema<typeof candidateExplanationWireSchema>;

const excluded = {
  jobseeker: { id: 101, first_name: 'Janet', last_name: 'Okafor' },
  match_id: null,
  eligible: false,
  failed_filters: [{ name: 'Location', reason: 'Lives in Denver; the role is in Boston and they will not relocate' }],
  score: 0,
  unmet_requirements: [],
  starts_late: false,
  algorithm_version: '2026-11.1',
  filters: [
    {
      name: 'Location',
      passed: false,
      reason: 'Lives in Denver; the role is in Boston and they will not relocate',
      role_value: { metro_area: 'Boston' },
      jobseeker_value: { metro_area: 'Denver', open_to_relocation: false },
    },
  ],
  factors: [],
} satisfies FromSchema<typeof candidateExplanationWireSchema>;

function signIn(routes: Routes): void {
  signInShell(server, 'staff', { routes: { ...ROLE_ROUTE, ...routes } });
}

/** Types into a combo box as a person does: focus, then text (MUI opens the list on input). */
function typeInto(box: HTMLElement, text: string): void {
  box.focus();
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: text } });
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('debug algorithm (/matching/debug)', { timeout: 20_000 }, () => {
  it('shows every filter and factor of the pair in the address, with both values', async () => {
    signIn({ [EXPLAIN]: { status: 200, body: eligible }, 'POST /api/matches/': { status: 201, body: wireMatch({ id: 77 }) } });
    renderApp('/matching/debug?role=r-1&jobseeker=101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Debug algorithm' })).toBeTruthy();
    expect((await screen.findByText(/Eligible: passes every filter and scores 82 of 100/)).textContent).toContain('algorithm 2026-11.1');
    expect(rowsOf(screen.getByRole('table', { name: 'Filters' }))).toEqual([
      ['Open to matching', 'Passed', 'Yes', 'Yes', 'Open to matching'],
      ['Authorized to work in the US', 'Passed', 'Yes', 'Yes', 'Authorized'],
      ['Salary', 'Passed', '90,000', '70,000', 'Asks $70,000, the role offers up to $90,000'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Factors' }))).toEqual([['Languages', '5 / 10', 'spanish, french', 'spanish', '1 of 2 languages match']]);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLInputElement).value).toBe('Math Coach · Lakeside Charter Network'));
    expect((screen.getByRole('combobox', { name: 'Job seeker' }) as HTMLInputElement).value).toBe('Janet Okafor');
    // An eligible pair can be proposed from here, once staff have read what it does.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Propose match: Janet Okafor' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Propose match: Janet Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose Janet Okafor?' });
    expect(dialog.textContent).toContain(
      'Janet Okafor will be proposed for Math Coach at Lakeside Charter Network. An e-mail will ask them the next morning to confirm their interest.',
    );
    expect(dialog.textContent).not.toContain('overridden');
    expect(received(server, 'POST /api/matches/')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose match' }));
    expect(await screen.findByText(/Match #77 created: Confirm match\./)).toBeTruthy();
    expect(received(server, 'POST /api/matches/').map((request) => request.body)).toEqual([{ role: 'r-1', jobseeker: 101 }]);
  });

  it('says which filter excludes a job seeker', async () => {
    signIn({ [EXPLAIN]: { status: 200, body: excluded } });
    renderApp('/matching/debug?role=r-1&jobseeker=101');
    const verdict = await screen.findByText(/Not eligible/);
    expect(verdict.textContent).toContain('1 filter excludes this job seeker.');
    expect(verdict.textContent).toContain('Location: Lives in Denver; the role is in Boston and they will not relocate');
    expect(rowsOf(screen.getByRole('table', { name: 'Filters' }))[0]).toEqual([
      'Location',
      'Failed',
      'Metro area: Boston',
      'Metro area: Denver; Open to relocation: No',
      'Lives in Denver; the role is in Boston and they will not relocate',
    ]);
    expect(screen.getByText('No factors were scored: a job seeker who fails a filter is not scored.')).toBeTruthy();
    // Staff may still propose them: the dialog says which filter the match overrides, and nothing is sent unasked.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Propose match: Janet Okafor' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Propose match: Janet Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose Janet Okafor?' });
    expect(dialog.textContent).toContain('They do not pass one of the role’s filters (Location): the match will record that the filters were overridden.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received(server, 'POST /api/matches/')).toEqual([]);
  });

  it('finds the role and the job seeker by search, then explains the pair', async () => {
    signIn({
      'GET /api/matching/search/?q=math&type=roles&limit=10': {
        status: 200,
        body: searchPage([ROLE_HIT], { pageSize: 10 }) satisfies FromSchema<typeof rolePageSchema>,
      },
      'GET /api/matching/search/?q=jan&type=jobseekers&limit=10': {
        status: 200,
        body: searchPage([jobseekerHit(101, 'Janet', 'Okafor', 'janet@example.com')], { pageSize: 10 }) satisfies FromSchema<typeof jobseekerPageSchema>,
      },
      [EXPLAIN]: { status: 200, body: eligible },
    });
    const app = renderApp('/matching/debug');
    expect(await screen.findByText('Choose a role and a job seeker to see every filter and factor for the pair.')).toBeTruthy();
    const role = screen.getByRole('combobox', { name: 'Role' });
    typeInto(role, 'math');
    fireEvent.click(await screen.findByRole('option', { name: 'Math Coach · Lakeside Charter Network' }));
    await waitFor(() => expect(app.currentPath()).toBe('/matching/debug?role=r-1'));
    const seeker = screen.getByRole('combobox', { name: 'Job seeker' });
    typeInto(seeker, 'jan');
    fireEvent.click(await screen.findByRole('option', { name: 'Janet Okafor · janet@example.com' }));
    await waitFor(() => expect(app.currentPath()).toBe('/matching/debug?role=r-1&jobseeker=101'));
    expect(await screen.findByRole('table', { name: 'Factors' })).toBeTruthy();
    expect(received(server, EXPLAIN)).toHaveLength(1);
  });

  it('says when a search finds nothing', async () => {
    signIn({
      'GET /api/matching/search/?q=zzz&type=roles&limit=10': {
        status: 200,
        body: searchPage([], { pageSize: 10 }) satisfies FromSchema<typeof rolePageSchema>,
      },
    });
    renderApp('/matching/debug');
    typeInto(await screen.findByRole('combobox', { name: 'Role' }), 'zzz');
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeTruthy();
  });

  it('shows a failure with Try Again', async () => {
    signIn({ [EXPLAIN]: { status: 404, body: { detail: 'No such job seeker.' } } });
    renderApp('/matching/debug?role=r-1&jobseeker=101');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The explanation could not be loaded. No such job seeker.');
  });
});
