import type { Page } from 'playwright-core';
import { logIn } from './forms';

export const DEMO = {
  jobseeker: { email: 'jobseeker@demo.example.com', password: 'DemoJobseeker1' },
  employee: { email: 'employer@demo.example.com', password: 'DemoEmployer1' },
  staff: { email: 'staff@demo.example.com', password: 'DemoStaff1234' },
} as const;

/** Logs a demo account in through the login screen and waits until the app has moved on from it. */
export async function logInAs(page: Page, who: keyof typeof DEMO): Promise<void> {
  await page.goto('/login');
  await logIn(page, DEMO[who].email, DEMO[who].password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Calls the API as the person signed in on the page, as another device of theirs would. */
export async function callApiAs(page: Page, baseUrl: string, method: string, path: string, body?: object): Promise<Response> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}
