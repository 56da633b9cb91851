// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server';
import { startTestServer } from '../support/test-server';
import { renderShell, signInShell } from './support/shell';

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

const EMPLOYER = { 'GET /api/employers/3/': { status: 200, body: { id: 3, name: 'Lakeside Charter Network', created_at: '2026-01-05T10:00:00.000Z' } } };

describe('employee home', () => {
  it('shows the organisation and its roles with status, type, location and dates', async () => {
    signInShell(server, 'employee', {
      profile: { employer_id: 3 },
      routes: {
        ...EMPLOYER,
        'GET /api/employer/role/': {
          status: 200,
          body: {
            results: [
              { uuid: 'r-2', status: 'draft', job_title: null, job_type: null, location: null, created_at: '2026-03-02T12:00:00.000Z', published_at: null },
              { uuid: 'r-1', status: 'open', job_title: 'Grade 5 Teacher', job_type: 'Full-time', location: 'Chicago, IL', created_at: '2026-02-01T12:00:00.000Z', published_at: '2026-02-10T12:00:00.000Z' },
            ],
          },
        },
      },
    });
    renderShell('/dashboard');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Company dashboard' });
    expect(document.activeElement).toBe(heading);
    expect(await screen.findByText('Lakeside Charter Network')).toBeTruthy();
    const roles = within(screen.getByRole('region', { name: 'Roles' }));
    const untitled = await roles.findByRole('link', { name: 'Untitled role' });
    expect(untitled.getAttribute('href')).toBe('/role/r-2');
    const [draft, published] = roles.getAllByRole('listitem');
    expect(within(draft!).getByText('Draft')).toBeTruthy();
    expect(draft!.textContent).toContain('Created Mar 2, 2026');
    expect(draft!.textContent).not.toContain('Published');
    expect(within(published!).getByRole('link', { name: 'Grade 5 Teacher' }).getAttribute('href')).toBe('/role/r-1');
    expect(within(published!).getByText('Open')).toBeTruthy();
    expect(within(published!).getByText('Full-time · Chicago, IL')).toBeTruthy();
    expect(published!.textContent).toContain('Created Feb 1, 2026 · Published Feb 10, 2026');
    expect(roles.getByRole('link', { name: 'Create a role' }).getAttribute('href')).toBe('/role');
  });

  it('says what the role flow will do when there are no roles yet', async () => {
    signInShell(server, 'employee', { profile: { employer_id: 3 }, routes: EMPLOYER });
    renderShell('/dashboard');
    expect(await screen.findByText(/Your organisation has no roles yet\. The role flow will let you create a role/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a role' }).getAttribute('href')).toBe('/role');
  });

  it('says when the roles cannot be loaded and offers Try Again', async () => {
    signInShell(server, 'employee', {
      profile: { employer_id: 3 },
      routes: { ...EMPLOYER, 'GET /api/employer/role/': { status: 403, body: { detail: 'Employees only.' } } },
    });
    renderShell('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your roles could not be loaded. Employees only.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says so when the account belongs to no organisation', async () => {
    signInShell(server, 'employee', { profile: { employer_id: null } });
    renderShell('/dashboard');
    expect(await screen.findByText('Your account is not linked to an organisation yet.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Create a role' })).toBeTruthy();
  });
});
