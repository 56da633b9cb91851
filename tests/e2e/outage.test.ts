import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { signInAs } from './support/accounts';

// The outage stops the server: it gets an environment of its own so that nothing else depends on the restart.
let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

/** Below the test's own timeout, so that a missing screen fails with its name and the server still restarts. */
const SCREEN_TIMEOUT_MS = 15_000;

describe('connection problems in a real browser', () => {
  it('shows the snackbar, then the unavailable page while the API is down, and recovers by itself', async () => {
    const page = await env.newPage();
    await page.clock.install();
    await signInAs(page, 'jobseeker');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');

    await env.stopServer();
    try {
      // The next notification poll finds no server.
      await page.clock.runFor(60_000);
      await page.getByText('Unable to connect to our servers. Check your internet connection.').waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await screenshot(page, 'connection-snackbar');
      // The first automatic reconnect, 30 s later, fails too.
      await page.clock.runFor(31_000);
      await page.getByRole('heading', { name: 'Service Temporarily Unavailable' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await screenshot(page, 'service-unavailable');
    } finally {
      await env.startServer();
    }
    await page.clock.runFor(31_000);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Service Temporarily Unavailable' }).count()).toBe(0);
  });
});
