import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { logIn } from './support/forms';

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

/** Holds the app's entry script until `release` is called: the page as a slow phone shows it before any script ran. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors a page logs: a hydration mismatch is one (React then draws the whole page again). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Whether the field's label sits wholly above where the field's text is drawn, as it must once the field has text. */
function labelIsAboveText(page: Page, label: string): Promise<boolean> {
  return page.getByLabel(label, { exact: true }).evaluate((input) => {
    const labelElement = input.closest('.MuiFormControl-root')?.querySelector('label');
    return (
      labelElement !== null &&
      labelElement !== undefined &&
      labelElement.getBoundingClientRect().bottom <= input.getBoundingClientRect().top + parseFloat(getComputedStyle(input).paddingTop)
    );
  });
}

describe('the sign-in and sign-up pages drawn into their HTML (issue 38 item 7)', () => {
  it('answers /login and /signup with the page already in the HTML, and any other address with the empty app', async () => {
    const html = async (address: string) => (await fetch(`${env.server.url}${address}`, { headers: { accept: 'text/html' } })).text();
    expect(await html('/login')).toContain('Log in to your account');
    expect(await html('/signup')).toContain('Create your account');
    // A query can change what the page shows: the app draws it.
    expect(await html('/login?referrer=requires_login')).not.toContain('Log in to your account');
    expect(await html('/about')).toContain('<div id="root"></div>');
  });

  it('shows the sign-in form before any script runs, and signs in with what was typed before the app took over', async () => {
    const page = await env.newPage({ width: 390, height: 844 });
    const errors = collectConsoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    // The browser's own submission would put the password in the address: the button waits for the app.
    expect(await page.getByRole('button', { name: 'Log In' }).isDisabled()).toBe(true);
    expect(await labelIsAboveText(page, 'Email')).toBe(false);
    await page.getByLabel('Email').fill('jobseeker@demo.example.com');
    await page.getByLabel('Password', { exact: true }).fill('DemoJobseeker1');
    // No app yet to move the labels up: the page's CSS does, so nothing typed is written over its label.
    await expect.poll(() => labelIsAboveText(page, 'Email')).toBe(true);
    await expect.poll(() => labelIsAboveText(page, 'Password')).toBe(true);
    await screenshot(page, 'prerendered-login-typed-before-scripts');
    release();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(new URL(page.url()).search).not.toContain('DemoJobseeker1');
    expect(errors).toEqual([]);
  });

  // The app used to take over the frame first and the sign-in screen a moment later, once its code came. An answer
  // drawn in the frame in between made React throw the drawn screen away for a spinner and draw it anew; taken over
  // whole, the form kept the drawn fields but dropped the e-mail typed into them at the next keystroke.
  it('takes over the drawn sign-in form in place, keeping what was typed into it as the person types on', async () => {
    const page = await env.newPage({ width: 390, height: 844 });
    const errors = collectConsoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const drawnHeading = await page.getByRole('heading', { name: 'Log in to your account' }).elementHandle();
    await page.getByLabel('Email').fill('jobseeker@demo.example.com');
    release();
    await page.getByRole('button', { name: 'Log In' }).and(page.locator(':enabled')).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('DemoJobseeker1');
    expect(await page.getByLabel('Email').inputValue()).toBe('jobseeker@demo.example.com');
    expect(await drawnHeading?.evaluate((heading) => heading.isConnected)).toBe(true);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(errors).toEqual([]);
  });

  it('takes over the drawn pages without a mismatch, for a visitor and for someone signed in', async () => {
    const page = await env.newPage({ width: 390, height: 844 });
    const errors = collectConsoleErrors(page);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.goto('/login');
    await logIn(page, 'jobseeker@demo.example.com', 'DemoJobseeker1');
    await page.waitForURL((url) => url.pathname !== '/login');
    // Signed in, the drawn page (a visitor's) is taken over, then says so.
    await page.goto('/login');
    await page.getByRole('heading', { name: 'You are already signed in' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(errors).toEqual([]);
  });
});
