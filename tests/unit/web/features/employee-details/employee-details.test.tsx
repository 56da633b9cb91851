// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wireProfile } from '../../support/profile';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell, USER_ID } from '../../support/shell';

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

const EMPLOYEE = { user_type: 'employee', employer_id: 3, first_name: 'Jane', last_name: 'Doe', job_title: null, can_edit_roles: true, is_team_admin: true };

function signIn(patch: (body: Record<string, unknown>) => { status: number; body: unknown }): void {
  signInShell(server, 'employee', {
    profile: EMPLOYEE,
    routes: {
      [`PATCH /api/user/${USER_ID}/`]: (request) => patch(request.body as Record<string, unknown>),
      'GET /api/employers/3/': {
        status: 200,
        body: { id: 3, name: 'Lakeside', slug: 'lakeside', created_at: '2026-01-05T10:00:00.000Z', flow_version: null, completeness: 0 },
      },
      'GET /api/employer/staff/': { status: 200, body: { results: [] } },
    },
  });
}

function field(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

describe('employee details', () => {
  it('asks for the missing job title, saves name and job title, then goes on to the dashboard', async () => {
    signIn((body) => ({ status: 200, body: wireProfile({ ...EMPLOYEE, ...body, viewed_term_version: 1 }) }));
    const app = renderApp('/employee/details');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    expect(screen.getByText(/Tell us your job title before you carry on/)).toBeTruthy();
    expect(field('First name').value).toBe('Jane');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter your job title.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Job title')));
    expect(received(server, `PATCH /api/user/${USER_ID}/`)).toHaveLength(0);

    fireEvent.change(field('Last name'), { target: { value: 'Doe-Smith' } });
    fireEvent.change(field('Job title'), { target: { value: '  Head of Talent ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByRole('heading', { level: 1, name: 'Company dashboard' });
    expect(app.currentPath()).toBe('/dashboard');
    expect(received(server, `PATCH /api/user/${USER_ID}/`)[0]!.body).toEqual({ first_name: 'Jane', last_name: 'Doe-Smith', job_title: 'Head of Talent' });
  });

  it('shows the server refusing a field under it and keeps what was typed', async () => {
    signIn(() => ({ status: 400, body: { job_title: ['Enter your job title, up to 150 characters.'] } }));
    renderApp('/employee/details');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    fireEvent.change(field('Job title'), { target: { value: 'Dean' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter your job title, up to 150 characters.')).toBeTruthy();
    await waitFor(() => expect(field('Job title').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Job title').value).toBe('Dean');
  });

  it('stays on the page with a confirmation when the job title was already known', async () => {
    signInShell(server, 'employee', {
      profile: { ...EMPLOYEE, job_title: 'Principal' },
      routes: {
        [`PATCH /api/user/${USER_ID}/`]: (request) => ({
          status: 200,
          body: wireProfile({ ...EMPLOYEE, ...(request.body as object), viewed_term_version: 1 }),
        }),
      },
    });
    const app = renderApp('/employee/details');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    fireEvent.change(field('First name'), { target: { value: 'Janet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details are saved.')).toBeTruthy();
    expect(app.currentPath()).toBe('/employee/details');
  });
});
