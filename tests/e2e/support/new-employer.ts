import type { Page } from 'playwright-core';
import { STRONG_PASSWORD } from './forms';
import { linkFromOutbox } from './outbox';

export interface NewEmployee {
  firstName: string;
  lastName: string;
  organization: string;
  email: string;
}

/**
 * Signs an organisation up at /employer/signup as a person would (name and organisation, then e-mail, password
 * and terms), then confirms the address by the link in the confirmation e-mail. Ends signed in on the page that
 * says the address is confirmed.
 */
export async function signUpOrganisation(page: Page, dataDir: string, person: NewEmployee): Promise<void> {
  await page.goto('/employer/signup');
  await page.getByRole('heading', { name: 'Sign up as an employer' }).waitFor();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Organization').fill(person.organization);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Nice to meet you!' }).waitFor();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Get Started Now' }).click();
  await page.waitForURL('**/confirm-email');
  const link = new URL(await linkFromOutbox(dataDir, person.email, '/confirm_email'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
}
