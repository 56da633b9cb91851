import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs, signInAs } from './support/accounts';
import { newConfirmedJobseeker } from './support/new-jobseeker';

// Issue 23 items 9 and 12 on a 390 px phone: a skill of one's own (PowerSchool) is saved and shown; a start date
// years ahead is refused with the flow file's message before anything is saved.

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

type Json = Record<string, unknown>;
const PHONE = { width: 390, height: 844 };

async function savedAnswers(page: Page): Promise<Json> {
  const response = await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/');
  return ((await response.json()) as { answers: Json }).answers;
}

async function openStep(page: Page, name: string): Promise<void> {
  await page.goto(`/profile/${name}`);
  await page.waitForURL((url) => url.pathname === `/profile/${name}`);
  await page.getByRole('button', { name: 'Continue' }).waitFor();
}

describe('a job seeker on a phone names their own skill and dates their roles', () => {
  it('adds "PowerSchool", a skill not on the list, rates it, and finds it saved and shown after Continue', async () => {
    const page = await env.newPage(PHONE);
    await signInAs(page, 'jobseeker');
    await openStep(page, 'skills_menu');
    const add = page.getByRole('combobox', { name: 'Add a skill' });
    await add.fill('PowerSchool');
    await page.getByRole('option', { name: 'Add "PowerSchool"' }).click();
    await page.getByLabel('PowerSchool', { exact: true }).selectOption({ label: 'Advanced' });
    await screenshot(page, 'phone-own-skill');
    const saved = page.waitForResponse((response) => response.url().includes('/api/skills') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).status()).toBe(201);
    await page.waitForURL((url) => url.pathname !== '/profile/skills_menu');
    expect((await savedAnswers(page)).skills).toEqual(expect.arrayContaining([expect.objectContaining({ custom_skill: 'PowerSchool', rating: 3 })]));

    await openStep(page, 'skills_menu');
    await expect.poll(() => page.getByLabel('PowerSchool', { exact: true }).inputValue()).toBe('3');
    await page.getByRole('button', { name: 'Remove PowerSchool' }).waitFor();
  });

  it('refuses a start date in 2031 with the flow file’s message at the start date, and saves nothing', async () => {
    const page = await env.newPage(PHONE);
    await newConfirmedJobseeker(page, env.dataDir);
    await openStep(page, 'recent_experience');
    await page.getByLabel('Organization', { exact: true }).fill('Riverside Charter Schools');
    await page.getByLabel('Job title').fill('Operations Manager');
    await page.getByLabel('Start date').fill('2031-03-01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter a start date no more than a year from today').first().waitFor();
    await screenshot(page, 'phone-start-date-far-ahead');
    expect(new URL(page.url()).pathname).toBe('/profile/recent_experience');
    expect((await savedAnswers(page)).recent_experience ?? null).toBeNull();

    await page.getByLabel('Start date').fill('2021-08-16');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== '/profile/recent_experience');
    expect((await savedAnswers(page)).recent_experience).toEqual(expect.objectContaining({ start_date: '2021-08-16' }));
  });
});
