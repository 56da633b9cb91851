import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { signUpAsJobseeker } from './support/forms';
import { linkFromOutbox } from './support/outbox';

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

describe('job seeker sign-up in a real browser', () => {
  it('takes two steps, lands where the spec says, and survives a reload', async () => {
    const page = await env.newPage();
    await page.goto('/jobseeker/signup');
    await screenshot(page, 'sign-up-step-1');
    await signUpAsJobseeker(page, { firstName: 'Maya', lastName: 'Angelou', email: 'maya.angelou@school.example.org' });

    // Get Started Now goes to /, whose guard sends an unconfirmed address to /confirm-email (spec 000 §4).
    await page.waitForURL('**/confirm-email');
    await page.getByText('m***@school.example.org').waitFor();
    await screenshot(page, 'confirm-email');
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    expect(token).toMatch(/^ey/);

    await page.reload();
    await page.getByText('m***@school.example.org').waitFor();
    expect(new URL(page.url()).pathname).toBe('/confirm-email');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBe(token);
  });

  it('confirms the e-mail address by the link in the confirmation e-mail and goes on to the profile', async () => {
    const page = await env.newPage();
    await signUpAsJobseeker(page, { firstName: 'Booker', lastName: 'Washington', email: 'booker@school.example.org' });
    await page.waitForURL('**/confirm-email');
    const link = await linkFromOutbox(env.dataDir, 'booker@school.example.org', '/confirm_email');
    const url = new URL(link);

    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    // The secret is gone from the address bar once used.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL('**/profile/can_work_in_us');

    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'We could not confirm your e-mail address' }).waitFor();
  });

  it('shows the live checklist and keeps Get Started Now from sending a weak password', async () => {
    const page = await env.newPage({ width: 375, height: 740 });
    await page.goto('/jobseeker/signup');
    await page.getByLabel('First name').fill('Ali');
    await page.getByLabel('Last name').fill('Khan');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('shorter');
    for (const line of ['Is at least 9 characters long', 'Contains at least 1 uppercase letter', 'Contains at least 1 number', 'Passwords must match']) {
      await page.getByText(line).waitFor();
    }
    await screenshot(page, 'sign-up-step-2-phone');
    await page.getByLabel('Email').fill('ali.khan@school.example.org');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Get Started Now' }).click();
    await page.getByText('Your password must meet every rule in the list below.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/jobseeker/signup');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });
});
