import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Answers, Flow } from '../../src/flows';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs } from './support/accounts';
import { newConfirmedJobseeker } from './support/new-jobseeker';
import { answerStep } from './support/profile-flow-driver';
import { pdfWith } from '../support/resume-files';

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

interface Fixture {
  answers: Answers;
  expectedPath: string[];
  expectedEnd: string;
}

function fixture(name: string): Fixture {
  return JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/flows', `${name}.json`), 'utf8')) as Fixture;
}

async function flowOf(page: Page): Promise<Flow> {
  return ((await (await callApiAs(page, env.server.url, 'GET', '/api/flows/jobseeker/')).json()) as { flow: Flow }).flow;
}

async function onStep(page: Page, name: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === `/profile/${name}`, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Continue' }).waitFor();
  } catch (error) {
    // Say where the walk stood and what the page said, so a failure names its step.
    const shot = await screenshot(page, `walk-stuck-before-${name}`);
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`Expected step ${name}, but the page is ${new URL(page.url()).pathname}; alerts: ${JSON.stringify(alerts)}; see ${shot}`, { cause: error });
  }
}

/**
 * Replays a QA fixture in the browser: from the first step, answers each step with the fixture's values and
 * checks that the walk visits exactly the fixture's steps and ends where it says.
 */
async function replay(page: Page, flow: Flow, data: Fixture, during?: (step: string) => Promise<void>): Promise<void> {
  await page.goto('/profile');
  for (const step of data.expectedPath) {
    await onStep(page, step);
    await during?.(step);
    await answerStep(page, flow, step, data.answers);
  }
  const end = data.expectedEnd.startsWith('/') ? data.expectedEnd : `/profile/${data.expectedEnd}`;
  await page.waitForURL((url) => url.pathname === end, { timeout: 15_000 });
}

describe('job seeker onboarding in a real browser', () => {
  // About 60 saved steps: some 40 s alone, past the default 60 s when CI runs two browsers on two cores.
  it('walks every conditional step to the part-time ending, resuming after a reload and after leaving', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);
    const flow = await flowOf(page);
    const data = fixture('every-conditional-step-part-time-path');
    await replay(page, flow, data, async (step) => {
      if (step === 'compensation') {
        // A reload mid-flow comes back to the same step, and the answers saved so far load back.
        await page.reload();
        await onStep(page, 'compensation');
        await page.getByRole('button', { name: 'Back' }).click();
        await onStep(page, 'primary_locations');
        await page.getByRole('button', { name: 'Chicago, IL' }).or(page.getByText('Denver, CO')).first().waitFor();
        await page.getByRole('button', { name: 'Continue' }).click();
        await onStep(page, 'compensation');
      }
      if (step === 'skill_by_functional_expertise') {
        // Skills are grouped under the chosen areas, by their names rather than their stored values.
        await page.getByRole('heading', { level: 2, name: 'Talent / HR' }).waitFor();
      }
      if (step === 'functional_expertise_areas') {
        // Leaving for the dashboard and coming back to /profile resumes at the first unanswered step.
        await page.goto('/dashboard');
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        await page.goto('/profile');
        await onStep(page, 'functional_expertise_areas');
        await screenshot(page, 'profile-step-checkboxes');
      }
    });
    await page.getByRole('heading', { name: 'Part-time and contract roles' }).waitFor();
  }, 120_000);

  it('walks the shortest full-time path to the dashboard, where Core Profile is checked', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);
    const flow = await flowOf(page);
    await replay(page, flow, fixture('full-time-shortest-path'));
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const core = page.getByRole('listitem').filter({ hasText: 'Core Profile' });
    await core.getByText('Complete', { exact: true }).waitFor();
    await screenshot(page, 'dashboard-core-profile-complete');
    // With Core Profile complete, Jump To leads to the first step of any section on the person's path.
    await page.goto('/profile/gender');
    await onStep(page, 'gender');
    await page.getByRole('button', { name: 'Jump To' }).click();
    await page.getByRole('menuitem', { name: 'Workplace Preferences' }).click();
    await onStep(page, 'teamwork_approach');
  }, 120_000);

  it('shows the schema’s own message, linked to its field, and keeps focus on the step', async () => {
    const page = await env.newPage({ width: 390, height: 844 });
    await newConfirmedJobseeker(page, env.dataDir);
    await page.goto('/profile/can_work_in_us');
    await onStep(page, 'can_work_in_us');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // The question names its group of options for assistive technology.
    await page.getByRole('group', { name: 'Are you legally authorized to work in the United States?' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    const message = 'Tell us whether you are authorized to work in the US';
    await page.getByRole('link', { name: message }).waitFor();
    const described = await page.locator('[id="root_canWorkInUs"]').getAttribute('aria-describedby');
    expect(described).toContain('root_canWorkInUs__error');
    expect(await page.locator('[id="root_canWorkInUs__error"]').textContent()).toContain(message);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'profile-step-error-phone');
  });

  it('refuses an over-long answer in the browser with the schema’s message, saving nothing', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);
    const me = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-profile/')).json()) as { id: number };
    expect((await callApiAs(page, env.server.url, 'PATCH', `/api/profile/${me.id}/`, { currently_sits_on_board: true })).status).toBe(200);
    await page.goto('/profile/current_board_seats');
    await page.locator('[id="root_currentBoardSeats"]').fill('x'.repeat(2001));
    await page.getByText('2001 / 2000 characters').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Keep this to 2000 characters or fewer' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/current_board_seats');
    const saved = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/')).json()) as { answers: Record<string, unknown> };
    expect(saved.answers.current_board_seats).toBeUndefined();
  });

  it('uploads a resume, offers what it read, and keeps it; the flow then skips to wrap up', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);
    await page.goto('/profile/resume');
    await onStep(page, 'resume');
    const lines = ['Maya Angelou', 'maya.angelou@example.org', '(212) 555-0123', 'Experience', 'Principal, Lincoln High School, 2018 – Present'];
    await page.locator('input[type="file"]').setInputFiles({ name: 'maya-angelou.pdf', mimeType: 'application/pdf', buffer: pdfWith(lines) });
    const found = page.getByRole('region', { name: 'Details found in your resume' });
    await found.getByRole('checkbox', { name: 'Add (212) 555-0123' }).waitFor();
    await found.getByRole('checkbox', { name: 'Add Lincoln High School, Principal, 2018 – now' }).waitFor();
    await screenshot(page, 'resume-details-found');
    await found.getByRole('button', { name: 'Add the ticked details' }).click();
    await page.getByText('The details from your resume were added to your profile.').waitFor();
    await page.getByRole('button', { name: 'maya-angelou.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await onStep(page, 'wrap_up');
    expect(await page.locator('[id="root_phoneNumber"]').inputValue()).toBe('(212) 555-0123');
    const saved = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/')).json()) as {
      answers: Record<string, Record<string, unknown>>;
    };
    expect(saved.answers.recent_experience).toMatchObject({ name: 'Lincoln High School', job_title: 'Principal' });
    expect(saved.answers.resume).toMatchObject({ file_name: 'maya-angelou.pdf' });
  });
});
