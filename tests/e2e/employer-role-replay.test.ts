import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { walkFlow, type Flow } from '../../src/flows';
import { callApiAs, logInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { onRoleStep, roleStepPath, walkRole, type RoleFixture } from './support/role-flow-driver';
import { answerSectionsBefore } from './support/role-answered-before';

let env: E2eEnvironment;
let page: Page;
let flow: Flow;
beforeAll(async () => {
  env = await startE2eEnvironment();
  // One employee of the demo organisation (its profile and the employee's job title are given) walks every role.
  page = await env.newPage();
  // A step left with unsaved edits (a failed walk) asks before the next walk leaves it: leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await logInAs(page, 'employee');
  flow = ((await (await callApiAs(page, env.server.url, 'GET', '/api/flows/role/')).json()) as { flow: Flow }).flow;
});
afterAll(() => env.close());

function fixture(name: string): RoleFixture {
  return JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/flows', `${name}.json`), 'utf8')) as RoleFixture;
}

/**
 * The fixture with colleges a person can find by name: the QA fixtures hold made-up college ids (the engine only
 * checks they are ids), which nobody can type; which colleges they are does not change the walk.
 */
function collegesByName(data: RoleFixture, names: string[]): RoleFixture {
  return data.answers.preferredColleges === undefined ? data : { ...data, answers: { ...data.answers, preferredColleges: names } };
}

/** The furthest step on the fixture's walk that its expectedNext or expectedPrevious names: where a partial replay can stop. */
function furthestNamedStep(data: RoleFixture): string {
  const walk = walkFlow(flow, data.answers).path;
  const named = [...Object.entries(data.expectedNext ?? {}), ...Object.entries(data.expectedPrevious ?? {})]
    .flat()
    .filter((step): step is string => typeof step === 'string');
  return walk.reduce((furthest, step) => (named.includes(step) ? step : furthest), walk[0]!);
}

/** Create role on the company dashboard, as the employee would: answers the new role's uuid, on its first step. */
async function createRole(): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Company dashboard' }).waitFor();
  await page.getByRole('button', { name: 'Create role' }).click();
  await page.waitForURL(/\/role\/[0-9a-f-]{36}\/intro$/);
  return new URL(page.url()).pathname.split('/')[2]!;
}

describe('role QA fixtures replayed in a real browser', () => {
  it('every branch shown: the whole walk to the dashboard, forward and Back at every join', async () => {
    const data = collegesByName(fixture('role-every-branch-shown-path'), ['Loyola University Chicago', 'Howard University']);
    const uuid = await createRole();
    const visited = await walkRole(page, flow, uuid, data);
    expect(visited).toEqual(data.expectedPath);
    await page.getByRole('heading', { name: 'Company dashboard' }).waitFor();
    const row = page.getByRole('listitem').filter({ has: page.locator(`a[href="/role/${uuid}"]`) });
    await row.getByText('100% complete').waitFor();
    await row.getByText('Chosen tier: Premier · 20% hiring fee').waitFor();
    await row.getByRole('button', { name: 'Publish Role' }).waitFor();
    await screenshot(page, 'employer-replay-every-branch-complete');
  }, 240_000);

  it('full time, anywhere in the US, no extras: every step to the dashboard, and Back at each branch', async () => {
    const data = fixture('role-full-time-anywhere-no-extras');
    const uuid = await createRole();
    const visited = await walkRole(page, flow, uuid, data);
    for (const skipped of data.expectedSkips ?? []) expect(visited).not.toContain(skipped);
    await page.getByRole('heading', { name: 'Company dashboard' }).waitFor();
    const row = page.getByRole('listitem').filter({ has: page.locator(`a[href="/role/${uuid}"]`) });
    await row.getByText('100% complete').waitFor();
    await row.getByRole('button', { name: 'Publish Role' }).waitFor();
  }, 180_000);

  for (const name of ['role-contract-only-goes-to-rates', 'role-graduate-degree-required', 'role-specific-metro-contract-only']) {
    it(`${name}: the steps up to the last branch it names, forward and Back`, async () => {
      const data = fixture(name);
      const uuid = await createRole();
      const visited = await walkRole(page, flow, uuid, data, { until: furthestNamedStep(data) });
      for (const skipped of data.expectedSkips ?? []) expect(visited).not.toContain(skipped);
    }, 120_000);
  }

  // Issue 10 item 6: each tier with its fee, and what it comes to for this role's salary.
  it('the service tier step shows each tier’s fee and the expected fee for this role', async () => {
    const uuid = await createRole();
    expect(
      (
        await callApiAs(page, env.server.url, 'PATCH', `/api/employer/role/${uuid}/`, {
          role_type: ['full_time'],
          preferred_salary: 110000,
          maximum_salary: 125000,
        })
      ).status,
    ).toBe(200);
    await page.goto(roleStepPath(uuid, 'serviceTier'));
    await onRoleStep(page, uuid, 'serviceTier');
    const tiers = page.getByRole('group', { name: 'Which service tier would you like for this role?' });
    await tiers.getByLabel(/^Enhanced\b.*10\s?%/).waitFor();
    await page.getByText('$11,000', { exact: false }).first().waitFor();
    await screenshot(page, 'employer-role-service-tiers');
  });

  // Issue 22: a step whose slider shows its starting value counted as edited on arrival, so Back validated the step
  // and, with its other questions still open, stayed put with "Please fix these 2 problems". Back goes back when the
  // person has changed nothing.
  it('Back from a step with a slider, before answering it, goes back', async () => {
    const uuid = await createRole();
    // The sections before Work Experience answered, so the navigation lock lets an address open its steps.
    await answerSectionsBefore(page, env.server.url, uuid, 'Work Experience');
    const role = (await (await callApiAs(page, env.server.url, 'GET', `/api/employer/role/${uuid}/`)).json()) as { id: number };
    // The earlier answer, as another device of the employee's would have saved it.
    expect(
      (await callApiAs(page, env.server.url, 'PATCH', `/api/employer/work-experience-preferences/${role.id}/`, { requires_managing_others: true })).status,
    ).toBe(200);
    await page.goto(roleStepPath(uuid, 'managedNumberOfYears'));
    await onRoleStep(page, uuid, 'managedNumberOfYears');
    await page.getByRole('button', { name: 'Back' }).click();
    await onRoleStep(page, uuid, 'requiresManagingOthers', 3_000);
  });
});
