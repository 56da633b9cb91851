import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs, signInAs } from './support/accounts';
import { newConfirmedJobseeker } from './support/new-jobseeker';
import { chooseInOpenMenu } from './support/forms';

// Issue 13 item 6: the rough edges a new user met in the forms and around them, each as that person meets it.

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

type Json = Record<string, unknown>;

async function savedAnswers(page: Page): Promise<Json> {
  const response = await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/');
  return ((await response.json()) as { answers: Json }).answers;
}

async function openStep(page: Page, name: string): Promise<void> {
  await page.goto(`/profile/${name}`);
  await page.waitForURL((url) => url.pathname === `/profile/${name}`);
  await page.getByRole('button', { name: 'Continue' }).waitFor();
}

/** What a closed select shows: its chosen option's words, or nothing. */
async function shownChoice(page: Page, id: string): Promise<string> {
  return ((await page.locator(`[id="${id}"]`).textContent()) ?? '').replace(/\u200b/g, '').trim();
}

describe('the forms, as a new job seeker meets them', () => {
  it('names every record field from the schema: no employer id to type, a language and its three levels each labeled', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);

    await openStep(page, 'recent_experience');
    await page.getByLabel('Organization', { exact: true }).waitFor();
    await page.getByLabel('Job title', { exact: true }).waitFor();
    // The employer id is the server's: a job seeker is never asked to type a number for it.
    expect(await page.getByText(/employer id/i).count()).toBe(0);
    expect(await page.locator('[id$="_employerId"]').count()).toBe(0);

    await openStep(page, 'languages');
    await page.getByRole('button', { name: 'Add a language' }).click();
    await page.getByRole('heading', { name: 'Language 1' }).waitFor();
    await screenshot(page, 'form-rough-edges-languages');
    const form = page.locator('form');
    for (const name of ['Language', 'Reading', 'Writing', 'Speaking']) {
      expect(await form.getByRole('combobox', { name, exact: true }).count(), `one field labeled ${name}`).toBe(1);
    }
    expect(await form.getByText('Organization').count()).toBe(0);
    expect(await form.getByText('Language proficiency').count()).toBe(0);
  });

  it('starts a select empty, saves nothing the person did not choose, and titles records "Degree 1"', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);

    await openStep(page, 'highest_education_level');
    await page.getByLabel('Graduate', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/education');
    const add = page.getByRole('button', { name: 'Add a degree' });
    if ((await page.locator('[id="root_education_0_degree"]').count()) === 0) await add.click();
    await page.locator('[id="root_education_0_degree"]').waitFor();
    await screenshot(page, 'form-rough-edges-education-empty');
    expect(await shownChoice(page, 'root_education_0_degree')).toBe('');
    expect(await shownChoice(page, 'root_education_0_fieldOfStudy')).toBe('');
    expect(await page.getByText(/Your education-\d/).count()).toBe(0);
    await page.getByRole('heading', { name: 'Degree 1', exact: true }).waitFor();

    // The open list offers "Choose…" above the options, so an answer can be taken back.
    await page.locator('[id="root_education_0_degree"]').click();
    await page.getByRole('option', { name: 'Choose…' }).waitFor();
    await page.keyboard.press('Escape');

    // Only the school typed: Continue asks for the degree and the field instead of saving the first options.
    await page.locator('[id="root_education_0_school"]').fill('Howard University');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Continue' }).click();
    const problems = page.getByRole('alert');
    await problems.getByText('Choose your degree').waitFor();
    await problems.getByText('Choose your field of study').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/education');
    expect((await savedAnswers(page)).education ?? []).toEqual([]);

    // The first field in error takes the focus once the messages are drawn; on a busy machine that frame can come after
    // a click, and would move the focus out of the list just opened, so the choice waits for it.
    await page.waitForFunction(() => document.activeElement?.id === 'root_education_0_degree');

    // What the person chooses is what is saved.
    await page.locator('[id="root_education_0_degree"]').click();
    await chooseInOpenMenu(page, 'Master of Education (M.Ed.)');
    await page.locator('[id="root_education_0_fieldOfStudy"]').click();
    await chooseInOpenMenu(page, 'Mathematics');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== '/profile/education');
    const saved = (await savedAnswers(page)).education as Json[];
    expect(saved).toEqual([expect.objectContaining({ school: 'Howard University', degree: 'med', field_of_study: 'mathematics' })]);
    expect(saved[0]!.graduation_year ?? null).toBeNull();
  });

  it('hides the end date while "I currently work here" is ticked, and saves the current role with no end date', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);

    await openStep(page, 'recent_experience');
    await page.getByLabel('Organization', { exact: true }).fill('Riverside Charter Schools');
    await page.getByLabel('Job title').fill('Dean of Students');
    await page.getByLabel('Start date').fill('2021-08-16');
    await page.getByLabel('End date').fill('2024-06-30');
    await page.getByLabel('I currently work here').check();
    await expect.poll(() => page.getByLabel('End date').count()).toBe(0);
    await screenshot(page, 'form-rough-edges-current-job');
    // Unticked, the end date comes back to be answered.
    await page.getByLabel('I currently work here').uncheck();
    await page.getByLabel('End date').waitFor();
    await page.getByLabel('I currently work here').check();
    await expect.poll(() => page.getByLabel('End date').count()).toBe(0);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== '/profile/recent_experience');
    const role = (await savedAnswers(page)).recent_experience as Json;
    expect(role).toMatchObject({ name: 'Riverside Charter Schools', job_title: 'Dean of Students', start_date: '2021-08-16', currently_at_job: true });
    expect(role.end_date ?? null).toBeNull();

    // Back on the step, the current role still shows no end date.
    await openStep(page, 'recent_experience');
    await page.getByLabel('Organization', { exact: true }).waitFor();
    expect(await page.getByLabel('End date').count()).toBe(0);
    expect(await page.getByLabel('I currently work here').isChecked()).toBe(true);
  });

  it("shows the schema's message for an address that is not a LinkedIn profile, linked to the field, never the browser's bubble", async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);

    await openStep(page, 'wrap_up');
    const field = page.getByLabel('LinkedIn profile');
    // Without https:// an address is taken as https:// (as resumes write it); this one is not a profile address at all.
    await field.fill('www.linkedin.com/katherine-johnson');
    // The browser would stop the submit at its own bubble ("Please enter a URL.") unless the form opts out.
    expect(await field.evaluate((input) => (input as HTMLInputElement).form?.noValidate)).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();

    const message = 'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name';
    await page.getByRole('alert').getByRole('link', { name: message }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // The message under the field is the one its description points at, and the field has the focus.
    const descriptions = await field.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(descriptions).toContain(message);
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/profile/wrap_up');
    await screenshot(page, 'form-rough-edges-linkedin');

    await field.fill('linkedin.com/in/katherine-johnson');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== '/profile/wrap_up');
    expect((await savedAnswers(page)).linkedin_url).toBe('https://linkedin.com/in/katherine-johnson');
  });

  it('asks before a top-bar link leaves a half-edited step: Cancel keeps the edit, Leave goes without saving it', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);

    await openStep(page, 'wrap_up');
    const field = page.getByLabel('LinkedIn profile');
    await field.fill('https://www.linkedin.com/in/mary-jackson');
    await page.getByRole('banner').getByRole('link', { name: 'Messages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await screenshot(page, 'unsaved-changes-prompt');
    expect(new URL(page.url()).pathname).toBe('/profile/wrap_up');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('https://www.linkedin.com/in/mary-jackson');

    await page.getByRole('banner').getByRole('link', { name: 'Messages' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/messages');
    expect((await savedAnswers(page)).linkedin_url ?? null).toBeNull();

    // Continue saves first, so it moves on without asking.
    await openStep(page, 'wrap_up');
    await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/mary-jackson');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== '/profile/wrap_up');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('around the forms', () => {
  it('drops the bell badge at Mark all read even when a poll answered from before the mark arrives after it', async () => {
    const page = await env.newPage();
    await page.clock.install();
    await signInAs(page, 'jobseeker');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');

    // A real event: a friend the job seeker invited signs up.
    const friend = `friend.${Date.now()}@school.example.org`;
    const me = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-profile/')).json()) as { id: number };
    const invited = await callApiAs(page, env.server.url, 'POST', '/api/referrals/', {
      user: me.id,
      first_name: 'Mary',
      last_name: 'Jackson',
      email: friend,
      account_type: 'jobseeker',
    });
    expect(invited.status).toBe(201);
    const joined = await fetch(`${env.server.url}/api/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Mary', last_name: 'Jackson', email: friend, password: 'Wind-Tunnel-1958', user_type: 'jobseeker' }),
    });
    expect(joined.status).toBe(201);
    await page.clock.runFor(60_000);
    const unreadBell = page.getByRole('button', { name: /^Notifications, \d+ unread/ });
    await unreadBell.waitFor();

    // The next poll is answered by the server now, but its answer reaches the page only after Mark all read.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Promise<void>[] = [];
    let answered = 0;
    // The poll's two calls (the count and the list) are held; anything after them goes straight through.
    let holding = 2;
    const hold = async (route: Route, request: Request) => {
      if (request.method() !== 'GET' || holding === 0) return route.continue();
      holding -= 1;
      const response = await route.fetch();
      answered += 1;
      held.push(released.then(() => route.fulfill({ response })));
    };
    await page.route('**/api/notifications/notifications/**', hold);
    await page.clock.runFor(60_000);
    await expect.poll(() => answered).toBe(2);

    await unreadBell.click();
    await page.getByText('Mary Jackson joined from your invitation. Thank you!').waitFor();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText("You're all caught up.").waitFor();
    release();
    await Promise.all(held);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await page.clock.runFor(1_000);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 5_000 });
    expect(await page.locator('.MuiBadge-badge:not(.MuiBadge-invisible)').count()).toBe(0);
  });

  it('leads About Us on the public header to an about page that stays', async () => {
    const page = await env.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    // Opened directly (a shared link, a reload), it is the same page.
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.getByRole('link', { name: 'Sign up as a job seeker' }).waitFor();
    await screenshot(page, 'form-rough-edges-about');
  });

  it('has a favicon, served with its type and allowed by the Content-Security-Policy', async () => {
    const page = await env.newPage();
    await page.goto('/login');
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThan(0);
    const expectedTypes: Record<string, RegExp> = { svg: /^image\/svg\+xml/, ico: /^image\/(x-icon|vnd\.microsoft\.icon)/ };
    for (const href of [...icons, `${env.server.url}/favicon.ico`]) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      const extension = new URL(href).pathname.split('.').pop()!;
      expect(response.headers()['content-type'], href).toMatch(expectedTypes[extension] ?? /^image\//);
      expect((await response.body()).length).toBeGreaterThan(100);
    }
    // The page itself may load it: an img from the same origin, under the page's own policy.
    const loaded = await page.evaluate(
      (href) =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth > 0);
          image.onerror = () => resolve(false);
          image.src = href;
        }),
      icons[0]!,
    );
    expect(loaded).toBe(true);
  });
});
