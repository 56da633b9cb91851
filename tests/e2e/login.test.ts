import { afterAll, beforeAll, describe, it } from 'vitest';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { logIn } from './support/forms';

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

describe('login in a real browser', () => {
  it('shows the lock message after five wrong passwords, and refuses the right one while locked', async () => {
    const page = await env.newPage();
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await logIn(page, 'employer@demo.example.com', `Wrong-password-${attempt}`);
      await page.getByText(attempt < 5 ? 'Unable to log in' : 'Locked').waitFor();
    }
    await page.getByRole('alert').filter({ hasText: 'Locked' }).waitFor();
    await screenshot(page, 'login-locked');

    await logIn(page, 'employer@demo.example.com', 'DemoEmployer1');
    await page.getByRole('alert').filter({ hasText: 'Locked' }).waitFor();
  });
});
