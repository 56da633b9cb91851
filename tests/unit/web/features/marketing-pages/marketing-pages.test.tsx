// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(cleanup);

describe("the public drawer's pages without a marketing site (spec 000 §1, issue 35 item 6)", () => {
  it.each([
    ['/for-job-seekers', 'For job seekers', 'Sign up with a resume'],
    ['/for-employers', 'For employers', 'Sign up as an employer'],
    ['/career-services', 'Career services', 'Sign up as a job seeker'],
    ['/blog', 'Blog', 'Sign up as a job seeker'],
    ['/invite', 'Invite a friend', 'Log in to invite'],
  ])('%s opens its own page with a way on', async (path, heading, action) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: action })).toBeTruthy();
  });
});
