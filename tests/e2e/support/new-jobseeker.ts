import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAsJobseeker, STRONG_PASSWORD } from './forms';
import { linkFromOutbox } from './outbox';
import { signInContext } from './accounts';

let people = 0;

function nextEmail(): string {
  people += 1;
  return `person.${people}.${Date.now()}@school.example.org`;
}

/**
 * A new job seeker who signed up in the browser and confirmed their address by the e-mailed link; signed in on
 * `page`, on the page that says the address is confirmed. For a test that walks the sign-up screens on its way.
 */
export async function signUpAndConfirmInBrowser(page: Page, dataDir: string): Promise<string> {
  const email = nextEmail();
  await signUpAsJobseeker(page, { firstName: 'Katherine', lastName: 'Johnson', email });
  await page.waitForURL('**/confirm-email');
  const link = new URL(await linkFromOutbox(dataDir, email, '/confirm_email'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
  return email;
}

/**
 * A new job seeker who has confirmed their address, made with the requests the browser makes for them (the
 * sign-up form's POST /api/user/, then the e-mailed link's confirmation) and signed in on `page`'s browser context
 * as the form leaves them: the page opens the app as them from its next navigation on. For tests about what the
 * person meets afterwards; the sign-up screens themselves are walked in sign-up.test.ts and, on a phone, in
 * jobseeker-phone-pages.test.ts (signUpAndConfirmInBrowser).
 */
export async function newConfirmedJobseeker(page: Page, dataDir: string): Promise<string> {
  const email = nextEmail();
  const signedUp = await page.request.post('/api/user/', {
    data: { first_name: 'Katherine', last_name: 'Johnson', email, password: STRONG_PASSWORD, user_type: 'jobseeker' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const { token } = (await signedUp.json()) as { token: string };
  const link = new URL(await linkFromOutbox(dataDir, email, '/confirm_email'));
  const confirmed = await page.request.patch(`/api/user/${link.searchParams.get('user_id')}/confirm_email/`, {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await signInContext(page, new URL(signedUp.url()).origin, token);
  return email;
}
