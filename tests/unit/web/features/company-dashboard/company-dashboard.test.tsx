// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFlowVersion } from '../../../../../scripts/lib/schema-files';
import type { RoleStatus } from '../../../../../src/shared/role-statuses';
import type { employerWireSchema } from '../../../../../src/shared/wire/employer-wire';
import type { roleFeedbackWireSchema } from '../../../../../src/shared/wire/role-feedback-wire';
import type { roleWireSchema } from '../../../../../src/shared/wire/role-wire';
import type { teamMemberWireSchema } from '../../../../../src/shared/wire/team-wire';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell, type Routes } from '../../support/shell';
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

const ADMIN = {
  user_type: 'employee',
  employer_id: 3,
  job_title: 'Principal',
  can_edit_roles: true,
  is_team_admin: true,
  employer: { id: 3, name: 'Lakeside Charter Network', slug: 'lakeside-charter-network' },
};

const EMPLOYER = {
  id: 3,
  name: 'Lakeside Charter Network',
  slug: 'lakeside-charter-network',
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-06T10:00:00.000Z',
  flow_version: 1,
  completeness: 40,
  logo_url: null,
} satisfies FromSchema<typeof employerWireSchema>;

function role(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    id: 1,
    uuid: 'r-1',
    status: 'draft',
    job_title: 'Grade 5 Teacher',
    title: 'Grade 5 Teacher',
    job_type: null,
    location: null,
    created_at: '2026-02-01T12:00:00.000Z',
    updated_at: '2026-03-02T12:00:00.000Z',
    published_at: null,
    submitted_at: null,
    completion: 50,
    unresolved_feedback: 0,
    agreed_service_tier: null,
    agreed_fee_percent: null,
    ...overrides,
  };
}

/** A full role body (GET /api/employer/role/{uuid}/) for the change-status dialog. */
function roleBody(overrides: Partial<FromSchema<typeof roleWireSchema>>): FromSchema<typeof roleWireSchema> {
  return {
    id: 1,
    uuid: 'r-1',
    employer: { id: 3, name: 'Lakeside Charter Network', slug: 'lakeside-charter-network' },
    status: 'draft',
    cloned_from: null,
    agreed_service_tier: null,
    agreed_fee_percent: null,
    created_at: '2026-02-01T12:00:00.000Z',
    updated_at: '2026-03-02T12:00:00.000Z',
    submitted_at: null,
    published_at: null,
    closed_at: null,
    flow_version: 1,
    job_title: 'Grade 5 Teacher',
    completion: 50,
    completed_sections: [],
    sections: [],
    feedback: [],
    unresolved_feedback: 0,
    service_tier: 'enhanced',
    expected_fee: { tier: 'enhanced', percent: 10, compensation: 90000, amount: 9000, agreed: false, hourly_rate: null, hours_per_week: null },
    ...overrides,
  } satisfies FromSchema<typeof roleWireSchema>;
}

const ME = {
  id: 7,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane.doe@example.com',
  job_title: 'Principal',
  can_access_matching: true,
  can_edit_roles: true,
  is_team_admin: true,
  has_confirmed_email: true,
} satisfies FromSchema<typeof teamMemberWireSchema>;
const SAM = {
  id: 8,
  first_name: 'Sam',
  last_name: 'Lee',
  email: 'sam.lee@example.com',
  job_title: 'Teacher',
  can_access_matching: false,
  can_edit_roles: true,
  is_team_admin: false,
  has_confirmed_email: false,
} satisfies FromSchema<typeof teamMemberWireSchema>;

function signIn(options: { profile?: Record<string, unknown>; roles?: Record<string, unknown>[]; routes?: Routes } = {}): void {
  signInShell(server, 'employee', {
    profile: { ...ADMIN, ...options.profile },
    routes: {
      'GET /api/employers/3/': { status: 200, body: EMPLOYER },
      'GET /api/employer/role/': { status: 200, body: { results: options.roles ?? [] } },
      'GET /api/employer/staff/': { status: 200, body: { results: [ME, SAM] } },
      ...options.routes,
    },
  });
}

