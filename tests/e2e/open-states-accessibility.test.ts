import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { auditOpenState, describeViolation } from './support/accessibility';
import { callApiAs, logInAs, signInAs } from './support/accounts';
import { startE2eEnvironment, type E2eEnvironment } from './support/browser';

// Issue 23: dialogs, drawers and menus are opened from the keyboard and audited with axe once open.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

async function expectNoViolations(page: Page, opened: ReturnType<Page['locator']>, what: string): Promise<void> {
  const found = await auditOpenState(page, opened, what);
  expect(found.map(describeViolation)).toEqual([]);
}

/** The level of each heading on the page, in document order (visible or for screen readers only). */
async function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1))));
}

interface Pixels {
  data: Buffer;
  width: number;
  channels: number;
}

async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, channels: info.channels };
}

function luminance(pixels: Pixels, x: number, y: number): number {
  const at = (y * pixels.width + x) * pixels.channels;
  const [r, g, b] = [0, 1, 2].map((offset) => {
    const channel = pixels.data[at + offset]! / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Tabs through the controls in the first screenful and compares each one, focused, with the page before anything
 * was focused: the pixels around it that changed by at least 3:1 must add up to at least a 1 px line around it
 * (WCAG 2.4.7 visible focus, with the 3:1 change of 2.4.13). Answers the controls that fall short.
 */
async function controlsWithoutVisibleFocus(page: Page, stops: number): Promise<string[]> {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width - 1, viewport.height - 1);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = await pixelsOf(await page.screenshot());
  const faint: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    // A spinner turns forever: only animations that end are waited for.
    await page
      .waitForFunction(
        () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
        null,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
    if ((await page.evaluate(() => window.scrollY)) !== 0) break;
    const control = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      return {
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
      };
    });
    if (control === null || control.width === 0) continue;
    const after = await pixelsOf(await page.screenshot());
    const left = Math.max(0, Math.floor(control.x) - 6);
    const top = Math.max(0, Math.floor(control.y) - 6);
    const right = Math.min(viewport.width - 1, Math.ceil(control.x + control.width) + 6);
    const bottom = Math.min(viewport.height - 1, Math.ceil(control.y + control.height) + 6);
    let changed = 0;
    for (let y = top; y <= bottom; y += 1) {
      for (let x = left; x <= right; x += 1) {
        const [light, dark] = [luminance(before, x, y), luminance(after, x, y)].sort((a, b) => b - a);
        if ((light! + 0.05) / (dark! + 0.05) >= 3) changed += 1;
      }
    }
    if (changed < 2 * (control.width + control.height)) faint.push(`${control.name}: ${changed} px changed by 3:1`);
  }
  return faint;
}

describe('open states by keyboard, audited once open', () => {
  it("opens the visitor's menu drawer with Enter on a phone; it is a named dialog and Escape returns to its button", async () => {
    const page = await env.newPage(PHONE);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expectNoViolations(page, drawer, 'the menu drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("opens the bell's list with Enter on a phone; each notification is a list item holding its button", async () => {
    const page = await env.newPage(PHONE);
    await logInAs(page, 'jobseeker');
    // A real notification: a friend the job seeker invited signs up.
    const friend = `a11y.${Date.now()}@school.example.org`;
    const me = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-profile/')).json()) as { id: number };
    const invited = await callApiAs(page, env.server.url, 'POST', '/api/referrals/', {
      user: me.id,
      first_name: 'Zora',
      last_name: 'Hurston',
      email: friend,
      account_type: 'jobseeker',
    });
    expect(invited.status).toBe(201);
    const joined = await fetch(`${env.server.url}/api/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Zora', last_name: 'Hurston', email: friend, password: 'Their-Eyes-1937', user_type: 'jobseeker' }),
    });
    expect(joined.status).toBe(201);
    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: 'Notifications' });
    const item = list.getByRole('listitem').filter({ hasText: 'Zora Hurston joined from your invitation' });
    await item.getByRole('button').waitFor();
    await expectNoViolations(page, list, "the bell's list");
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
  });

  it('opens the signed-in menu drawer on a phone and the Account menu on a desktop from the keyboard', async () => {
    const phone = await env.newPage(PHONE);
    await logInAs(phone, 'employee');
    await phone.goto('/dashboard');
    const open = phone.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await phone.keyboard.press('Enter');
    await expectNoViolations(phone, phone.getByRole('dialog', { name: 'Menu' }), 'the signed-in menu drawer');

    const desktop = await env.newPage(DESKTOP);
    await logInAs(desktop, 'employee');
    await desktop.goto('/dashboard');
    const account = desktop.getByRole('button', { name: 'Account' });
    await account.focus();
    await desktop.keyboard.press('Enter');
    const menu = desktop.getByRole('menu', { name: 'Account' });
    await expectNoViolations(desktop, menu, 'the Account menu');
    await desktop.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await account.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("opens a confirm dialog from the keyboard: leaving the employer's address step with a change asks first", async () => {
    const page = await env.newPage(PHONE);
    // A slow phone opening a bookmarked step: with the drawer still closing as the dialog opened, MUI's modal
    // manager hid the dialog from assistive technology (seen, but not in the accessibility tree).
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await signInAs(page, 'employee');
    await page.goto('/profile/primaryAddress');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The question's title sits under the step's h1: headings never skip a level.
    const levels = await headingLevels(page);
    for (let index = 1; index < levels.length; index += 1) expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    await page
      .getByRole('textbox', { name: /Street address/i })
      .first()
      .fill('12 Keyboard Lane');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    // The drawer takes the focus once it has opened; focusing the link before that would leave the Enter below
    // on the drawer itself (a race a loaded machine loses).
    await page.waitForFunction((element) => element?.contains(document.activeElement) === true, await drawer.elementHandle());
    const settings = drawer.getByRole('link', { name: 'Settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expectNoViolations(page, dialog, 'the unsaved-changes dialog');
    // Cancel has focus: Enter keeps the person on the step with what they typed.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile/primaryAddress');
  });

  it("opens a staff table's record with Enter on a focused cell; the drawer is named by the record and Escape returns to the cell", async () => {
    const page = await env.newPage(PHONE);
    await logInAs(page, 'staff');
    await page.goto('/dashboard/jobseekers');
    const cell = page.getByRole('grid', { name: 'Job seekers' }).getByRole('gridcell').first();
    await cell.waitFor();
    await cell.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /^Record \d+$/ });
    await expectNoViolations(page, drawer, 'the record drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => cell.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  it('draws a focus ring that changes the look by at least 3:1 on the top bar and on the page, phone and desktop', async () => {
    const visitor = await env.newPage(PHONE);
    await visitor.goto('/');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await controlsWithoutVisibleFocus(visitor, 8)).toEqual([]);

    const jobseeker = await env.newPage(DESKTOP);
    await logInAs(jobseeker, 'jobseeker');
    await jobseeker.goto('/dashboard');
    await jobseeker.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await controlsWithoutVisibleFocus(jobseeker, 12)).toEqual([]);
  });

  it('gives /loading a heading', async () => {
    const page = await env.newPage(PHONE);
    await logInAs(page, 'jobseeker');
    await page.goto('/loading');
    await page.getByRole('heading', { level: 1, name: 'Loading' }).waitFor({ state: 'attached' });
  });
});
