import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApiAs, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { onRoleStep, roleStepPath } from './support/role-flow-driver';

// Issue 22 walk defects 14 and 5: a maximum below the preferred pay, a latest start before the ideal one and a salary
// with cents are stopped on the step, in words, before anything is saved.

type Json = Record<string, unknown>;

let env: E2eEnvironment;
let page: Page;
beforeAll(async () => {
  env = await startE2eEnvironment();
  page = await env.newPage();
  await signInAs(page, 'employee');
});
afterAll(() => env.close());

async function api(method: string, path: string, body?: object): Promise<Json> {
  const response = await callApiAs(page, env.server.url, method, path, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Json;
}

/** A new draft role with `answers` saved (wire names), and its uuid. */
async function roleWith(answers: Json): Promise<string> {
  const uuid = String((await api('POST', '/api/employer/role/', {})).uuid);
  await api('PATCH', `/api/employer/role/${uuid}/`, answers);
  return uuid;
}

const saved = async (uuid: string) => api('GET', `/api/employer/role/${uuid}/`);

/** Continue is pressed and refused: the message is in the step's list of problems and under the field, and the step stays. */
async function refusedWith(uuid: string, step: string, fieldId: string, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
  await page.locator(`[id="${fieldId}__error"]`).getByText(message, { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe(roleStepPath(uuid, step));
}

describe('answers compared with each other on the role’s steps', () => {
  it('a maximum salary below the preferred one, or with cents, does not pass Continue; a fitting one does', async () => {
    const uuid = await roleWith({ role_type: ['full_time'], preferred_salary: 85_000 });
    await page.goto(roleStepPath(uuid, 'maximumSalary'));
    await onRoleStep(page, uuid, 'maximumSalary');
    const maximum = page.getByLabel('Maximum annual salary', { exact: false });

    await maximum.fill('80000');
    await refusedWith(uuid, 'maximumSalary', 'root_maximumSalary', 'Enter a maximum salary of at least the preferred salary');
    await screenshot(page, 'role-maximum-salary-below-preferred');

    await maximum.fill('85000.50');
    await refusedWith(uuid, 'maximumSalary', 'root_maximumSalary', 'Enter a whole number of dollars');
    expect(await page.getByText(/Expected "integer"|Instance type/).count()).toBe(0);
    expect((await saved(uuid)).maximum_salary ?? null).toBeNull();

    await maximum.fill('95000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== roleStepPath(uuid, 'maximumSalary'));
    expect((await saved(uuid)).maximum_salary).toBe(95_000);
  });

  it('a latest start date before the ideal one does not pass Continue', async () => {
    // A later answer (the matching notes) takes the new role past the navigation lock, so the address opens the step.
    const uuid = await roleWith({ role_type: ['full_time'], matching_notes: 'Bilingual candidates are a plus.' });
    await page.goto(roleStepPath(uuid, 'startDates'));
    await onRoleStep(page, uuid, 'startDates');
    await page.getByLabel('Ideal start date', { exact: false }).fill('2027-08-01');
    await page.getByLabel('Latest start date', { exact: false }).fill('2027-07-15');
    await refusedWith(uuid, 'startDates', 'root_latestStartDate', 'Enter a latest start date on or after the ideal start date');
    await screenshot(page, 'role-latest-start-before-ideal');
    expect((await saved(uuid)).latest_start_date ?? null).toBeNull();

    await page.getByLabel('Latest start date', { exact: false }).fill('2027-09-01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== roleStepPath(uuid, 'startDates'));
    expect((await saved(uuid)).latest_start_date).toBe('2027-09-01');
  });
});
