import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { logIn } from './support/forms';

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

describe('the job board on the job seeker home', () => {
  it('lists the open demo role first, marked as suiting the job seeker, and leads to the public employer page', async () => {
    const page = await env.newPage();
    await page.goto('/login');
    await logIn(page, 'jobseeker@demo.example.com', 'DemoJobseeker1');
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const first = page.getByRole('region', { name: 'Job board' }).getByRole('listitem').first();
    const demoRole = first.getByRole('link', { name: /^Director of Operatio/ });
    await demoRole.waitFor();
    expect(await demoRole.getAttribute('title')).toBe('Director of Operations');
    await first.getByText('Suits your profile').waitFor();
    await first.getByText(/Posted/).waitFor();
    await page.locator('button:not([disabled])', { hasText: 'View My Matches' }).waitFor();
    await page.screenshot({ path: '.test-artifacts/job-board.png', fullPage: true });

    await demoRole.click();
    await page.waitForURL((url) => url.pathname.startsWith('/employers/'));
    await page.getByRole('heading', { name: 'Director of Operations' }).waitFor();
  });
});
