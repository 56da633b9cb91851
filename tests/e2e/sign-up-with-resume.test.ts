import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWith } from '../support/resume-files';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs } from './support/accounts';
import { STRONG_PASSWORD } from './support/forms';
import { linkFromOutbox } from './support/outbox';

// Issue 13 item 7: /signup-with-resume, as a person with a resume and no account meets it; issue 35 item 4: the
// values read are offered one by one, and what is ticked is in the profile after sign-up.

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

type Json = Record<string, unknown>;

describe('sign up with a resume', () => {
  it('reads the name and e-mail into the sign-up form, then makes the file the resume and keeps the values the person ticks (issue 35 item 4)', async () => {
    const email = `mary.jackson.${Date.now()}@school.example.org`;
    const resume = pdfWith([
      'Mary Jackson',
      email,
      '(757) 555-0142',
      'Hampton, VA 23669',
      'Experience',
      'Assistant Principal, Hampton High School, 2019 – Present',
      'Math Teacher, Bethel High School, 2012 – 2019',
      'Education',
      'Hampton University, M.Ed. Educational Leadership',
      'Skills',
      'Curriculum design, PowerSchool',
      'Languages',
      'Spanish (fluent)',
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

    // Each value read, by its words, with a tick; the level of education is asked first, offered from the degree.
    const review = page.getByRole('region', { name: 'Details found in your resume' });
    await review.waitFor();
    expect(await review.getByRole('checkbox', { name: 'Add (757) 555-0142' }).isChecked()).toBe(true);
    expect(await review.getByRole('checkbox', { name: 'Add Hampton High School, Assistant Principal, 2019 – now' }).isChecked()).toBe(true);
    expect(await review.getByRole('radio', { name: 'Graduate', exact: true }).isChecked()).toBe(true);
    await review.getByRole('checkbox', { name: 'Add Hampton University, Master of Education (M.Ed.), Educational Leadership and Administration' }).waitFor();
    await review.getByRole('checkbox', { name: 'Add Spanish, Full professional' }).waitFor();
    expect(await review.textContent()).not.toContain('curriculum_design');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'sign-up-with-resume-review');

    // By keyboard: a skill and the address ask for what the resume did not say before anything is saved.
    await review.getByRole('button', { name: 'Add the ticked details' }).press('Enter');
    await review.getByText('Choose a level for this skill').first().waitFor();
    await review.getByText('Enter the street address').waitFor();
    await review.getByRole('checkbox', { name: 'Add PowerSchool' }).press('Space');
    await review.getByLabel('Skill rating for Curriculum design').selectOption({ label: 'Advanced' });
    await review.getByLabel(/^Street address for/).fill('12 Queen St');
    await screenshot(page, 'sign-up-with-resume-review-levels');
    await review.getByRole('button', { name: 'Add the ticked details' }).press('Enter');
    // On into the product: the new address is not confirmed yet, so the landing redirect asks for that first.
    await page.waitForURL('**/confirm-email');

    const answers = ((await (await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/')).json()) as { answers: Json }).answers;
    expect(answers).toMatchObject({
      resume: { file_name: 'Mary Jackson resume.pdf' },
      phone_number: '7575550142',
      highest_education_level: 'graduate',
      education: [{ school: 'Hampton University', degree: 'med', field_of_study: 'educational_leadership' }],
      recent_experience: { name: 'Hampton High School', job_title: 'Assistant Principal' },
      work_experience: [{ name: 'Bethel High School', job_title: 'Math Teacher' }],
      skills: [{ skill_id: 'curriculum_design', rating: 3 }],
      languages: [{ name: 'spanish' }],
      user_address: { street_address: '12 Queen St', city: 'Hampton', state: 'VA', zipcode: '23669' },
    });
    expect(answers.skills).toHaveLength(1);
    const profile = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-profile/')).json()) as Json;
    expect(profile).toMatchObject({ first_name: 'Mary', last_name: 'Jackson', email });

    // The profile shows what came from the resume: the degree is on the education step, not waiting.
    const link = new URL(await linkFromOutbox(env.dataDir, email, '/confirm_email'));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    await page.goto('/profile/education');
    expect(await page.getByLabel('School').inputValue()).toBe('Hampton University');
    expect(await page.getByRole('region', { name: 'Degrees from your resume' }).count()).toBe(0);
    await page.goto('/profile/recent_experience');
    expect(await page.getByLabel('Organization').first().inputValue()).toBe('Hampton High School');
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
