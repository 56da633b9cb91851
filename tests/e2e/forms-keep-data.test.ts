import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs } from './support/accounts';
import { newConfirmedJobseeker } from './support/new-jobseeker';
import { chooseInOpenMenu } from './support/forms';

// Issue 23 items 2, 3 and 4: a job seeker on a phone clears a field, meets a refused record, changes their mind;
// none of it locks the step or loses what they saved without asking.

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

async function continueOn(page: Page, from: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname !== `/profile/${from}`);
}

async function choose(page: Page, id: string, option: string): Promise<void> {
  await page.locator(`[id="${id}"]`).click();
  await chooseInOpenMenu(page, option);
}

async function addLanguage(page: Page, index: number, language: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a language' }).click();
  await choose(page, `root_languages_${index}_name`, language);
  for (const skill of ['readingProficiency', 'writingProficiency', 'speakingProficiency'])
    await choose(page, `root_languages_${index}_${skill}`, 'Full professional');
}

describe('a job seeker’s answers on a phone: cleared, refused, changed', () => {
  it('takes a number or a date cleared after typing as never given: Continue goes on and saves the rest', async () => {
    const page = await env.newPage(PHONE);
    await newConfirmedJobseeker(page, env.dataDir);

    await openStep(page, 'compensation');
    const rate = page.getByLabel('Lowest hourly rate (USD)');
    await rate.fill('40');
    await rate.fill('');
    await page.getByLabel('Lowest annual salary (USD)').fill('52000');
    await continueOn(page, 'compensation');
    const compensation = (await savedAnswers(page)).compensation as Json;
    expect(compensation.minimum_salary).toBe(52000);
    expect(compensation.minimum_hourly_rate ?? null).toBeNull();

    await openStep(page, 'recent_experience');
    await page.getByLabel('Organization', { exact: true }).fill('Riverside Charter Schools');
    await page.getByLabel('Job title').fill('Operations Manager');
    await page.getByLabel('Start date').fill('2021-08-16');
    await page.getByLabel('End date').fill('2024-06-30');
    await page.getByLabel('End date').fill('');
    await continueOn(page, 'recent_experience');
    const role = (await savedAnswers(page)).recent_experience as Json;
    expect(role).toEqual(expect.objectContaining({ name: 'Riverside Charter Schools', start_date: '2021-08-16' }));
    expect(role.end_date ?? null).toBeNull();
  });

  it('recovers by itself after a refused language: once the duplicate is removed, Continue saves and goes on', async () => {
    const page = await env.newPage(PHONE);
    await newConfirmedJobseeker(page, env.dataDir);

    await openStep(page, 'languages');
    await addLanguage(page, 0, 'English');
    await addLanguage(page, 1, 'Spanish');
    await addLanguage(page, 2, 'Spanish');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('You have already added this language; change it instead.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/languages');

    await page
      .getByRole('button', { name: /remove/i })
      .nth(2)
      .click();
    await expect.poll(() => page.locator('[id="root_languages_2_name"]').count()).toBe(0);
    await screenshot(page, 'forms-keep-data-languages-recovered');
    await continueOn(page, 'languages');
    const names = ((await savedAnswers(page)).languages as Json[]).map((language) => language.name);
    expect(names.sort()).toEqual(['english', 'spanish']);
  });

  it('asks before a changed answer sets saved degrees aside, and Cancel brings the earlier answer back', async () => {
    const page = await env.newPage(PHONE);
    await newConfirmedJobseeker(page, env.dataDir);

    await openStep(page, 'highest_education_level');
    await page.getByLabel('Graduate', { exact: true }).check();
    await continueOn(page, 'highest_education_level');
    for (const [index, school] of ['Howard University', 'Spelman College'].entries()) {
      if (index > 0 || (await page.locator('[id="root_education_0_degree"]').count()) === 0) await page.getByRole('button', { name: /^Add .*degree/i }).click();
      await page.locator(`[id="root_education_${index}_school"]`).fill(school);
      await page.keyboard.press('Escape');
      await choose(page, `root_education_${index}_degree`, 'Master of Education (M.Ed.)');
      await choose(page, `root_education_${index}_fieldOfStudy`, 'Mathematics');
    }
    await continueOn(page, 'education');
    expect((await savedAnswers(page)).education as Json[]).toHaveLength(2);

    await openStep(page, 'highest_education_level');
    await page.getByLabel('N/A', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This sets aside your 2 degrees:', { exact: false }).waitFor();
    await screenshot(page, 'forms-keep-data-remove-degrees');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByLabel('Graduate', { exact: true }).isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/profile/highest_education_level');
    const kept = await savedAnswers(page);
    expect(kept.highest_education_level).toBe('graduate');
    expect(kept.education as Json[]).toHaveLength(2);

    // Back with the changed answer asks the same; confirming sets them aside (off the path, so not in the answers).
    await page.getByLabel('N/A', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Set aside and continue' }).click();
    await page.waitForURL((url) => url.pathname !== '/profile/highest_education_level');
    expect((await savedAnswers(page)).education ?? []).toEqual([]);
  });
});
