import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { logIn, STRONG_PASSWORD } from './support/forms';
import { linkFromOutbox } from './support/outbox';
import { newConfirmedJobseeker as confirmedJobseeker } from './support/new-jobseeker';
import { signInAs } from './support/accounts';

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

/** A new job seeker who has confirmed their address, signed in on `page`. */
function newConfirmedJobseeker(page: Page): Promise<string> {
  return confirmedJobseeker(page, env.dataDir);
}

async function openLink(page: Page, link: string): Promise<void> {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await page.waitForURL('**/login');
}

describe('account flows in a real browser', () => {
  it('signs in with a magic link from the e-mail', async () => {
    const page = await env.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with an e-mail link instead' }).click();
    // The login page stays up until the next page's code has arrived: its own Email field is not this one.
    const send = page.getByRole('button', { name: 'Email me a sign-in link' });
    await send.waitFor();
    await page.getByLabel('Email').fill('jobseeker@demo.example.com');
    await send.click();
    await page.getByText(/we have e-mailed it a sign-in link/).waitFor();
    const link = await linkFromOutbox(env.dataDir, 'jobseeker@demo.example.com', '/sign-in-with-email');
    await openLink(page, link);
    // The demo job seeker's Core Profile is complete (the demo matching data): the landing is their dashboard.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^ey/);

    // The link works once.
    const other = await env.newPage();
    await openLink(other, link);
    await other.getByText('Failed to authenticate with magic link').first().waitFor();
    await other.waitForURL('**/login');
  });

  it('resets the password by the e-mailed link and signs in with the new one', async () => {
    const page = await env.newPage();
    const email = await newConfirmedJobseeker(page);
    await logOut(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/e-mailed it a link to choose a new password/).waitFor();

    await openLink(page, await linkFromOutbox(env.dataDir, email, '/reset-password'));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Start-2027');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh-Start-2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/profile/can_work_in_us');

    await logOut(page);
    await logIn(page, email, STRONG_PASSWORD);
    await page.getByText('Unable to log in').waitFor();
    await logIn(page, email, 'Fresh-Start-2027');
    await page.waitForURL('**/profile/can_work_in_us');
  });

  it('turns on two-factor with a scanned secret, then signs in with a code and with a backup code', async () => {
    const page = await env.newPage();
    const email = await newConfirmedJobseeker(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for setting up two-factor sign-in in an authenticator app' }).waitFor();
    // The key shown for manual entry, as a person would type it into their app.
    const secret = ((await page.locator('code').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codeAt = (offsetSeconds: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSeconds * 1000 });
    await page.getByLabel('Verification code').fill(codeAt(0));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Backup codes' });
    await list.getByRole('listitem').first().waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await screenshot(page, 'two-factor-backup-codes');
    await page.getByRole('button', { name: 'I have saved these codes' }).click();

    await logOut(page);
    await logIn(page, email, STRONG_PASSWORD);
    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid code').waitFor();
    // The setup used this time step's code; a code is accepted once, so use the next step's (within the window).
    await page.getByLabel('Verification code').fill(codeAt(30));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/profile/can_work_in_us');

    await logOut(page);
    await logIn(page, email, STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/profile/can_work_in_us');
  });

  it('lets staff act as an employer and come back', async () => {
    const page = await env.newPage();
    await signInAs(page, 'staff');
    await page.goto('/dashboard/employers');
    const row = page.getByRole('row').filter({ hasText: 'Riverside Charter Schools' });
    await row.getByRole('button', { name: 'Act as employer' }).click();
    await page.getByRole('heading', { name: 'Company dashboard' }).waitFor();
    await page.getByText('Riverside Charter Schools').first().waitFor();
    await screenshot(page, 'impersonating-employer');
    await page.getByRole('button', { name: 'Back to Staff Account' }).click();
    await page.getByRole('heading', { name: 'Staff dashboard' }).waitFor();
  });

  it('lets a job seeker delete their account, after which it cannot sign in', async () => {
    const page = await env.newPage();
    const email = await newConfirmedJobseeker(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('referrer') === 'delete');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();

    await page.goto('/login');
    await logIn(page, email, STRONG_PASSWORD);
    await page.getByText('Unable to log in').waitFor();
  });
});
