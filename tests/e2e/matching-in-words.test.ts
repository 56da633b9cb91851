import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';

/**
 * Matching as a recruiter reads it (issue 21), on the demo data of a first start: staff see how many people the
 * filters leave out and why, one by one on the Not eligible tab; the employer reads a candidate's languages,
 * skills and the reasons behind the score, on a phone.
 */
let env: E2eEnvironment;

beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

describe('matching in words', () => {
  it('staff see who the filters leave out, how many per filter, and why each person', async () => {
    const staff = await env.newPage();
    await signInAs(staff, 'staff');
    await staff.goto('/matching-results');
    await staff
      .getByRole('list', { name: 'Roles' })
      .getByRole('listitem')
      .filter({ hasText: 'Director of Operations' })
      .getByRole('link', { name: /candidates/i })
      .first()
      .click();
    await staff.waitForURL(/\/matching-results\/[0-9a-f-]{36}$/);

    // Beside the ranked list: how many are left out, per filter.
    const summary = staff.getByRole('region', { name: /people are not eligible/ });
    await summary.waitFor();
    const perFilter = summary.getByRole('list', { name: 'People each filter leaves out' });
    await perFilter.getByText(/^Location: /).waitFor();
    // Filter names in words, never as codes (snake_case or camelCase).
    expect(await perFilter.innerText()).not.toMatch(/[a-z]_[a-z]|[a-z][A-Z]/);
    await screenshot(staff, 'matching-excluded-summary');

    await staff.getByRole('tab', { name: /^Not eligible/ }).click();
    expect(new URL(staff.url()).searchParams.get('tab')).toBe('not-eligible');
    const list = staff.getByRole('list', { name: 'Not eligible', exact: true });
    const first = list.getByRole('listitem').first();
    await first.waitFor();
    // Each person with the filter that stops them, in words.
    const reasons = first.getByRole('list', { name: /^Why .* is not eligible$/ });
    await reasons.getByRole('listitem').first().waitFor();
    const text = await list.innerText();
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    await screenshot(staff, 'matching-not-eligible');

    // Found by part of their e-mail address.
    const email = (await first.getByText(/@/).first().innerText()).trim();
    await staff.getByRole('searchbox', { name: 'Find by name or e-mail' }).fill(`${email.split('@')[0]!}@gen`);
    await staff
      .getByRole('status')
      .filter({ hasText: /^1 person is not eligible$/ })
      .waitFor();
    await list.getByText(email).waitFor();
  });

  it('the employer reads a candidate’s education, languages, skills and the reasons for the score, on a phone', async () => {
    const employer = await env.newPage({ width: 390, height: 844 });
    await signInAs(employer, 'employee');
    await employer.goto('/matching');
    await employer
      .getByRole('link', { name: /view candidates/i })
      .first()
      .click();
    await employer
      .getByRole('button', { name: /Jordan/ })
      .first()
      .click();
    const profile = employer.getByRole('region', { name: 'Profile summary' });
    for (const label of ['Education', 'Languages', 'Skills', 'Lives in', 'Would work', 'Could start'])
      await profile.getByText(label, { exact: true }).waitFor();
    await profile.getByText(/Spanish \(/).waitFor();
    const why = employer.getByRole('region', { name: 'Why this score' });
    await why.getByText('Languages', { exact: true }).waitFor();
    await why.getByText(/Spanish, preferred: /).waitFor();
    expect(await why.innerText()).not.toMatch(/\b[a-z]+_[a-z_]+\b|\d{4}-\d{2}-\d{2}/);
    await screenshot(employer, 'employer-candidate-in-words');
  });
});
