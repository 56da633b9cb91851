import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { newConfirmedJobseeker } from './support/new-jobseeker';

const NEW_LABEL = 'How actively are you looking for a new role right now?';
let env: E2eEnvironment;
let staff: Page;

beforeAll(async () => {
  env = await startE2eEnvironment();
  staff = await env.newPage();
  await signInAs(staff, 'staff');
});
afterAll(() => env.close());

describe('flow studio', () => {
  it('staff open the job seeker map, preview a step, change its label in a draft and publish; a job seeker sees the new label with no restart', async () => {
    await staff.goto('/dashboard/data');
    await staff.getByRole('button', { name: 'Tools' }).click();
    await staff.getByRole('menuitem', { name: 'Question flows' }).click();
    await staff.waitForURL('**/dashboard/flows');
    await staff.getByRole('link', { name: 'Job seeker onboarding' }).click();
    await staff.waitForURL('**/dashboard/flows/jobseeker');
    await staff.getByRole('heading', { level: 1, name: 'Job seeker onboarding, version 1' }).waitFor();

    // Every step a node (and the flow's ends), edges labelled with their conditions in words.
    const map = staff.getByTestId('flow-map');
    await map.locator('.react-flow__node[data-id="job_seeking_status"]').waitFor();
    const steps = await map.locator('.react-flow__node[aria-label^="Step "]').count();
    expect(steps).toBe(46);
    await map.getByText('Can work in us is No').first().waitFor({ state: 'attached' });

    // A QA fixture chosen: the steps and moves its answers take are outlined, the rest of the map faded.
    await staff.getByRole('combobox', { name: 'QA fixture' }).click();
    await staff.getByRole('option', { name: 'full-time-shortest-path (version 1)' }).click();
    await staff.getByTestId('fixture-path').filter({ hasText: 'end at /dashboard' }).waitFor();
    await map.locator('.react-flow__node.on-fixture-path[data-id="can_work_in_us"]').waitFor();
    expect(await map.locator('.react-flow__node.on-fixture-path[data-id="legal_explanation"]').count()).toBe(0);
    expect(await map.locator('.react-flow__edge.on-fixture-path').count()).toBeGreaterThan(10);

    // A step previewed as a person sees it.
    await map.locator('.react-flow__node[data-id="job_seeking_status"]').dispatchEvent('click');
    await staff.getByRole('tab', { name: 'Preview' }).click();
    const preview = staff.getByTestId('step-preview');
    await preview.getByText('Where are you in your job search?').waitFor();
    await preview.getByRole('radio', { name: 'Actively looking' }).waitFor();

    // The label changed in the draft: the preview follows it, the server finds no problem, it is published.
    await staff.getByRole('tab', { name: 'Edit' }).click();
    await staff
      .getByRole('region', { name: 'Question: Where are you in your job search?' })
      .getByRole('textbox', { name: 'Question', exact: true })
      .fill(NEW_LABEL);
    await staff.getByRole('tab', { name: 'Preview' }).click();
    await preview.getByText(NEW_LABEL).waitFor();
    await staff.getByRole('status').filter({ hasText: 'No problems.' }).waitFor();
    await staff.getByRole('button', { name: 'Publish version 2' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Confirm: publish version 2' }).click();
    await staff.getByText(/^Published version 2\./).waitFor();
    await screenshot(staff, 'flow-studio');

    // The same server, not restarted: a job seeker starting now answers version 2.
    const seeker = await env.newPage();
    await newConfirmedJobseeker(seeker, env.dataDir);
    await seeker.goto('/profile/job_seeking_status');
    await seeker.getByText(NEW_LABEL).waitFor();
  });
});
