// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { received, startTestServer, type RouteAnswer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell, type Routes } from '../../support/shell';
import { ROLE_ROUTE } from './fixtures';
import type { filterOptionsWireSchema } from '../../../../../src/shared/wire/matching-filter-options-wire';
import type {
  filtersWireSchema,
  filtersetWireSchema,
  filtersetListWireSchema,
  roleFiltersWireSchema,
} from '../../../../../src/shared/wire/matching-filtersets-wire';
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

const SETS = 'GET /api/matching/roles/r-1/filtersets/';
const ROLE_FILTERS = 'GET /api/matching/roles/r-1/filters/';

const OPTIONS = 'GET /api/matching/filter-options/';
const roleFilters = {
  maximum_salary: 90000,
  requires_travel: false,
  metro_areas: ['Boston, MA'],
  role_types: ['full_time'],
  skills: [{ skill_id: 'lesson_planning', rating: 2 }],
  minimum_years_experience: 3,
  preferred_colleges: [228778],
  ideal_start_date: '2027-01-11',
  last_updated: '2026-03-01T00:00:00.000Z',
  filter_group_id: 4,
} satisfies FromSchema<typeof filtersWireSchema>;
const roleFiltersBody = { role: 'r-1', algorithm_version: '2026-11.1', filters: roleFilters } satisfies FromSchema<typeof roleFiltersWireSchema>;
const metroHint = 'Choose a metro area from the list, or type it as City, ST (for example Boise, ID)';
const filterOptions = {
  criteria: {
    metro_areas: {
      noun: 'metro area',
      plural: 'metro areas',
      options: [
        { value: 'Boston, MA', title: 'Boston, MA' },
        { value: 'Providence, RI', title: 'Providence, RI' },
      ],
      custom: { pattern: "^[A-Z][A-Za-z.'-]*( [A-Z][A-Za-z.'-]*)*, [A-Z]{2}$", hint: metroHint },
    },
    role_types: {
      noun: 'employment type',
      plural: 'employment types',
      options: [
        { value: 'full_time', title: 'Full-time' },
        { value: 'contracted', title: 'Contract' },
      ],
      custom: null,
    },
    skills: {
      noun: 'skill',
      plural: 'skills',
      item_field: 'skill_id',
      levels: {
        field: 'rating',
        options: [
          { value: 1, title: 'Novice' },
          { value: 2, title: 'Intermediate' },
          { value: 3, title: 'Advanced' },
        ],
      },
      options: [
        { value: 'lesson_planning', title: 'Lesson and unit planning', group: 'Instruction & Curriculum' },
        { value: 'budgeting', title: 'Budget planning', group: 'Operations & Finance' },
      ],
      custom: null,
    },
  },
  formats: {
    maximum_salary: { kind: 'money', unit: 'USD a year' },
    ideal_start_date: { kind: 'date' },
    preferred_colleges: { kind: 'search', path: '/api/universities/', noun: 'college', plural: 'colleges' },
  },
} satisfies FromSchema<typeof filterOptionsWireSchema>;
const COLLEGE_NAMES = 'GET /api/universities/?ids=228778';
const collegeNames = {
  count: 1,
  next: null,
  previous: null,
  results: [{ id: 228778, name: 'The University of Texas at Austin', city: 'Austin', state: 'TX' }],
};

function wireSet(overrides: Partial<FromSchema<typeof filtersetWireSchema>> = {}): FromSchema<typeof filtersetWireSchema> {
  return {
    id: 9,
    role: 'r-1',
    name: 'Remote only',
    filters: { ...roleFilters, requires_travel: true },
    differs_from_role: 1,
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-04T00:00:00.000Z',
    ...overrides,
  };
}

/** The role's sets as GET /api/matching/roles/{uuid}/filtersets/ lists them. */
function setList(sets: FromSchema<typeof filtersetWireSchema>[]): FromSchema<typeof filtersetListWireSchema> {
  return { count: sets.length, results: sets };
}

function signIn(sets: RouteAnswer, routes: Routes = {}): void {
  signInShell(server, 'staff', {
    routes: {
      ...ROLE_ROUTE,
      [SETS]: sets,
      [ROLE_FILTERS]: { status: 200, body: roleFiltersBody },
      [OPTIONS]: { status: 200, body: filterOptions },
      [COLLEGE_NAMES]: { status: 200, body: collegeNames },
      ...routes,
    },
  });
}

