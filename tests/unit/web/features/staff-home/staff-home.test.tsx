// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell } from '../../support/shell';
import type { staffOverviewWireSchema } from '../../../../../src/shared/wire/staff-overview-wire';
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

const OVERVIEW = 'GET /api/staff/overview/';
const IN_REVIEW = 'GET /api/employer/role/?status=in_review';
const noneInReview = { [IN_REVIEW]: { status: 200, body: { results: [] } } };
const overview = {
  jobseekers: 1204,
  employers: 37,
  roles: 52,
  published_roles: 18,
  matches_by_status: { confirm_match: 4, pending_employer_review: 9, hired: 2, offer_extended: 0 },
} satisfies FromSchema<typeof staffOverviewWireSchema>;

function cardValues(): string[][] {
  return within(screen.getByRole('list', { name: 'Platform counts' }))
    .getAllByRole('listitem')
    .map((card) => Array.from(card.children).map((child) => child.textContent ?? ''));
}

describe('staff home', () => {
  it('shows the live counts and the matches by status with their labels', async () => {
    signInShell(server, 'staff', { routes: { ...noneInReview, [OVERVIEW]: { status: 200, body: overview } } });
    renderApp('/dashboard');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Staff dashboard' });
    // The heading takes focus in an effect, which may run after the heading is already in the document.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await screen.findByText('1,204');
    expect(cardValues()).toEqual([
      ['Job seekers', '1,204'],
      ['Employers', '37'],
      ['Roles', '52'],
      ['Published roles', '18'],
    ]);
    const table = screen.getByRole('table', { name: 'Matches by status' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Status', 'Matches']);
    const byLabel = Object.fromEntries(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => [header.textContent, header.closest('tr')?.querySelector('td')?.textContent]),
    );
    expect(byLabel['Confirm match']).toBe('4');
    expect(byLabel['Pending employer review']).toBe('9');
    expect(byLabel['Hired']).toBe('2');
    expect(byLabel['Phone screen']).toBe('0');
    expect(byLabel['Total']).toBe('15');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(21 + 1);
  });

  it('shows a loading state, then the failure with Try Again, which asks again', async () => {
    signInShell(server, 'staff', { routes: { ...noneInReview, [OVERVIEW]: { status: 403, body: { detail: 'Staff only.' } } } });
    renderApp('/dashboard');
    expect(await screen.findByRole('status')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The platform overview could not be loaded. Staff only.');
    signInShell(server, 'staff', { routes: { ...noneInReview, [OVERVIEW]: { status: 200, body: overview } } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1,204')).toBeTruthy();
  });

  it('counts the roles waiting for review and links to their list', async () => {
    const waiting = [
      { uuid: 'r-1', status: 'in_review', job_title: 'Grade 5 Teacher', created_at: '2026-03-01T10:00:00.000Z' },
      { uuid: 'r-2', status: 'in_review', job_title: 'Principal', created_at: '2026-03-02T10:00:00.000Z' },
    ];
    signInShell(server, 'staff', { routes: { [OVERVIEW]: { status: 200, body: overview }, [IN_REVIEW]: { status: 200, body: { results: waiting } } } });
    const app = renderApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Roles waiting for review' }));
    expect(await card.findByText('2 roles are waiting for review.')).toBeTruthy();
    fireEvent.click(card.getByRole('link', { name: 'Review roles' }));
    await screen.findByRole('heading', { level: 1, name: 'Roles waiting for review' });
    expect(app.currentPath()).toBe('/review/roles');
  });
});
