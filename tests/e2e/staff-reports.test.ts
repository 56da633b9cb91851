import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';

let env: E2eEnvironment;
let staff: Page;

beforeAll(async () => {
  env = await startE2eEnvironment();
  staff = await env.newPage();
  await signInAs(staff, 'staff');
});
afterAll(() => env.close());

describe('staff reports', () => {
  it('open from the Tools menu, filter by an organization in the address bar, move an invoice to paid and export CSV', async () => {
    await staff.goto('/dashboard/data');
    await staff.getByRole('button', { name: 'Tools' }).click();
    await staff.getByRole('menuitem', { name: 'Reports' }).click();
    await staff.waitForURL('**/dashboard/reports');
    await staff.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

    // The demo data's organization with past hires.
    await staff.getByRole('combobox', { name: 'Organization' }).click();
    await staff.getByRole('option', { name: 'Lakeside Charter Network' }).click();
    await staff.waitForURL(/employer=\d+/);
    const funnel = staff.getByRole('table', { name: 'Funnel' });
    await funnel.getByRole('row', { name: /^Hired 4 4$/ }).waitFor();
    await staff.getByText('150 matches in all.').waitFor();

    // The diversity table says what a hidden count means.
    await staff.getByText(/Every count is rounded to a multiple of 5.*shows as "fewer than 10"/).waitFor();

    // The sent invoice (Instructional Coach) is marked paid; the fees table counts it.
    const invoices = staff.getByRole('table', { name: 'Invoices' });
    const sent = invoices.getByRole('row').filter({ hasText: 'Instructional Coach' });
    await sent.getByText('Sent', { exact: true }).waitFor();
    await sent.getByRole('button', { name: /^Mark paid/ }).click();
    // Exact: "Mark paid" holds the word too, and matched before the move was made.
    await sent.getByText('Paid', { exact: true }).waitFor();
    expect(await sent.getByRole('button', { name: /^Mark paid/ }).count()).toBe(0);
    await screenshot(staff, 'staff-reports');

    // The funnel's CSV holds the table's rows, with the statuses' words.
    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Export CSV: Funnel' }).click()]);
    expect(download.suggestedFilename()).toBe('funnel.csv');
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe('Status,Reached,There now');
    expect(text).toContain('Pending employer review,');
    expect(text).toContain('Hired,4,4');
  });

  it('on a phone, the funnel bars have room, long tables scroll in place, and adverse impact shows the stage chosen', async () => {
    const phone = await env.newPage({ width: 375, height: 740 });
    await signInAs(phone, 'staff');
    await phone.goto('/dashboard/reports');
    const chart = phone.locator('[aria-label="Funnel: matches that reached each status"]');
    await chart.locator('.MuiBarChart-element').first().waitFor();
    // The longest bar is the status every match reaches; it spans the plotting area, which 200 px of names cut to ~40 (its bar then drew 28 px).
    const widest = await chart.evaluate((root) =>
      Math.max(...[...root.querySelectorAll('.MuiBarChart-element')].map((bar) => bar.getBoundingClientRect().width)),
    );
    expect(widest).toBeGreaterThan(80);
    await phone
      .getByRole('table', { name: 'Funnel' })
      .getByRole('row', { name: /^Pending feedback or next step / })
      .waitFor();

    // Every stage by every group scrolls in a box of its own: the page ran to 46,000 px, the last section out of reach.
    const impact = phone.getByRole('table', { name: 'Adverse impact' });
    await impact.getByRole('row').nth(1).waitFor();
    // A choice not made says what is shown, rather than an empty box.
    expect(await phone.getByRole('combobox', { name: 'Organization' }).textContent()).toBe('All organizations');
    expect(await phone.getByRole('combobox', { name: 'Stage' }).last().textContent()).toBe('Every stage');
    expect(await phone.evaluate(() => document.body.scrollHeight)).toBeLessThan(12_000);
    // A table wider than the phone scrolls sideways in its box, which the keyboard reaches too (axe's
    // scrollable-region-focusable failed the time-in-status and fees tables here); one that fits adds no tab stop.
    expect(await phone.getByRole('region', { name: /^Time in status table/ }).getAttribute('tabindex')).toBe('0');
    expect(await phone.getByRole('region', { name: /^Funnel table/ }).count()).toBe(0);
    // One stage chosen: its rows only, and the address bar keeps the choice.
    await phone.getByRole('combobox', { name: 'Stage' }).last().click();
    await phone.getByRole('option', { name: 'Scored above the median' }).click();
    await phone.waitForURL(/impact_stage=scoring/);
    // The address changes first; the table follows on the next render, which a loaded CI machine can delay.
    await expect.poll(async () => new Set(await impact.locator('tbody tr td:first-child').allTextContents())).toEqual(new Set(['Scored above the median']));
    await screenshot(phone, 'staff-reports-phone');
  });
});
