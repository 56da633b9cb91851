import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../src/server/db/open-database';
import { users } from '../../src/server/db/schema';
import { callApiAs, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';

let env: E2eEnvironment;
let staff: Page;
const ADDED = 800;
let total: number;

beforeAll(async () => {
  env = await startE2eEnvironment();
  // 800 more job seekers beside the demo data's 201, written while the server is stopped (PGlite has one owner).
  await env.stopServer();
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(env.dataDir, 'pgdata') });
  const rows = Array.from({ length: ADDED }, (_, i) => {
    const n = String(i).padStart(4, '0');
    return {
      email: `bulk${n}@tables.example.com`,
      emailNormalized: `bulk${n}@tables.example.com`,
      passwordHash: 'not-a-login',
      firstName: `Bulk${n}`,
      lastName: `Person${n}`,
      userType: 'jobseeker',
    };
  });
  await database.db.insert(users).values(rows);
  await database.close();
  await env.startServer();
  staff = await env.newPage();
  await signInAs(staff, 'staff');
  const lists = (await (await callApiAs(staff, env.server.url, 'GET', '/api/staff/lists/')).json()) as { results: { name: string; count: number }[] };
  total = lists.results.find((list) => list.name === 'jobseekers')!.count;
  expect(total).toBeGreaterThanOrEqual(1_000);
});
afterAll(() => env.close());

const grid = () => staff.getByRole('grid', { name: 'Job seekers' });
const firstCells = async (field: string) => grid().locator(`[role="row"] [data-field="${field}"][role="gridcell"]`).allTextContents();

describe('staff data tables', () => {
  it('index the tables with their counts', async () => {
    await staff.goto('/dashboard/data');
    const tables = staff.getByRole('list', { name: 'Data tables' });
    await tables.getByRole('link', { name: 'Job seekers' }).waitFor();
    await tables.getByText(`${total.toLocaleString('en-US')} records`).waitFor();
    await screenshot(staff, 'staff-data-tables');
  });

  it('page through 1,000 job seekers sorted by a column, and export them', async () => {
    await staff.goto('/dashboard/data');
    await staff.getByRole('link', { name: 'Job seekers' }).click();
    await staff.waitForURL('**/dashboard/jobseekers');
    await grid().waitFor();
    await staff.getByText(`1–25 of ${total.toLocaleString('en-US')}`).waitFor();

    // Sort by ID, descending (the newest first): two clicks on the header.
    const header = grid().getByRole('columnheader', { name: 'ID' });
    await header.click();
    await staff.waitForFunction(() => document.querySelector('[role="columnheader"][aria-sort="ascending"]') !== null);
    await header.click();
    await staff.waitForFunction(() => document.querySelector('[role="columnheader"][aria-sort="descending"]') !== null);
    await staff.waitForFunction(
      () => document.querySelector('[role="row"] [data-field="lastName"][role="gridcell"]')?.textContent?.startsWith('Person0799') === true,
    );
    const pageOne = await firstCells('lastName');
    expect(pageOne.slice(0, 3)).toEqual(['Person0799', 'Person0798', 'Person0797']);

    // Next page: the next 25 names, in order.
    await staff.getByRole('button', { name: 'Go to next page' }).click();
    await staff.getByText(`26–50 of ${total.toLocaleString('en-US')}`).waitFor();
    await staff.waitForFunction(() => document.querySelector('[role="row"] [data-field="lastName"][role="gridcell"]')?.textContent === 'Person0774');
    expect((await firstCells('lastName')).slice(0, 2)).toEqual(['Person0774', 'Person0773']);
    await screenshot(staff, 'staff-jobseekers-table');

    // Export: every job seeker, in the same order, whatever page is shown.
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = fs.readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe('ID,First name,Last name,Email,Metro area,Core Profile complete,E-mail confirmed,Joined');
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toContain(',Bulk0799,Person0799,');

    // A row opens its record.
    await grid().getByRole('gridcell', { name: 'Person0774' }).click();
    const record = staff.getByRole('region', { name: 'Record' });
    await record.getByText('bulk0774@tables.example.com').waitFor();
    await record.getByRole('link', { name: 'Write to them' }).waitFor();
  });

  it('edits the service-tier fees new roles get on the platform configuration page', async () => {
    await staff.goto('/dashboard/platform-configuration');
    const enhanced = staff.getByRole('spinbutton', { name: 'Enhanced', exact: true });
    await enhanced.fill('12.5');
    await staff.getByRole('button', { name: 'Save fees' }).click();
    await staff.getByText('Saved. Roles approved from now on get these fees; approved roles keep theirs.').waitFor();
    const tiers = (await (await callApiAs(staff, env.server.url, 'GET', '/api/service-tiers/')).json()) as { results: { tier: string; fee_percent: number }[] };
    expect(tiers.results.find((tier) => tier.tier === 'enhanced')?.fee_percent).toBe(12.5);
    await screenshot(staff, 'platform-configuration');
  });

  it('fits a phone screen', async () => {
    const phone = await env.newPage({ width: 390, height: 844 });
    await signInAs(phone, 'staff');
    await phone.goto('/dashboard/jobseekers');
    await phone.getByRole('grid', { name: 'Job seekers' }).waitFor();
    await screenshot(phone, 'staff-jobseekers-phone');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
