import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs, logInAs, signInAs } from './support/accounts';

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

describe('platform shell in a real browser', () => {
  it('warns 5 minutes before the session ends, and Stay Logged In renews it', async () => {
    const page = await env.newPage();
    await page.clock.install();
    // The employer has no polling, so nothing refreshes the token behind the test's back.
    await logInAs(page, 'employee');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Company dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('button', { name: 'Stay Logged In' }).count()).toBe(0);

    const tokenBefore = await page.evaluate(() => localStorage.getItem('jwt'));
    await page.clock.fastForward('25:00');
    await page.getByText(/Your session expires in 4:\d\d/).waitFor();
    await screenshot(page, 'session-expiry-banner');

    const [refreshed] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/refresh/') && response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Stay Logged In' }).click(),
    ]);
    expect(refreshed.status()).toBe(200);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).not.toBe(tokenBefore);
    await page.getByRole('heading', { name: 'Company dashboard' }).waitFor();
    // The server signs with real time; once the page's clock is back on it, the new token has 30 minutes left.
    await page.clock.setSystemTime(new Date());
    await expect.poll(() => page.getByRole('button', { name: 'Stay Logged In' }).count()).toBe(0);
  });

  it('shows a new notification in the bell within one poll, and Mark all read clears it', async () => {
    const page = await env.newPage();
    await page.clock.install();
    await signInAs(page, 'jobseeker');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const before = (await bell.getAttribute('aria-label')) ?? '';

    // A real event: a friend the job seeker invited signs up.
    const friend = `friend.${Date.now()}@school.example.org`;
    const me = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-profile/')).json()) as { id: number };
    const invited = await callApiAs(page, env.server.url, 'POST', '/api/referrals/', {
      user: me.id,
      first_name: 'Toni',
      last_name: 'Morrison',
      email: friend,
      account_type: 'jobseeker',
    });
    expect(invited.status).toBe(201);
    const joined = await fetch(`${env.server.url}/api/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Toni', last_name: 'Morrison', email: friend, password: 'Beloved-1987', user_type: 'jobseeker' }),
    });
    expect(joined.status).toBe(201);

    await page.clock.runFor(60_000);
    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).waitFor();
    expect(await bell.getAttribute('aria-label')).not.toBe(before);
    await bell.click();
    await page.getByText('Toni Morrison joined from your invitation. Thank you!').waitFor();
    await screenshot(page, 'notification-bell');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText("You're all caught up.").waitFor();
    await page.keyboard.press('Escape');
    // The menu's exit transition runs on timers, which this page's fake clock holds until moved.
    await page.clock.runFor(1_000);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });

  it('shows the drawer at 800 px wide and the header links at 1200 px', async () => {
    const narrow = await env.newPage({ width: 800, height: 900 });
    await narrow.goto('/');
    await narrow.getByRole('button', { name: 'Open menu' }).click();
    const drawer = narrow.getByRole('navigation', { name: 'Main menu' });
    // Spec 000 §1's items; without a marketing site the public pages are the app's own (issue 35 item 6).
    const items = ['Login', 'Signup', 'JobSeekers', 'Employers', 'Career Services', 'About Us', 'Blog', 'Invite'];
    for (const name of items) {
      await drawer.getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await drawer.getByRole('link').count()).toBe(items.length);
    // No entry leads back to the home page.
    const targets = await drawer.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(targets).not.toContain('/');
    expect(await narrow.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About Us' }).count()).toBe(0);

    const wide = await env.newPage({ width: 1200, height: 900 });
    await wide.goto('/');
    await wide.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About Us' }).waitFor();
    expect(await wide.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
  });

  it('keeps a loading screen blank for its first 800 ms, and then shows its spinner', async () => {
    const page = await env.newPage();
    await signInAs(page, 'jobseeker');
    // The profile never answers, so the account's loading screen stays.
    await page.route('**/api/my-profile/', () => undefined);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const spinner = page.getByRole('progressbar', { name: 'Loading your account' });
    await spinner.waitFor();
    // The spinner's fade-in, read at chosen moments of its own timeline rather than of the machine's clock.
    const opacityAt = (ms: number) =>
      spinner.evaluate((element, at) => {
        const shown = element.parentElement as HTMLElement;
        const [fadeIn] = shown.getAnimations();
        if (fadeIn === undefined) return 'no fade-in';
        fadeIn.pause();
        fadeIn.currentTime = at;
        return getComputedStyle(shown).opacity;
      }, ms);
    expect(await opacityAt(0)).toBe('0');
    expect(await opacityAt(790)).toBe('0');
    expect(await opacityAt(1000)).toBe('1');
  });
});

const MENUS = {
  staff: {
    Dashboard: ['Dashboard', 'Data tables', 'Jobseekers', 'Employers', 'Employees', 'Roles', 'Platform configuration'],
    Matches: ['Quick match', 'Legacy matching dashboard', 'Debug algorithm'],
    Tools: ['Reports', 'Question flows'],
    Account: ['Settings', 'Log out'],
  },
  employee: { Dashboard: ['Company dashboard', 'My profile'], Account: ['Settings', 'Log out'] },
  jobseeker: { Dashboard: ['Dashboard', 'My matches'], Account: ['Settings', 'Log out'] },
} as const;

describe('top bar and home screens', () => {
  for (const who of ['jobseeker', 'employee', 'staff'] as const) {
    it(`gives the ${who} exactly their menus and a finished home screen on desktop and phone`, async () => {
      const page = await env.newPage({ width: 1280, height: 900 });
      await signInAs(page, who);
      await page.goto('/dashboard');
      await page.waitForLoadState('networkidle');
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      // The demo data gives the job seeker a match they have not seen yet: their menu counts it.
      const dashboard = nav.getByRole('button', { name: /^Dashboard/ });
      await dashboard.waitFor();
      if (who === 'jobseeker') await expect.poll(() => dashboard.textContent()).toContain('1 new match');
      const buttons = await nav.getByRole('button').allTextContents();
      expect(buttons.map((b) => b.replace(/\d+ new match(es)?$/, '').trim()).filter(Boolean)).toEqual(Object.keys(MENUS[who]).filter((m) => m !== 'Account'));
      for (const [menu, items] of Object.entries(MENUS[who])) {
        await page.getByRole('button', { name: menu, exact: true }).click();
        const opened = page.getByRole('menu', { name: menu });
        await opened.getByRole('menuitem').first().waitFor();
        const listed = await opened.getByRole('menuitem').allTextContents();
        expect(listed.map((item) => item.replace(/\d+ new match(es)?$/, '').trim())).toEqual(items);
        await page.keyboard.press('Escape');
      }
      // Every signed-in person has the bell (spec 000 §2); employees hear of staff's review of their roles there.
      await expect.poll(() => page.getByRole('button', { name: /^Notifications/ }).count()).toBe(1);
      // Only the employee has a Matches link: granted matching, and the demo organisation has an open role with a
      // candidate waiting (spec 000 §2); the job seeker's matches sit in their Dashboard menu, staff have a menu.
      const matchesLink = page.getByRole('link', { name: /^Matches( \d+ new match(es)?)?$/ });
      await expect.poll(() => matchesLink.count()).toBe(who === 'employee' ? 1 : 0);
      // Everyone reaches their conversations from the bar (issue 12).
      expect(await nav.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages');
      await screenshot(page, `home-${who}-desktop`);

      await page.setViewportSize({ width: 375, height: 812 });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, `home-${who}-phone`);
    });
  }
});
