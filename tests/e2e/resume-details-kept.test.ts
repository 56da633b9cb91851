import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfWith } from '../support/resume-files';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs } from './support/accounts';
import { STRONG_PASSWORD } from './support/forms';
import { linkFromOutbox } from './support/outbox';
import { newConfirmedJobseeker } from './support/new-jobseeker';

// Issue 23 items 1, 5 and 6: a job seeker's resume details on a 390 px phone are kept, never overwrite what they
// typed, and the resume can be seen, downloaded and replaced later; issue 35 item 4: a typed value differing from
// the resume's is offered unticked as "Replace …?".

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

type Json = Record<string, unknown>;
const PHONE = { width: 390, height: 844 };

async function myAnswers(page: Page): Promise<Json> {
  return ((await (await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/')).json()) as { answers: Json }).answers;
}

describe('resume details on a phone', () => {
  it('keeps the details confirmed at sign-up and offers the degrees on the education step (item 1)', async () => {
    const email = `dorothy.vaughan.${Date.now()}@school.example.org`;
    const resume = pdfWith([
      'Dorothy Vaughan',
      email,
      '(757) 555-0143',
      'Experience',
      'Operations Manager, Hampton Public Schools, 2019 – Present',
      'Education',
      'Hampton University, B.A. English',
    ]);
    const page = await env.newPage(PHONE);
    await page.goto('/signup-with-resume');
    await page.locator('input[type="file"]').setInputFiles({ name: 'Dorothy Vaughan.pdf', mimeType: 'application/pdf', buffer: resume });
    await page.getByText('We filled in what we read from Dorothy Vaughan.pdf').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Get Started Now' }).click();
    const review = page.getByRole('region', { name: 'Details found in your resume' });
    await review.getByRole('checkbox', { name: 'Add Hampton University, Bachelor of Arts (B.A.), English and Literature' }).waitFor();
    // The level of education is left for later: the degree waits for the education step.
    await review.getByRole('checkbox', { name: 'Answer this now' }).uncheck();
    await review.getByRole('button', { name: 'Add the ticked details' }).click();
    await page.waitForURL('**/confirm-email');

    // The phone number and the role are saved although the education question is not reached yet.
    const saved = await myAnswers(page);
    expect(saved.phone_number).toBe('7575550143');
    expect(saved.recent_experience).toMatchObject({ name: 'Hampton Public Schools', job_title: 'Operations Manager' });
    expect(saved.education).toBeUndefined();

    const link = new URL(await linkFromOutbox(env.dataDir, email, '/confirm_email'));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    await page.goto('/profile/highest_education_level');
    await page.getByRole('radio', { name: 'Graduate', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/profile/education');
    const offer = page.getByRole('region', { name: 'Degrees from your resume' });
    await offer.getByText('Hampton University: Bachelor of Arts (B.A.), English and Literature').waitFor();
    await screenshot(page, 'resume-degrees-offered');
    await offer.getByRole('button', { name: 'Add Hampton University' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await page.getByLabel('School').inputValue()).toBe('Hampton University');
    await screenshot(page, 'resume-degree-added');
    expect((await myAnswers(page)).education).toEqual([
      { id: expect.any(Number), school: 'Hampton University', degree: 'ba', field_of_study: 'english_literature' },
    ]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/profile/recent_experience');
  });

  it('never overwrites the most recent role the person typed (item 5)', async () => {
    const page = await env.newPage(PHONE);
    await newConfirmedJobseeker(page, env.dataDir);
    const typed = {
      name: 'Norfolk Public Schools',
      job_title: 'Director of Operations',
      related_to_education: true,
      education_type: 'public_district',
      most_recent_role: true,
    };
    expect((await callApiAs(page, env.server.url, 'POST', '/api/my-experience/', typed)).status).toBe(201);
    const me = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-profile/')).json()) as { id: number };
    expect((await callApiAs(page, env.server.url, 'PATCH', `/api/user/${me.id}/`, { phone_number: '(757) 555-0100' })).status).toBe(200);
    await page.goto('/profile/resume');
    await page.waitForURL('**/profile/resume');
    const lines = ['Katherine Johnson', '(757) 555-0150', 'Experience', 'Math Teacher, Hampton High School, 2012 – 2019'];
    await page.locator('input[type="file"]').setInputFiles({ name: 'kj.pdf', mimeType: 'application/pdf', buffer: pdfWith(lines) });
    const found = page.getByRole('region', { name: 'Details found in your resume' });
    // Beside the role typed, unticked: it joins the other roles only when the person ticks it.
    const another = found.getByRole('checkbox', { name: 'Add to your other roles' });
    expect(await another.isChecked()).toBe(false);
    await found.getByText('Norfolk Public Schools, Director of Operations').waitFor();
    await another.check();
    // The phone number typed differs from the resume's: unticked, it stays as typed (issue 35 item 4).
    const phone = found.getByRole('checkbox', { name: 'Replace (757) 555-0100?' });
    expect(await phone.isChecked()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'resume-offer-replace');
    await found.getByRole('button', { name: 'Add the ticked details' }).click();
    await page.getByText('The details from your resume were added to your profile.').waitFor();
    const saved = await myAnswers(page);
    const { most_recent_role: _flag, ...ownAnswers } = typed;
    expect(saved.recent_experience).toMatchObject(ownAnswers);
    expect(saved.work_experience).toEqual([expect.objectContaining({ name: 'Hampton High School', job_title: 'Math Teacher', most_recent_role: false })]);
    expect(saved.phone_number).toBe('7575550100');
  });

  it('shows the resume on the home page, downloads it and replaces it (item 6)', async () => {
    const page = await env.newPage(PHONE);
    await newConfirmedJobseeker(page, env.dataDir);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Your resume' });
    await card.getByText('No resume yet.', { exact: false }).waitFor();
    await card.locator('input[type="file"]').setInputFiles({ name: 'first.pdf', mimeType: 'application/pdf', buffer: pdfWith(['Curriculum vitae']) });
    await card.getByText('first.pdf is now your resume.').waitFor();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download first.pdf' }).click();
    expect((await downloading).suggestedFilename()).toBe('first.pdf');

    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'second.pdf', mimeType: 'application/pdf', buffer: pdfWith(['Curriculum vitae', 'Second edition']) });
    await card.getByRole('button', { name: 'Download second.pdf' }).waitFor();
    await screenshot(page, 'resume-card-replaced');
    expect((await myAnswers(page)).resume).toMatchObject({ file_name: 'second.pdf' });
  });
});
