import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApiAs, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { onRoleStep, roleStepPath } from './support/role-flow-driver';
import { newConfirmedJobseeker } from './support/new-jobseeker';
import { stepSettled } from './support/page-settled';

// Issue 35 item 7, the employer's stumbles on a 390 px phone.

const PHONE = { width: 390, height: 844 };

let env: E2eEnvironment;
let page: Page;
beforeAll(async () => {
  env = await startE2eEnvironment();
  page = await env.newPage(PHONE);
  await signInAs(page, 'employee');
});
afterAll(() => env.close());

/** A new draft role of the demo organisation with these answers (wire names), answered through the API. */
async function newRole(answers: Record<string, unknown>): Promise<string> {
  const created = (await (await callApiAs(page, env.server.url, 'POST', '/api/employer/role/', {})).json()) as { uuid: string };
  expect((await callApiAs(page, env.server.url, 'PATCH', `/api/employer/role/${created.uuid}/`, answers)).status).toBe(200);
  return created.uuid;
}

/**
 * Whether the step's question is in view: its heading in the upper half of the window, and its first field (the
 * box to type in, not only the label above it) wholly inside it.
 */
async function questionInView(page: Page): Promise<boolean> {
  const heading = await page.locator('#step-heading h1').evaluate((element) => element.getBoundingClientRect().top);
  const field = await page
    .locator('form :is(input:not([type="hidden"]), textarea, [role="combobox"])')
    .first()
    .evaluate((element) => element.getBoundingClientRect().bottom);
  return heading >= 0 && heading <= PHONE.height / 2 && field <= PHONE.height;
}

describe('a role step on a phone', () => {
  it('opened directly (Edit this answer, Continue from the dashboard), shows its question, not the section box', async () => {
    const uuid = await newRole({ service_tier: 'enhanced', job_title: 'Director of Operations' });
    await page.goto(roleStepPath(uuid, 'description'));
    await onRoleStep(page, uuid, 'description');
    await stepSettled(page);
    await screenshot(page, 'role-step-opened-on-a-phone');
    expect(await questionInView(page)).toBe(true);
  });

  it('opened by Continue from the company dashboard, shows its question', async () => {
    const uuid = await newRole({ service_tier: 'enhanced', job_title: 'Head of Finance' });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Company dashboard' }).waitFor();
    const open = page.locator(`a[href="/role/${uuid}"]`);
    await open.scrollIntoViewIfNeeded();
    await open.click();
    await onRoleStep(page, uuid, 'description');
    await stepSettled(page);
    await screenshot(page, 'role-step-continued-on-a-phone');
    expect(await questionInView(page)).toBe(true);
  });

  it('opened by an address past the navigation lock, on a new role, lands on the first step still to answer (spec 000 §4)', async () => {
    const uuid = await newRole({ service_tier: 'enhanced', job_title: 'Head of Data' });
    await page.goto(roleStepPath(uuid, 'skills'));
    await onRoleStep(page, uuid, 'description');
  });
});

describe('a slider question on a phone', () => {
  it('reads "Not chosen yet" until it is moved or its start chosen, and asks for it on Continue', async () => {
    const seeker = await env.newPage(PHONE);
    await newConfirmedJobseeker(seeker, env.dataDir);
    await seeker.goto('/profile/years_managing_others');
    await seeker.getByRole('button', { name: 'Continue' }).waitFor();
    await seeker.getByText('Not chosen yet', { exact: true }).waitFor();
    await seeker.getByRole('button', { name: 'Continue' }).click();
    await seeker.getByRole('alert').waitFor();
    await screenshot(seeker, 'slider-not-chosen-on-a-phone');
    await seeker.getByRole('button', { name: 'Choose 0 years' }).click();
    await seeker.getByText('0 years', { exact: true }).first().waitFor();
    await seeker.close();
  });
});
