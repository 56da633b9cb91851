import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWith } from '../support/resume-files';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs } from './support/accounts';
import { STRONG_PASSWORD } from './support/forms';

// Issue 13 item 7: /signup-with-resume, as a person with a resume and no account meets it.

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

type Json = Record<string, unknown>;

describe('sign up with a resume', () => {
  it('reads the name and e-mail into the sign-up form, then makes the file the resume and keeps the details the person confirms', async () => {
    const email = `mary.jackson.${Date.now()}@school.example.org`;
    const resume = pdfWith([
      'Mary Jackson',
      email,
      '(757) 555-0142',
      'Experience',
      'Assistant Principal, Hampton High School, 2019 – Present',
      'Education',
      'Hampton University',
    ]);
    const page = await env.newPage({ width: 390, height: 844 });
    await page.goto('/signup-with-resume');
    await page.getByRole('heading', { name: 'Sign up with your resume' }).waitFor();
    // Inside the top-bar layout (spec 000 §2): a visitor sees its Log In.
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    await screenshot(page, 'sign-up-with-resume');

    await page.locator('input[type="file"]').setInputFiles({ name: 'Mary Jackson resume.pdf', mimeType: 'application/pdf', buffer: resume });
    await page.getByText('We filled in what we read from Mary Jackson resume.pdf').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Mary');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Jackson');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Nice to meet you!' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Get Started Now' }).click();

    const review = page.getByRole('region', { name: 'Details found in your resume' });
    await review.waitFor();
    await review.getByText('Phone: (757) 555-0142').waitFor();
    await review.getByText('Most recent role: Assistant Principal, Hampton High School').waitFor();
    await screenshot(page, 'sign-up-with-resume-review');
    await review.getByRole('button', { name: 'Add these details' }).click();
    // On into the product: the new address is not confirmed yet, so the landing redirect asks for that first.
    await page.waitForURL('**/confirm-email');

    const answers = ((await (await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/')).json()) as { answers: Json }).answers;
    expect(answers.resume).toMatchObject({ file_name: 'Mary Jackson resume.pdf' });
    expect(answers.phone_number).toBe('7575550142');
    const profile = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-profile/')).json()) as Json;
    expect(profile).toMatchObject({ first_name: 'Mary', last_name: 'Jackson', email });
  });

  it('says what is wrong with a file that is not a resume, and lets the person choose another', async () => {
    const page = await env.newPage();
    await page.goto('/signup-with-resume');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1') });
    await page.getByRole('alert').getByText('This file is not a PDF or a Word (.docx) document. Upload your resume as a PDF or DOCX.').waitFor();
    await page.getByRole('button', { name: 'Choose your resume' }).waitFor();
    expect(await page.getByLabel('First name').count()).toBe(0);
  });
});
