import type { Page } from 'playwright-core';
import { signUpAsJobseeker } from './forms';
import { linkFromOutbox } from './outbox';

let people = 0;

/** A new job seeker who signed up in the browser and confirmed their address by the e-mailed link; signed in on `page`. */
export async function newConfirmedJobseeker(page: Page, dataDir: string): Promise<string> {
  people += 1;
  const email = `person.${people}.${Date.now()}@school.example.org`;
  await signUpAsJobseeker(page, { firstName: 'Katherine', lastName: 'Johnson', email });
  await page.waitForURL('**/confirm-email');
  const link = new URL(await linkFromOutbox(dataDir, email, '/confirm_email'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
  return email;
}
