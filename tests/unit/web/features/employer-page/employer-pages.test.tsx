// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { publicEmployerWireSchema } from '../../../../../src/shared/wire/public-employer-wire';
import { answer, received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell } from '../../support/shell';
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

const PUBLIC = {
  name: 'Lakeside Charter Network',
  slug: 'lakeside',
  logo_url: '/api/uploaded-files/5/',
  mission_statement: 'Every child reads by grade 3.',
  company_size: '51-100 employees',
  growth_stage: 'Established',
  culture: { type: 'Collaborative', traits: ['Curious', 'Kind'] },
  education_type: 'Charter school',
  link: 'https://lakeside.example.org',
  metro_area: 'Chicago, IL',
  open_roles: [{ uuid: 'r-4', title: 'Math Coach', job_type: 'Full-time', location: 'Chicago, IL', published_at: '2026-03-10T00:00:00.000Z' }],
} satisfies FromSchema<typeof publicEmployerWireSchema>;

describe('public employer page', () => {
  it('shows the logo, mission, size, stage, culture and open roles to anyone, without a session', async () => {
    answer(server, { 'GET /api/public/employers/lakeside/': { status: 200, body: PUBLIC } });
    renderApp('/employers/lakeside');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeside Charter Network' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Lakeside Charter Network logo' }).getAttribute('src')).toBe('/api/uploaded-files/5/');
    expect(screen.getByText('Every child reads by grade 3.')).toBeTruthy();
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(Object.fromEntries(terms)).toEqual({
      Type: 'Charter school',
      Size: '51-100 employees',
      Stage: 'Established',
      Culture: 'Collaborative, Curious, Kind',
      Location: 'Chicago, IL',
      Website: 'https://lakeside.example.org',
    });
    const roles = within(screen.getByRole('list', { name: 'Open roles' }));
    expect(roles.getByRole('heading', { name: 'Math Coach' })).toBeTruthy();
    expect(roles.getByText('Full-time · Chicago, IL')).toBeTruthy();
    expect(received(server, 'GET /api/public/employers/lakeside/')[0]!.headers.authorization).toBeUndefined();
  });

  it('says the organization was not found for an unknown address', async () => {
    answer(server, {});
    renderApp('/employers/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization not found' })).toBeTruthy();
    expect(screen.getByText(/We could not find an organization at this address/)).toBeTruthy();
  });

  it('offers Try Again when the page cannot be loaded', async () => {
    answer(server, { 'GET /api/public/employers/lakeside/': { status: 500, body: {} } });
    renderApp('/employers/lakeside');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByText(/This organization could not be loaded\./)).toBeTruthy();
  });
});

describe('organization page for its employees', () => {
  const ROLES = [
    { uuid: 'r-1', status: 'draft', job_title: 'Grade 5 Teacher', created_at: '2026-02-01T00:00:00.000Z' },
    { uuid: 'r-2', status: 'in_review', job_title: 'Principal', created_at: '2026-02-02T00:00:00.000Z' },
    { uuid: 'r-4', status: 'open', job_title: 'Math Coach', created_at: '2026-02-03T00:00:00.000Z' },
  ];

  it('adds the roles the public does not see, with their status', async () => {
    signInShell(server, 'employee', {
      profile: { employer_id: 3, job_title: 'Principal', employer: { id: 3, name: 'Lakeside Charter Network', slug: 'lakeside' } },
      routes: { 'GET /api/public/employers/lakeside/': { status: 200, body: PUBLIC }, 'GET /api/employer/role/': { status: 200, body: { results: ROLES } } },
    });
    renderApp('/employer/lakeside');
    await screen.findByRole('heading', { level: 1, name: 'Lakeside Charter Network' });
    const hidden = within(await screen.findByRole('list', { name: 'Roles not yet public' }));
    expect(hidden.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Grade 5 TeacherDraft', 'PrincipalIn review']);
    expect(hidden.getByRole('link', { name: 'Grade 5 Teacher' }).getAttribute('href')).toBe('/role/r-1');
    expect(within(screen.getByRole('list', { name: 'Open roles' })).getByText('Math Coach')).toBeTruthy();
  });

  it('shows another organization as the public sees it', async () => {
    signInShell(server, 'employee', {
      profile: { employer_id: 9, job_title: 'Principal', employer: { id: 9, name: 'Elsewhere', slug: 'elsewhere' } },
      routes: { 'GET /api/public/employers/lakeside/': { status: 200, body: PUBLIC } },
    });
    renderApp('/employer/lakeside');
    await screen.findByRole('heading', { level: 1, name: 'Lakeside Charter Network' });
    expect(screen.queryByRole('heading', { name: 'Roles not yet public' })).toBeNull();
    expect(received(server, 'GET /api/employer/role/')).toHaveLength(0);
  });
});