describe('filter sets (/role/filterset/:roleUuid)', { timeout: 20_000 }, () => {
  it('lists the sets with how many filters differ from the role, and shows the role’s own', async () => {
    signIn({
      status: 200,
      body: setList([
        wireSet(),
        wireSet({ id: 10, name: 'Same', filters: roleFilters, differs_from_role: 0 }),
        wireSet({ id: 11, name: 'Wide', differs_from_role: 3 }),
      ]),
    });
    renderApp('/role/filterset/r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Filter sets: Math Coach' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Filter sets' }));
    const rows = list.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Remote only', 'Same', 'Wide']);
    // A saved set names the filters it changes.
    await waitFor(() => expect(rows[0]!.textContent).toContain('1 filter differs from the role: Requires travel'));
    // Changed at midnight UTC: the evening before in the marketplace's time zone (America/New_York).
    expect(rows[0]!.textContent).toContain('Last changed Mar 3, 2026');
    expect(rows[1]!.textContent).toContain('Same filters as the role');
    expect(rows[2]!.textContent).toContain('3 filters differ from the role');
    expect(within(rows[0]!).getByRole('link', { name: 'Candidates with this set' }).getAttribute('href')).toBe('/matching-results/r-1?filterset=9');
    const own = screen.getByRole('region', { name: 'The role’s own filters' });
    // Money, dates and colleges as the rest of the product writes them: never 90,000, 2027-01-11 or an id.
    await waitFor(() => expect(own.textContent).toContain('Maximum salary$90,000 a year'));
    expect(own.textContent).toContain('Ideal start dateJan 11, 2027');
    await waitFor(() => expect(own.textContent).toContain('Preferred collegesThe University of Texas at Austin'));
    expect(own.textContent).toContain('Metro areasBoston, MA');
    // Options by their titles, never their codes.
    await waitFor(() => expect(own.textContent).toContain('Role typesFull-time'));
    expect(own.textContent).toContain('SkillsLesson and unit planning (Intermediate)');
    // Bookkeeping is not a filter (spec 000 §3).
    expect(own.textContent).not.toContain('Last updated');
    expect(own.textContent).not.toContain('Filter group');
  });

  it('creates a set from the role’s filters, the options chosen by their titles, counting the differences while editing', async () => {
    const saved: FromSchema<typeof filtersetWireSchema>[] = [];
    signIn(() => ({ status: 200, body: setList(saved) }), {
      'POST /api/matching/roles/r-1/filtersets/': (request) => {
        const set = wireSet({ id: 12, ...(request.body as object), differs_from_role: 2 });
        saved.push(set);
        return { status: 201, body: set };
      },
    });
    renderApp('/role/filterset/r-1');
    expect(await screen.findByText(/No filter sets yet/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'New filter set' }));
    const form = within(await screen.findByRole('form', { name: 'New filter set' }));
    expect(form.getByText('Same filters as the role')).toBeTruthy();
    // Colleges are chosen by name (a search), shown by name; money has its dollar sign and period.
    expect(await form.findByRole('button', { name: 'The University of Texas at Austin' })).toBeTruthy();
    expect(form.getByRole('combobox', { name: 'Preferred colleges' })).toBeTruthy();
    expect(form.getByText('$90,000 a year', { exact: false })).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Create filter set' }));
    expect(await form.findByText('Give the filter set a name.')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: 'Name' }), { target: { value: 'Remote, less experience' } });
    fireEvent.click(await form.findByRole('switch', { name: 'Requires travel' }));
    fireEvent.change(form.getByRole('spinbutton', { name: 'Minimum years experience' }), { target: { value: '1' } });
    expect(form.getByText('2 filters differ from the role')).toBeTruthy();

    // The employment types are offered by title: "Contract", saved as its code.
    expect(form.getByText('Full-time')).toBeTruthy();
    const types = form.getByRole('combobox', { name: 'Role types' });
    fireEvent.change(types, { target: { value: 'contr' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Contract' }));
    expect(form.getByText('3 filters differ from the role')).toBeTruthy();

    // Skills by name, with the level needed.
    const add = form.getByRole('combobox', { name: 'Add a skill' });
    fireEvent.change(add, { target: { value: 'budget' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Budget planning' }));
    fireEvent.change(form.getByRole('combobox', { name: 'Level of Budget planning' }), { target: { value: '3' } });
    fireEvent.click(form.getByRole('button', { name: 'Remove Lesson and unit planning' }));

    fireEvent.click(form.getByRole('button', { name: 'Create filter set' }));
    const row = await screen.findByRole('listitem', { name: 'Remote, less experience' });
    expect(row.textContent).toContain('2 filters differ from the role');
    expect(screen.queryByRole('form', { name: 'New filter set' })).toBeNull();
    expect(received(server, 'POST /api/matching/roles/r-1/filtersets/').map((request) => request.body)).toEqual([
      {
        name: 'Remote, less experience',
        filters: {
          maximum_salary: 90000,
          requires_travel: true,
          metro_areas: ['Boston, MA'],
          role_types: ['full_time', 'contracted'],
          skills: [{ skill_id: 'budgeting', rating: 3 }],
          minimum_years_experience: 1,
          preferred_colleges: [228778],
          ideal_start_date: '2027-01-11',
          filter_group_id: 4,
        },
      },
    ]);
  });

  it('marks a value that is not an option (a code typed into an old set) and will not save until it is removed', async () => {
    signIn(
      {
        status: 200,
        body: setList([wireSet({ filters: { ...roleFilters, role_types: ['fulltime'], metro_areas: ['Boston, MA', 'springfield'] }, differs_from_role: 2 })]),
      },
      {
        'PATCH /api/matching/filtersets/9/': (request) => ({ status: 200, body: wireSet({ ...(request.body as object) }) }),
      },
    );
    renderApp('/role/filterset/r-1');
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Remote only' })).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Remote only' }));
    expect(await form.findByText('fulltime (not an option)')).toBeTruthy();
    expect(form.getByText('“fulltime” is not one of the employment types: remove it.')).toBeTruthy();
    expect(form.getByText(`“springfield” is not one of the metro areas: remove it. ${metroHint}.`)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect((await form.findByRole('alert')).textContent).toBe('Correct the filters marked in red first.');
    expect(received(server, 'PATCH /api/matching/filtersets/9/')).toHaveLength(0);

    // A metro area off the list is fine in the form City, ST.
    const metros = form.getByRole('combobox', { name: 'Metro areas' });
    fireEvent.keyDown(metros, { key: 'Backspace' });
    fireEvent.change(metros, { target: { value: 'Boise, ID' } });
    fireEvent.keyDown(metros, { key: 'Enter' });
    const types = form.getByRole('combobox', { name: 'Role types' });
    fireEvent.keyDown(types, { key: 'Backspace' });
    await waitFor(() => expect(form.queryByText('fulltime (not an option)')).toBeNull());
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(received(server, 'PATCH /api/matching/filtersets/9/')).toHaveLength(1));
    expect(received(server, 'PATCH /api/matching/filtersets/9/')[0]!.body).toMatchObject({
      filters: { role_types: [], metro_areas: ['Boston, MA', 'Boise, ID'] },
    });
  });

  it('falls back to typed values when the lists of options cannot be loaded, and says so', async () => {
    signIn({ status: 200, body: setList([wireSet()]) }, { [OPTIONS]: { status: 403, body: { detail: 'This needs a staff account.' } } });
    renderApp('/role/filterset/r-1');
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Remote only' })).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Remote only' }));
    expect((await form.findByText(/The lists of options could not be loaded/)).textContent).toContain('This needs a staff account.');
    expect((form.getByRole('textbox', { name: 'Role types' }) as HTMLInputElement).value).toBe('full_time');
  });

  it('edits a set and shows the server’s refusal', async () => {
    signIn(
      { status: 200, body: setList([wireSet()]) },
      { 'PATCH /api/matching/filtersets/9/': { status: 400, body: { name: ['A filter set of this role already has that name.'] } } },
    );
    renderApp('/role/filterset/r-1');
    const row = within(await screen.findByRole('listitem', { name: 'Remote only' }));
    fireEvent.click(row.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Remote only' }));
    expect(form.getByText('1 filter differs from the role')).toBeTruthy();
    expect(((await form.findByRole('switch', { name: 'Requires travel' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(form.getByRole('textbox', { name: 'Name' }), { target: { value: 'Same' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect((await form.findByRole('alert')).textContent).toBe('A filter set of this role already has that name.');
    expect(received(server, 'PATCH /api/matching/filtersets/9/')[0]!.body).toMatchObject({ name: 'Same', filters: { requires_travel: true } });
  });

  it('deletes a set after asking', async () => {
    let sets = [wireSet()];
    signIn(() => ({ status: 200, body: setList(sets) }), {
      'DELETE /api/matching/filtersets/9/': () => {
        sets = [];
        return { status: 204 };
      },
    });
    renderApp('/role/filterset/r-1');
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Remote only' })).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Remote only?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No filter sets yet/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received(server, 'DELETE /api/matching/filtersets/9/')).toHaveLength(1);
  });

  it('shows a failure with Try Again', async () => {
    signIn({ status: 404, body: { detail: 'No such role.' } });
    renderApp('/role/filterset/r-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The filter sets could not be loaded. No such role.');
  });
});