async function roleRow(title: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Roles' });
  return within(list).getByRole('listitem', { name: title });
}

// Whole-app renders with the real flow files: slower than 5 s in happy-dom when the suite runs on two busy cores.
describe('company dashboard', { timeout: 20_000 }, () => {
  it('shows the organization with its completeness and the way on to the first company question', async () => {
    signIn();
    renderApp('/dashboard');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Company dashboard' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const card = within(screen.getByRole('region', { name: 'Your organization' }));
    expect(await card.findByRole('heading', { name: 'Lakeside Charter Network' })).toBeTruthy();
    expect(card.getByText('Company profile 40% complete')).toBeTruthy();
    expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(card.getByRole('link', { name: 'Continue company profile' }).getAttribute('href')).toBe('/profile/primaryAddress');
    expect(card.getByRole('link', { name: 'Public page' }).getAttribute('href')).toBe('/employers/lakeside-charter-network');
    expect(card.getByRole('link', { name: 'Organization page' }).getAttribute('href')).toBe('/employer/lakeside-charter-network');
  });

  it('continues the company profile at the first question whose answer is missing', async () => {
    signIn({
      routes: {
        'GET /api/employers/3/': {
          status: 200,
          body: {
            ...EMPLOYER,
            flow_version: 1,
            primary_address: { street_address: '1 Main St', zipcode: '60601', state: 'IL', city: 'Chicago' },
            metro_area: null,
          },
        },
        'GET /api/flows/employer-profile/?version=1': { status: 200, body: { flow: loadFlowVersion('employer-profile', 1) } },
      },
    });
    renderApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Your organization' }));
    await waitFor(() => expect(card.getByRole('link', { name: 'Continue company profile' }).getAttribute('href')).toBe('/profile/metro_area'));
  });

  it('sends an employee without a job title to their details first', async () => {
    signIn({ profile: { job_title: null } });
    const app = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    expect(app.currentPath()).toBe('/employee/details');
  });

  it('lists the roles with status, completion, last change and the status button the spec names for each', async () => {
    signIn({
      roles: [
        role({ uuid: 'r-1', job_title: 'Grade 5 Teacher', status: 'draft', completion: 50 }),
        role({ uuid: 'r-2', job_title: 'Principal', status: 'draft', completion: 100, service_tier: 'premier_plus' }),
        role({ uuid: 'r-3', job_title: 'Counselor', status: 'draft', completion: 100, unresolved_feedback: 2 }),
        role({ uuid: 'r-4', job_title: 'Math Coach', status: 'open', completion: 100, agreed_service_tier: 'enhanced', agreed_fee_percent: 10 }),
        role({ uuid: 'r-5', job_title: null, status: 'in_review', completion: 100 }),
      ],
    });
    renderApp('/dashboard');
    const draft = within(await roleRow('Grade 5 Teacher'));
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.getByText('50% complete')).toBeTruthy();
    expect(draft.getByText('Mar 2, 2026')).toBeTruthy();
    expect(draft.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/role/r-1');
    expect(draft.queryByRole('button', { name: /Publish Role|View Staff Feedback|Change Role Status/ })).toBeNull();

    expect(within(await roleRow('Principal')).getByRole('button', { name: 'Publish Role' })).toBeTruthy();
    const withFeedback = within(await roleRow('Counselor'));
    expect(withFeedback.getByRole('button', { name: 'View Staff Feedback' })).toBeTruthy();
    expect(withFeedback.getByText('2 staff feedback items to resolve')).toBeTruthy();

    const open = within(await roleRow('Math Coach'));
    expect(open.getByText('Open')).toBeTruthy();
    expect(open.getByRole('button', { name: 'Change Role Status' })).toBeTruthy();
    expect(open.getByText('Agreed tier: Enhanced · 10% hiring fee')).toBeTruthy();
    expect(within(await roleRow('Principal')).getByText('Chosen tier: Premier Plus · 25% hiring fee')).toBeTruthy();
    expect(open.getByRole('link', { name: 'View role' })).toBeTruthy();
    // An open role is closed before it can be deleted.
    expect(open.queryByRole('button', { name: 'Delete' })).toBeNull();

    const untitled = within(await roleRow('Untitled role'));
    expect(untitled.getByText('In review')).toBeTruthy();
    expect(untitled.getByRole('button', { name: 'Change Role Status' })).toBeTruthy();
  });

  it('offers no role actions, invitations, permission switches or deletion to an employee without those rights', async () => {
    signIn({ profile: { can_edit_roles: false, is_team_admin: false }, roles: [role({ status: 'draft', completion: 100 })] });
    renderApp('/dashboard');
    const row = within(await roleRow('Grade 5 Teacher'));
    expect(row.getByRole('link', { name: 'View role' }).getAttribute('href')).toBe('/role/r-1');
    for (const name of ['Publish Role', 'Clone', 'Delete']) expect(row.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create role' })).toBeNull();
    const team = within(await screen.findByRole('list', { name: 'Team members' }));
    expect(team.getByRole('listitem', { name: 'Sam Lee' }).textContent).toContain('Role editing');
    expect(team.queryByRole('switch')).toBeNull();
    expect(team.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite a coworker' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull();
  });

  it('deletes a role only after confirmation', async () => {
    let roles = [role({ uuid: 'r-1', job_title: 'Grade 5 Teacher' })];
    signIn({
      routes: {
        'GET /api/employer/role/': () => ({ status: 200, body: { results: roles } }),
        'DELETE /api/employer/role/r-1/': () => {
          roles = [];
          return { status: 204 };
        },
      },
    });
    renderApp('/dashboard');
    fireEvent.click(within(await roleRow('Grade 5 Teacher')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Grade 5 Teacher”?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received(server, 'DELETE /api/employer/role/r-1/')).toHaveLength(0);

    fireEvent.click(within(await roleRow('Grade 5 Teacher')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete “Grade 5 Teacher”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    expect(await screen.findByText(/Your organization has no roles yet/)).toBeTruthy();
    expect(received(server, 'DELETE /api/employer/role/r-1/')).toHaveLength(1);
  });

  it('keeps the role and says why when the server refuses the deletion', async () => {
    signIn({
      roles: [role({ uuid: 'r-1' })],
      routes: { 'DELETE /api/employer/role/r-1/': { status: 409, body: { detail: 'This role is open to candidates. Close it before deleting it.' } } },
    });
    renderApp('/dashboard');
    fireEvent.click(within(await roleRow('Grade 5 Teacher')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This role is open to candidates. Close it before deleting it.');
  });

  it('clones a role and opens the copy; creates a role and opens its introduction', async () => {
    signIn({
      roles: [role({ uuid: 'r-1' })],
      routes: {
        'POST /api/employer/role/r-1/clone/': { status: 201, body: roleBody({ uuid: 'r-copy', cloned_from: 'r-1' }) },
        'POST /api/employer/role/': { status: 201, body: roleBody({ uuid: 'r-new', job_title: null }) },
      },
    });
    const app = renderApp('/dashboard');
    fireEvent.click(within(await roleRow('Grade 5 Teacher')).getByRole('button', { name: 'Clone' }));
    await waitFor(() => expect(app.currentPath()).toBe('/role/r-copy'));
    cleanup();

    const again = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(again.currentPath()).toBe('/role/r-new/intro'));
    expect(received(server, 'POST /api/employer/role/')).toHaveLength(1);
  });

  it('pauses an open role, and closes it only after asking', async () => {
    signIn({
      roles: [role({ uuid: 'r-4', job_title: 'Math Coach', status: 'open', completion: 100 })],
      routes: {
        'PATCH /api/employer/role/r-4/': (request) => ({
          status: 200,
          body: roleBody({ uuid: 'r-4', status: (request.body as { status: RoleStatus }).status }),
        }),
      },
    });
    renderApp('/dashboard');
    fireEvent.click(within(await roleRow('Math Coach')).getByRole('button', { name: 'Change Role Status' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change Role Status' });
    expect(dialog.textContent).toContain('“Math Coach” is Open.');
    expect(within(dialog).queryByRole('button', { name: 'Reopen role' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received(server, 'PATCH /api/employer/role/r-4/').map((request) => request.body)).toEqual([{ status: 'paused' }]);

    fireEvent.click(within(await roleRow('Math Coach')).getByRole('button', { name: 'Change Role Status' }));
    dialog = await screen.findByRole('dialog', { name: 'Change Role Status' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close role' }));
    dialog = await screen.findByRole('dialog', { name: 'Close role?' });
    expect(received(server, 'PATCH /api/employer/role/r-4/')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received(server, 'PATCH /api/employer/role/r-4/').map((request) => request.body)).toEqual([{ status: 'paused' }, { status: 'closed' }]);
  });

  it('publishes a complete draft, showing its tier and expected fee first; a refusal stays in the dialog', async () => {
    let refuse = true;
    signIn({
      roles: [role({ uuid: 'r-2', job_title: 'Principal', completion: 100 })],
      routes: {
        'GET /api/employer/role/r-2/': { status: 200, body: roleBody({ uuid: 'r-2', job_title: 'Principal', completion: 100 }) },
        'GET /api/flows/role/?version=1': { status: 200, body: { flow: loadFlowVersion('role', 1) } },
        'PATCH /api/employer/role/r-2/': () =>
          refuse
            ? { status: 409, body: { detail: 'Answer every question before publishing: Skills is not complete yet.' } }
            : { status: 200, body: roleBody({ uuid: 'r-2', status: 'in_review', completion: 100 }) },
      },
    });
    renderApp('/dashboard');
    fireEvent.click(within(await roleRow('Principal')).getByRole('button', { name: 'Publish Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Role' });
    expect(await within(dialog).findByText('Enhanced · 10% hiring fee')).toBeTruthy();
    expect(within(dialog).getByText('About $9,000, on a first-year compensation of $90,000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish Role' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Answer every question before publishing: Skills is not complete yet.');
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish Role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received(server, 'PATCH /api/employer/role/r-2/').map((request) => request.body)).toEqual([{ status: 'in_review' }, { status: 'in_review' }]);
  });

  it('shows unresolved staff feedback; resolving the last item leads on to publishing', async () => {
    let resolved = false;
    const feedback = (): FromSchema<typeof roleFeedbackWireSchema>[] => [
      {
        id: 41,
        role: 'r-3',
        question: 'jobTitle',
        question_label: 'What is the job title?',
        body: 'Use the title your district uses.',
        is_resolved: resolved,
        created_at: '2026-03-01T00:00:00.000Z',
        resolved_at: null,
      },
    ];
    signIn({
      roles: [role({ uuid: 'r-3', job_title: 'Counselor', completion: 100, unresolved_feedback: 1 })],
      routes: {
        'GET /api/employer/role/r-3/': () => ({
          status: 200,
          body: roleBody({ uuid: 'r-3', job_title: 'Counselor', completion: 100, feedback: feedback(), unresolved_feedback: resolved ? 0 : 1 }),
        }),
        'GET /api/flows/role/?version=1': { status: 200, body: { flow: loadFlowVersion('role', 1) } },
        'PATCH /api/employer/role-feedback/41/': () => {
          resolved = true;
          return { status: 200, body: feedback()[0] };
        },
      },
    });
    renderApp('/dashboard');
    fireEvent.click(within(await roleRow('Counselor')).getByRole('button', { name: 'View Staff Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Staff feedback' });
    const item = within(await within(dialog).findByRole('listitem'));
    expect(item.getByText('Use the title your district uses.')).toBeTruthy();
    expect(await item.findByText('About: What is the job title?')).toBeTruthy();
    expect((await item.findByRole('link', { name: 'Edit this answer' })).getAttribute('href')).toBe('/role/r-3/job_title');
    fireEvent.click(item.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByRole('dialog', { name: 'Publish Role' })).toBeTruthy();
    expect(received(server, 'PATCH /api/employer/role-feedback/41/').map((request) => request.body)).toEqual([{ is_resolved: true }]);
  });

  it('sets a coworker permission with a switch, and shows the server refusing to remove the last administrator', async () => {
    signIn({
      routes: {
        'PATCH /api/employer/staff/8/': (request) => ({ status: 200, body: { ...SAM, ...(request.body as object) } }),
        'PATCH /api/employer/staff/7/': {
          status: 409,
          body: { detail: 'An organization needs at least one administrator. Make someone else an administrator before removing this one.' },
        },
      },
    });
    renderApp('/dashboard');
    const team = within(await screen.findByRole('list', { name: 'Team members' }));
    const sam = within(team.getByRole('listitem', { name: 'Sam Lee' }));
    expect(sam.getByText('Invitation sent')).toBeTruthy();
    const matching = sam.getByRole('switch', { name: 'Matching access for Sam Lee' }) as HTMLInputElement;
    expect(matching.checked).toBe(false);
    fireEvent.click(matching);
    await waitFor(() => expect((sam.getByRole('switch', { name: 'Matching access for Sam Lee' }) as HTMLInputElement).checked).toBe(true));
    expect(received(server, 'PATCH /api/employer/staff/8/').map((request) => request.body)).toEqual([{ can_access_matching: true }]);

    const me = within(team.getByRole('listitem', { name: 'Jane Doe (you)' }));
    fireEvent.click(me.getByRole('switch', { name: 'Team administration for Jane Doe' }));
    expect((await me.findByRole('alert')).textContent).toBe(
      'An organization needs at least one administrator. Make someone else an administrator before removing this one.',
    );
    expect((me.getByRole('switch', { name: 'Team administration for Jane Doe' }) as HTMLInputElement).checked).toBe(true);
  });

  it('invites a coworker with their permissions, and keeps what was typed when the address is taken', async () => {
    let taken = true;
    signIn({
      routes: {
        'POST /api/user/create_coworker/': () =>
          taken
            ? { status: 400, body: { email: ['An account with this e-mail already exists.'] } }
            : { status: 201, body: { id: 9, email: 'ana.ruiz@example.com', first_name: 'Ana', last_name: 'Ruiz' } },
      },
    });
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a coworker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite a coworker' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Enter their first name.')).toBeTruthy();
    expect(received(server, 'POST /api/user/create_coworker/')).toHaveLength(0);
    fireEvent.change(dialog.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ana' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Ruiz' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'ana.ruiz@example.com' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Job title' }), { target: { value: 'Dean' } });
    fireEvent.click(dialog.getByRole('switch', { name: 'Matching access' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('An account with this e-mail already exists.')).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Ana');
    taken = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation was sent to ana.ruiz@example.com.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(received(server, 'POST /api/user/create_coworker/').at(-1)!.body).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana.ruiz@example.com',
      job_title: 'Dean',
      can_access_matching: true,
      can_edit_roles: true,
      is_team_admin: false,
    });
  });

  it('deletes the organization after the password, then ends the session with ?referrer=delete', async () => {
    signIn({
      routes: {
        'DELETE /api/employers/3/': (request) =>
          (request.body as { password?: string }).password === 'Secret1234'
            ? { status: 204 }
            : { status: 400, body: { password: ['The password is not correct.'] } },
        'POST /logout/': { status: 204 },
      },
    });
    const app = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete organization' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Lakeside Charter Network?' }));
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete organization permanently' }));
    expect(await dialog.findByText('The password is not correct.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'Secret1234' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete organization permanently' }));
    await waitFor(() => expect(app.currentPath()).toBe('/?referrer=delete'));
    // The home page says what happened.
    expect((await screen.findByRole('status')).textContent).toBe(
      'Lakeside Charter Network was deleted, with its roles and matches, and everyone in it was signed out. Your own account stays: log in any time.',
    );
  });

  it('says when the roles cannot be loaded and asks again on Try Again', async () => {
    let fail = true;
    signIn({
      routes: {
        'GET /api/employer/role/': () => (fail ? { status: 403, body: { detail: 'Employees only.' } } : { status: 200, body: { results: [role({})] } }),
      },
    });
    renderApp('/dashboard');
    const alert = await screen.findByText(/Your roles could not be loaded\. Employees only\./);
    fail = false;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }));
    expect(await roleRow('Grade 5 Teacher')).toBeTruthy();
  });
});
