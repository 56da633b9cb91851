import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadFlows } from '../../src/server/flows/load-flows';
import { answersToWire } from '../../src/server/flows/flow-answers';
import { completeRoleAnswers } from '../api/support/complete-role-answers';
import { callApiAs, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { onRoleStep, roleStepPath } from './support/role-flow-driver';

type Answers = Record<string, unknown>;

const NAVIGATION_LOCKED = 'You will need to answer more questions before unlocking navigation';
const flows = loadFlows();
const flow = flows.latest('role')!;

let env: E2eEnvironment;
let page: Page;
beforeAll(async () => {
  env = await startE2eEnvironment();
  page = await env.newPage();
  await signInAs(page, 'employee');
});
afterAll(() => env.close());

async function api(who: Page, method: string, path: string, body?: object): Promise<Answers> {
  const response = await callApiAs(who, env.server.url, method, path, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text === '' ? {} : (JSON.parse(text) as Answers);
}

async function createRole(): Promise<string> {
  return String((await api(page, 'POST', '/api/employer/role/', {})).uuid);
}

/** Saves answers as another device of the employee's would: the answers in one PATCH, each record with a POST. */
async function saveAnswers(uuid: string, answers: Answers): Promise<void> {
  const flat: Answers = {};
  const nested: Record<string, Answers> = {};
  const records: { path: string; record: Answers }[] = [];
  for (const [field, value] of Object.entries(answers)) {
    const question = flow.questions[field];
    if (!question) continue;
    const target = flow.saveTargets[question.saveTo]!;
    if (target.kind === 'records') for (const record of value as Answers[]) records.push({ path: target.path, record });
    else if (target.nestedAs) (nested[target.nestedAs] ??= {})[field] = value;
    else flat[field] = value;
  }
  const wire = answersToWire(flat);
  for (const [key, group] of Object.entries(nested)) wire[key] = answersToWire(group);
  await api(page, 'PATCH', `/api/employer/role/${uuid}/`, wire);
  for (const { path, record } of records) await api(page, 'POST', path, { role_uuid: uuid, ...answersToWire(record) });
}

const navigation = () => page.getByRole('navigation', { name: 'Role sections' });

describe('the role flow in the order of spec 001 §2.2', () => {
  it('opens with the service tier, and Role Basics has the four sub-sections of spec 000 §3', async () => {
    const uuid = await createRole();
    await page.goto(roleStepPath(uuid, 'intro'));
    await onRoleStep(page, uuid, 'intro');
    await page.getByRole('button', { name: 'Continue' }).click();
    await onRoleStep(page, uuid, 'serviceTier');
    await page.getByRole('heading', { name: 'How would you like us to work with you on this role?' }).waitFor();
    // No pay is known yet: the tiers explain their percentages.
    await page
      .getByRole('group', { name: 'Which service tier would you like for this role?' })
      .getByLabel(/^Premier — 20\s?% of first-year compensation$/)
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await onRoleStep(page, uuid, 'jobTitle');
    await page.getByText('Service tier: Premier · 20% hiring fee', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await onRoleStep(page, uuid, 'serviceTier');
    // Still locked under its overlay this early (hidden from screen readers), but drawn.
    const basics = navigation().getByRole('listitem', { includeHidden: true });
    expect((await basics.allTextContents()).slice(0, 5)).toEqual(['General', 'Location Preferences', 'Compensation', 'Job File Upload', 'Education']);
  });

  // Issue 22 item 8: an earlier sub-section, before any section is complete, used to lock the navigation again.
  it('keeps the navigation open when the employer goes back to an earlier sub-section', async () => {
    const uuid = await createRole();
    const basics = completeRoleAnswers(flows, { roleType: ['full_time'], geographicRequirement: 'anywhere_in_us', openToRelocation: false });
    const upToPay = Object.fromEntries(
      [
        'serviceTier',
        'jobTitle',
        'description',
        'roleType',
        'roleLength',
        'roleLocationType',
        'idealStartDate',
        'latestStartDate',
        'roleBenefits',
        'geographicRequirement',
        'openToRelocation',
      ].map((field) => [field, basics[field]]),
    );
    await saveAnswers(uuid, upToPay);
    await page.goto(roleStepPath(uuid, 'preferredSalary'));
    await onRoleStep(page, uuid, 'preferredSalary');
    // Role Basics' General (Work Experience has one too).
    await navigation().getByRole('button', { name: 'General' }).first().click();
    await onRoleStep(page, uuid, 'intro');
    expect(await navigation().getByText(NAVIGATION_LOCKED).count()).toBe(0);
    await screenshot(page, 'role-navigation-open-after-going-back');
    await navigation().getByRole('button', { name: 'Compensation' }).click();
    await onRoleStep(page, uuid, 'preferredSalary');
  });

  // Issue 22 item 9: a tier change on an approved role was saved and then ignored.
  it('shows the agreed tier of an approved role as fixed, and the server refuses a change', async () => {
    const uuid = await createRole();
    await saveAnswers(uuid, completeRoleAnswers(flows, { serviceTier: 'enhanced' }));
    await api(page, 'PATCH', `/api/employer/role/${uuid}/`, { status: 'in_review' });
    const staff = await env.newPage();
    await signInAs(staff, 'staff');
    await api(staff, 'PATCH', `/api/employer/role/${uuid}/`, { status: 'open' });
    await staff.close();

    await page.goto(roleStepPath(uuid, 'serviceTier'));
    await onRoleStep(page, uuid, 'serviceTier');
    await page.getByText('Our staff approved this role with the Enhanced · 10% hiring fee tier, and that agreement is fixed.', { exact: false }).waitFor();
    const tiers = page.getByRole('group', { name: 'Which service tier would you like for this role?' });
    expect(await tiers.getByRole('radio', { name: /^Premier —/ }).isDisabled()).toBe(true);
    expect(await tiers.getByRole('radio', { name: /^Enhanced —/ }).isChecked()).toBe(true);
    await screenshot(page, 'role-agreed-service-tier');
    // Continue moves on with the agreement as it is.
    await page.getByRole('button', { name: 'Continue' }).click();
    await onRoleStep(page, uuid, 'jobTitle');

    const refused = await callApiAs(page, env.server.url, 'PATCH', `/api/employer/role/${uuid}/`, { service_tier: 'premier' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { service_tier: string[] }).service_tier[0]).toMatch(
      /^This role's service tier was agreed as Enhanced \(10% hiring fee\)/,
    );
    expect((await api(page, 'GET', `/api/employer/role/${uuid}/`)).service_tier).toBe('enhanced');
  });

  // Issue 22 item 10: $35 an hour for 20-30 hours a week was quoted on a 2,080-hour year ($72,800).
  it('quotes the fee of a part-time role on the hours its type implies, in the editor and the publish dialog', async () => {
    const uuid = await createRole();
    const answers = completeRoleAnswers(flows, { roleType: ['part_time_20_30'], preferredRate: 35, maximumRate: 40, serviceTier: 'premier' });
    await saveAnswers(uuid, answers);
    const expected = 'About $9,100, on a first-year compensation of $45,500 ($35 an hour × 25 hours a week × 52 weeks; a part-time band counts at its middle)';
    await page.goto(roleStepPath(uuid, 'preferredRate'));
    await onRoleStep(page, uuid, 'preferredRate');
    await page.getByText(`Service tier: Premier · 20% hiring fee. Expected fee: ${expected}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Publish Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Role' });
    await dialog.getByText(expected, { exact: true }).waitFor();
    expect(await dialog.getByText('$72,800', { exact: false }).count()).toBe(0);
    await screenshot(page, 'role-part-time-fee');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The tier step, revisited with the rate known, works the amounts out on the same hours.
    await page.goto(roleStepPath(uuid, 'serviceTier'));
    await onRoleStep(page, uuid, 'serviceTier');
    await page.getByText('For a first-year compensation of $45,500 ($35 an hour × 25 hours a week × 52 weeks):', { exact: true }).waitFor();
    await page.getByLabel(/^Premier — 20\s?% of first-year compensation \(about \$9,100 for this role\)$/).waitFor();
  });
});
