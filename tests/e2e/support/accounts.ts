import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { JWT_STORAGE_KEY } from '../../../src/shared/session-constants';
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

/**
 * Signs a demo account in on a page that has not opened the app yet, with the request the login screen makes
 * (POST /login/): the page's next navigation opens the app as them. For tests about what the person does once
 * signed in; the login screen itself is walked by logInAs and login.test.ts.
 */
export async function signInAs(page: Page, who: keyof typeof DEMO): Promise<void> {
  const response = await page.request.post('/login/', { data: { email: DEMO[who].email, password: DEMO[who].password } });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await signInContext(page, new URL(response.url()).origin, token);
}

/**
 * Stores a session token for the app in the browser context of a page that has not opened the app yet, as the app
 * stores the token sign-up or login answers: the page's next navigation opens the app signed in.
 */
export async function signInContext(page: Page, origin: string, token: string): Promise<void> {
  if (page.url() !== 'about:blank') throw new Error(`signInContext is for a page that has not opened the app yet, not ${page.url()}`);
  await page.context().setStorageState({ cookies: [], origins: [{ origin, localStorage: [{ name: JWT_STORAGE_KEY, value: token }] }] });
}

/** The token of the person signed in on the page: from the page, or from its context before it has opened the app. */
async function tokenOf(page: Page, baseUrl: string): Promise<string | null> {
  const origin = new URL(baseUrl).origin;
  if (new URL(page.url()).origin === origin) return page.evaluate((key) => localStorage.getItem(key), JWT_STORAGE_KEY);
  const { origins } = await page.context().storageState();
  return origins.find((entry) => entry.origin === origin)?.localStorage.find((item) => item.name === JWT_STORAGE_KEY)?.value ?? null;
}

/** Calls the API as the person signed in on the page, as another device of theirs would. */
export async function callApiAs(page: Page, baseUrl: string, method: string, path: string, body?: object): Promise<Response> {
  const token = await tokenOf(page, baseUrl);
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}
