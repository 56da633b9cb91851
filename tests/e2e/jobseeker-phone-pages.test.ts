import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { logInAs, signInAs } from './support/accounts';
import { newConfirmedJobseeker, signUpAndConfirmInBrowser } from './support/new-jobseeker';
import { countSubmits } from './support/page-settled';

// Issue 23 items 7, 8, 10 and 14: a job seeker's first hour on a 390 px phone, the pages and words around the forms.

const PHONE = { width: 390, height: 844 };

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

async function openStep(page: Page, name: string): Promise<void> {
  await page.goto(`/profile/${name}`);
  await page.waitForURL((url) => url.pathname === `/profile/${name}`);
  await page.getByRole('button', { name: 'Continue' }).waitFor();
}

function settingsSaved(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => response.url().includes('/api/my-settings/') && response.request().method() === 'PATCH');
}

/** Whether an element's text is cut off: wider than the room it is given. */
async function isCutOff(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

describe('a job seeker on a phone', () => {
  it('reads our own Terms of Service and Privacy Policy from the sign-up form, and every menu entry leads somewhere', async () => {
    const page = await env.newPage(PHONE);
    await page.goto('/jobseeker/signup');
    await page.getByLabel('First name').fill('Mary');
    await page.getByLabel('Last name').fill('Jackson');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Nice to meet you!' }).waitFor();
    for (const [link, heading, words] of [
      ['Terms of Service', 'Terms of Service', 'You can delete your account at any time from Settings.'],
      ['Privacy Policy', 'Privacy Policy', 'What we store'],
    ] as const) {
      const opened = page.context().waitForEvent('page');
      await page.getByRole('link', { name: new RegExp(`^${link}`) }).click();
      const tab = await opened;
      await tab.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await tab.getByText(words).first().waitFor();
      expect(new URL(tab.url()).pathname).not.toBe('/');
      await tab.close();
    }
    // What was typed is still there: the documents opened beside the form.
    await page.getByRole('heading', { name: 'Nice to meet you!' }).waitFor();

    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'About Us' }).waitFor();
    const targets = await menu.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    // Without a marketing site every entry of spec 000 §1 opens the app's own page; none leads back home.
    expect(targets).toEqual(['/login', '/signup', '/for-job-seekers', '/for-employers', '/career-services', '/about', '/blog', '/invite']);
    await menu.getByRole('link', { name: 'Invite' }).click();
    await page.getByRole('heading', { level: 1, name: 'Invite a friend' }).waitFor();
  });

  it('has no dashboard link that opens the dashboard again in a new tab', async () => {
    const page = await env.newPage(PHONE);
    await logInAs(page, 'jobseeker');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'View My Matches' }).waitFor();
    expect(await page.getByRole('link', { name: /Subscribe Now/ }).count()).toBe(0);
    // The career coaching banner opens the app's own page, in this tab.
    expect(await page.getByRole('link', { name: 'Explore Career Services' }).getAttribute('href')).toBe('/career-services');
    for (const href of await page.locator('main a[target="_blank"]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
      expect(new URL(href).pathname, href).not.toMatch(/^\/(newsletter|career-services)$/);
    }
  });

  it('shows records across the width with a labeled remove button big enough to tap', async () => {
    const page = await env.newPage(PHONE);
    // Signed up and confirmed on the phone itself: the one walk of those screens at this width (the other tests
    // make their new job seekers with the same requests, unseen).
    await signUpAndConfirmInBrowser(page, env.dataDir);
    await openStep(page, 'languages');
    await page.getByRole('button', { name: 'Add a language' }).click();
    await page.getByRole('heading', { name: 'Language 1' }).waitFor();
    const remove = page.getByRole('button', { name: 'Remove Language 1' });
    const button = (await remove.boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(button.width).toBeGreaterThanOrEqual(44);
    const form = (await page.locator('form').boundingBox())!;
    const card = (await page
      .locator('form .MuiPaper-root')
      .filter({ has: page.getByRole('heading', { name: 'Language 1' }) })
      .last()
      .boundingBox())!;
    expect(card.width).toBeGreaterThan(form.width * 0.9);
    await screenshot(page, 'phone-record-card');
    await remove.click();
    expect(await page.getByRole('heading', { name: 'Language 1' }).count()).toBe(0);
  });

  it('shows a long select label whole, wrapped above its box', async () => {
    const page = await env.newPage(PHONE);
    await signInAs(page, 'jobseeker');
    await openStep(page, 'largest_budget_responsibility');
    const label = page.locator('[id="root_largestBudgetResponsibility-label"]');
    await label.waitFor();
    expect(await label.textContent()).toContain('What is the largest budget you have been responsible for?');
    expect(await isCutOff(page, '[id="root_largestBudgetResponsibility-label"]')).toBe(false);
    const box = (await label.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-long-select-label');
  });

  it("keeps the job seeker on the skills step when Enter (the phone keyboard's Go) is pressed in Add a skill", async () => {
    const page = await env.newPage(PHONE);
    await signInAs(page, 'jobseeker');
    await openStep(page, 'skills_menu');
    const add = page.getByRole('combobox', { name: 'Add a skill' });
    await add.fill('Lesson');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    const submits = await countSubmits(page);
    await add.press('Enter');
    await add.press('Enter');
    expect(await submits()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/profile/skills_menu');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
  });

  it('says how much of the section is answered, so a finished profile does not read 0 % on its first step', async () => {
    const fresh = await env.newPage(PHONE);
    await newConfirmedJobseeker(fresh, env.dataDir);
    await openStep(fresh, 'can_work_in_us');
    await fresh.getByText(/^0 of \d+ questions answered$/).waitFor();

    const page = await env.newPage(PHONE);
    await signInAs(page, 'jobseeker');
    await openStep(page, 'can_work_in_us');
    const words = (await page.getByText(/^\d+ of \d+ questions? answered$/).textContent()) ?? '';
    const [answered, total] = words.match(/\d+/g)!.map(Number);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBe(total);
    expect(await page.getByText(/% complete/).count()).toBe(0);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('with Core Profile complete and matching off, says why the matches are off and how to turn them on', async () => {
    const page = await env.newPage(PHONE);
    await signInAs(page, 'jobseeker');
    await page.goto('/settings');
    const setting = page.getByRole('switch', { name: 'Open to matching' });
    await setting.waitFor();
    expect(await setting.isChecked()).toBe(true);
    await Promise.all([settingsSaved(page), setting.click()]);
    await page.goto('/dashboard');
    await page.getByText(/Open to matching is turned off/).waitFor();
    expect(await page.getByText('Complete Core Profile to view your matches').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'View My Matches' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Turn on Open to matching in Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await Promise.all([settingsSaved(page), page.getByRole('switch', { name: 'Open to matching' }).click()]);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'View My Matches' }).waitFor();
    expect(await page.getByRole('button', { name: 'View My Matches' }).isEnabled()).toBe(true);
  });
});
