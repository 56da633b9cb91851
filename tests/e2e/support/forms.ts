import type { Page } from 'playwright-core';

export const STRONG_PASSWORD = 'Blackboard2026';

/** Fills the two-step job seeker sign-up of spec 000 §2 as a person would, ending on Get Started Now. */
export async function signUpAsJobseeker(page: Page, person: { firstName: string; lastName: string; email: string }): Promise<void> {
  await page.goto('/jobseeker/signup');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Nice to meet you!' }).waitFor();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Get Started Now' }).click();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}
