import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApiAs, logInAs, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { chooseInOpenMenu, STRONG_PASSWORD } from './support/forms';
import { linkFromOutbox } from './support/outbox';
import { signUpOrganisation } from './support/new-employer';
import { newConfirmedJobseeker } from './support/new-jobseeker';

// Issue 22: the employee's bell with staff's feedback on a role, spec 001 §8's success toasts, and the word the
// home page gives after an organisation is deleted.

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

const FEEDBACK = 'Say which grade levels the role looks after.';

describe("the employee's notification bell", () => {
  it('shows staff feedback on a role, on a phone, and leads to the role; the feedback came by e-mail too', async () => {
    const staff = await env.newPage();
    await signInAs(staff, 'staff');
    const roles = (await (await callApiAs(staff, env.server.url, 'GET', '/api/employer/role/?status=open')).json()) as {
      results: { uuid: string; job_title: string }[];
    };
    const role = roles.results.find((item) => item.job_title === 'Director of Operations')!;
    const posted = await callApiAs(staff, env.server.url, 'POST', '/api/employer/role-feedback/', { role: role.uuid, body: FEEDBACK });
    expect(posted.status).toBe(201);
    // The e-mail carries the feedback and the way to the role.
    expect(await linkFromOutbox(env.dataDir, 'employer@demo.example.com', `/role/${role.uuid}`)).toMatch(new RegExp(`/role/${role.uuid}$`));

    const employer = await env.newPage({ width: 390, height: 844 });
    await logInAs(employer, 'employee');
    const bell = employer.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const dropdown = employer.getByRole('dialog', { name: 'Notifications' });
    const item = dropdown.getByText('Staff feedback on Director of Operations');
    await item.waitFor();
    await screenshot(employer, 'employee-bell-role-feedback-phone');
    await item.click();
    await employer.waitForURL((url) => url.pathname.startsWith(`/role/${role.uuid}`));
  });
});

describe('the success messages of spec 001 §8', () => {
  async function chooseDegree(page: Page, degree: string): Promise<void> {
    await page.locator('[id="root_education_0_degree"]').click();
    await chooseInOpenMenu(page, degree);
  }

  it('says "New Educational Record Added" for a new degree and "Record Updated" for a changed one', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);
    await page.goto('/profile/highest_education_level');
    await page.getByLabel('Graduate', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/education');
    if ((await page.locator('[id="root_education_0_degree"]').count()) === 0) await page.getByRole('button', { name: 'Add a degree' }).click();
    await page.locator('[id="root_education_0_school"]').fill('Howard University');
    await page.keyboard.press('Escape');
    await chooseDegree(page, 'Master of Education (M.Ed.)');
    await page.locator('[id="root_education_0_fieldOfStudy"]').click();
    await chooseInOpenMenu(page, 'Mathematics');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('New Educational Record Added', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname !== '/profile/education');
    await screenshot(page, 'toast-new-educational-record');

    await page.goto('/profile/education');
    await page.locator('[id="root_education_0_school"]').fill('Spelman College');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Record Updated', { exact: true }).waitFor();
    expect(await page.getByText('New Educational Record Added', { exact: true }).count()).toBe(0);
  });
});

describe('deleting an organization', () => {
  it('ends on the home page saying what was deleted and that the account stays', async () => {
    const page = await env.newPage();
    await signUpOrganisation(page, env.dataDir, {
      firstName: 'Dora',
      lastName: 'Delete',
      organization: 'Closing Time Academy',
      email: `dora.${Date.now()}@closing.example.org`,
    });
    await page.goto('/employee/details');
    await page.getByLabel('Job title').fill('Principal');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Delete organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Closing Time Academy?' });
    await dialog.getByLabel('Password').fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete organization permanently' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?referrer=delete');
    const notice = page.getByRole('status').filter({ hasText: 'Closing Time Academy was deleted' });
    expect(await notice.textContent()).toBe(
      'Closing Time Academy was deleted, with its roles and matches, and everyone in it was signed out. Your own account stays: log in any time.',
    );
    await screenshot(page, 'home-after-organisation-deleted');
    // A reload keeps the word: it travels in the page's history state.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Closing Time Academy was deleted' }).waitFor();
  });
});
