// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server';
import { startTestServer } from '../support/test-server';
import type { RouteAnswer, Routes } from '../features/support/shell';
import { renderShell, requestsTo, signInShell } from '../features/support/shell';
import { ROLE_ROUTE } from './fixtures';

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

const SETS = 'GET /api/matching/roles/r-1/filtersets/';
const ROLE_FILTERS = 'GET /api/matching/roles/r-1/filters/';

const roleFilters = { max_salary: 90000, remote: false, metro_areas: ['boston'], min_years_experience: 3, last_updated: '2026-03-01T00:00:00.000Z', filter_group_id: 4 };

function wireSet(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 9, role: 'r-1', name: 'Remote only', filters: { ...roleFilters, remote: true }, differs_from_role: 1, created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-04T00:00:00.000Z', ...overrides };
}

function signIn(sets: RouteAnswer, routes: Routes = {}): void {
  signInShell(server, 'staff', { routes: { ...ROLE_ROUTE, [SETS]: sets, [ROLE_FILTERS]: { status: 200, body: roleFilters }, ...routes } });
}

describe('filter sets (/role/filterset/:roleUuid)', { timeout: 20_000 }, () => {
  it('lists the sets with how many filters differ from the role, and shows the role’s own', async () => {
    signIn({ status: 200, body: [wireSet(), wireSet({ id: 10, name: 'Same', filters: roleFilters, differs_from_role: 0 }), wireSet({ id: 11, name: 'Wide', differs_from_role: 3 })] });
    renderShell('/role/filterset/r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Filter sets: Math Coach' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Filter sets' }));
    const rows = list.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Remote only', 'Same', 'Wide']);
    expect(rows[0]!.textContent).toContain('1 filter differs from the role');
    expect(rows[0]!.textContent).toContain('Last changed Mar 4, 2026');
    expect(rows[1]!.textContent).toContain('Same filters as the role');
    expect(rows[2]!.textContent).toContain('3 filters differ from the role');
    expect(within(rows[0]!).getByRole('link', { name: 'Candidates with this set' }).getAttribute('href')).toBe('/matching-results/r-1?filterset=9');
    const own = screen.getByRole('region', { name: 'The role’s own filters' });
    await waitFor(() => expect(own.textContent).toContain('Max salary90,000'));
    expect(own.textContent).toContain('Metro areasboston');
    // Bookkeeping is not a filter (spec 000 §3).
    expect(own.textContent).not.toContain('Last updated');
    expect(own.textContent).not.toContain('Filter group');
  });

  it('creates a set from the role’s filters, counting the differences while editing', async () => {
    const saved: unknown[] = [];
    signIn(() => ({ status: 200, body: saved }), {
      'POST /api/matching/roles/r-1/filtersets/': (request) => {
        const set = wireSet({ id: 12, ...(request.body as object), differs_from_role: 2 });
        saved.push(set);
        return { status: 201, body: set };
      },
    });
    renderShell('/role/filterset/r-1');
    expect(await screen.findByText(/No filter sets yet/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'New filter set' }));
    const form = within(await screen.findByRole('form', { name: 'New filter set' }));
    expect(form.getByText('Same filters as the role')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Create filter set' }));
    expect(await form.findByText('Give the filter set a name.')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: 'Name' }), { target: { value: 'Remote, less experience' } });
    fireEvent.click(form.getByRole('switch', { name: 'Remote' }));
    fireEvent.change(form.getByRole('spinbutton', { name: 'Min years experience' }), { target: { value: '1' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Metro areas' }), { target: { value: 'boston, providence' } });
    expect(form.getByText('3 filters differ from the role')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: 'Metro areas' }), { target: { value: 'boston' } });
    expect(form.getByText('2 filters differ from the role')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Create filter set' }));
    const row = await screen.findByRole('listitem', { name: 'Remote, less experience' });
    expect(row.textContent).toContain('2 filters differ from the role');
    expect(screen.queryByRole('form', { name: 'New filter set' })).toBeNull();
    expect(requestsTo(server, 'POST /api/matching/roles/r-1/filtersets/').map((request) => request.body)).toEqual([
      { name: 'Remote, less experience', filters: { max_salary: 90000, remote: true, metro_areas: ['boston'], min_years_experience: 1, filter_group_id: 4 } },
    ]);
  });

  it('edits a set and shows the server’s refusal', async () => {
    signIn({ status: 200, body: [wireSet()] }, { 'PATCH /api/matching/filtersets/9/': { status: 400, body: { name: ['A filter set of this role already has that name.'] } } });
    renderShell('/role/filterset/r-1');
    const row = within(await screen.findByRole('listitem', { name: 'Remote only' }));
    fireEvent.click(row.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Remote only' }));
    expect(form.getByText('1 filter differs from the role')).toBeTruthy();
    expect((form.getByRole('switch', { name: 'Remote' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(form.getByRole('textbox', { name: 'Name' }), { target: { value: 'Same' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect((await form.findByRole('alert')).textContent).toBe('A filter set of this role already has that name.');
    expect(requestsTo(server, 'PATCH /api/matching/filtersets/9/')[0]!.body).toMatchObject({ name: 'Same', filters: { remote: true } });
  });

  it('deletes a set after asking', async () => {
    let sets = [wireSet()];
    signIn(() => ({ status: 200, body: sets }), {
      'DELETE /api/matching/filtersets/9/': () => {
        sets = [];
        return { status: 204 };
      },
    });
    renderShell('/role/filterset/r-1');
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Remote only' })).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Remote only?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No filter sets yet/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(server, 'DELETE /api/matching/filtersets/9/')).toHaveLength(1);
  });

  it('shows a failure with Try Again', async () => {
    signIn({ status: 404, body: { detail: 'No such role.' } });
    renderShell('/role/filterset/r-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The filter sets could not be loaded. No such role.');
  });
});
