import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { logIn } from './support/forms';

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

describe('route guards in a real browser', () => {
  it('sends a job seeker who opens a staff route to /login?referrer=requires_login', async () => {
    const page = await env.newPage();
    await page.goto('/login');
    await logIn(page, 'jobseeker@demo.example.com', 'DemoJobseeker1');
    // The demo job seeker's Core Profile is complete (the demo matching data): the landing is their dashboard.
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.goto('/dashboard/data');
    await page.waitForURL('**/login?referrer=requires_login');
  });

  it('sends a signed-out visitor to log in and back to the page they asked for', async () => {
    const page = await env.newPage();
    await page.goto('/matching-results');
    await page.waitForURL(/\/login\?redirect=%2Fmatching-results/);
    await logIn(page, 'staff@demo.example.com', 'DemoStaff1234');
    await page.waitForURL('**/matching-results');
  });

  it('sends unknown paths home, or to /dashboard with a session', async () => {
    const page = await env.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await logIn(page, 'staff@demo.example.com', 'DemoStaff1234');
    await page.waitForURL('**/dashboard');
    await page.goto('/no/such/page');
    await page.waitForURL('**/dashboard');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
