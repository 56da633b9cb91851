import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs, signInAs } from './support/accounts';
import { STRONG_PASSWORD } from './support/forms';
import { linkFromOutbox } from './support/outbox';

// Issue 38 item 2: a coworker who is not a team administrator reads the organisation's profile on a 390 px phone,
// told why it cannot be changed, with nothing offered that the server would refuse.

const PHONE = { width: 390, height: 844 };
const REASON =
  'You can read your organization’s profile but not change it: only a team administrator can. Ask one of your team administrators to make the change or to make you an administrator.';

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

describe('a coworker without team administration', () => {
  it('sees the company profile read-only with the reason, on a phone', async () => {
    const admin = await env.newPage();
    await signInAs(admin, 'employee');
    const email = `read-only-${Date.now()}@example.com`;
    const invited = await callApiAs(admin, env.server.url, 'POST', '/api/user/create_coworker/', {
      first_name: 'Rita',
      last_name: 'Reader',
      email,
      job_title: 'Recruiter',
      is_team_admin: false,
      can_edit_roles: false,
      can_access_matching: false,
    });
    expect(invited.status).toBe(201);
    await admin.close();

    const page = await env.newPage(PHONE);
    const claim = new URL(await linkFromOutbox(env.dataDir, email, '/claim-your-account'));
    await page.goto(`${claim.pathname}${claim.search}`);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Claim my account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Rita!' }).waitFor();

    await page.goto('/dashboard');
    const organisation = page.getByRole('region', { name: 'Your organization' });
    await organisation.getByText(REASON).waitFor();
    expect(await organisation.getByRole('link', { name: /Continue company profile|Edit company profile/ }).count()).toBe(0);
    await organisation.getByRole('link', { name: 'View company profile' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/profile/'));
    await page.getByText(REASON).waitFor();
    // The answers are shown but cannot be typed into, and nothing offers to save.
    const zip = page.getByLabel('ZIP code').first();
    await zip.waitFor();
    expect(await zip.isEditable()).toBe(false);
    expect(await page.getByRole('button', { name: /Save/ }).count()).toBe(0);
    // On a 390 px phone nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'organisation-read-only-phone');

    // Next question only moves on: the server is not asked to save.
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/employers/')) saves.push(request.url());
    });
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.waitForURL((url) => url.pathname !== '/profile/primaryAddress');
    expect(saves).toEqual([]);
  });
});
