// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell } from '../../support/shell';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the company dashboard, in words and links (issue 35 item 7)', () => {
  it('says "1 candidate sent to you so far" for the first candidate', async () => {
    signInShell(server, 'employee', {
      profile: { employer_id: 3, job_title: 'Principal', can_access_matching: true },
      routes: {
        'GET /api/staff/reports/funnel/': {
          status: 200,
          body: { stages: [{ status: 'pending_employer_review', title: 'Pending employer review', count: 1, reached: 1 }], total: 1 },
        },
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('1 candidate sent to you so far.', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('leads to the hiring agreement page (/forward-employer-contract) from the company dashboard', async () => {
    signInShell(server, 'employee', { profile: { employer_id: 3, job_title: 'Principal' } });
    renderApp('/dashboard');
    const send = await screen.findByRole('link', { name: 'Send the hiring agreement' }, { timeout: 15_000 });
    expect(send.getAttribute('href')).toBe('/forward-employer-contract');
  });
});
