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

/**
 * Chooses `name` in the menu a select has just opened, and waits for the menu to close. On a loaded machine a click
 * can reach the menu while it is still growing in and be lost, leaving it open over the page (twice in three full
 * runs on one machine); a person would click again, and so does this, up to three times, before failing.
 */
export async function chooseInOpenMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('listbox');
  for (let attempt = 1; ; attempt += 1) {
    // A first click that did land may close the menu after the wait: nothing is left to click then.
    if (attempt > 1 && (await menu.isHidden())) return;
    await page.getByRole('option', { name, exact: true }).click();
    try {
      await menu.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
