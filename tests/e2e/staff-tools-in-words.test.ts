import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApiAs, DEMO, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';

/**
 * Staff tools in words (issue 21 item 6), on the demo data of a first start: people found by their e-mail address,
 * the filter-set editor offering each criterion's options by title, and the status menu offering only the moves
 * the rules allow.
 */

let env: E2eEnvironment;
let staff: Page;
let roleUuid = '';
const DEMO_NAME = 'Jordan Rivera';

beforeAll(async () => {
  env = await startE2eEnvironment();
  staff = await env.newPage();
  await signInAs(staff, 'staff');
  const roles = (await (await callApiAs(staff, env.server.url, 'GET', '/api/matching/roles/')).json()) as { results: { uuid: string; title: string }[] };
  roleUuid = roles.results.find((role) => role.title === 'Director of Operations')!.uuid;
});
afterAll(() => env.close());

describe('staff tools in words', () => {
  it('quick search and the data tables find a person by a full or partial e-mail address', async () => {
    await staff.goto('/matching/quick-search');
    await staff.getByRole('searchbox', { name: 'Search' }).fill(DEMO.jobseeker.email);
    const results = staff.getByRole('list', { name: 'Results' });
    await results.getByRole('heading', { name: DEMO_NAME }).waitFor();
    await staff.getByText('1 result', { exact: true }).waitFor();

    await staff.goto('/dashboard/jobseekers');
    await staff.getByRole('searchbox', { name: 'Search job seekers' }).fill('jobseeker@demo.example');
    const grid = staff.getByRole('grid', { name: 'Job seekers' });
    await grid.getByRole('gridcell', { name: DEMO.jobseeker.email }).waitFor();
    await staff.getByText('1–1 of 1').waitFor();
  });

  it('the filter-set editor offers each criterion’s options by title and saves their codes', async () => {
    await staff.goto(`/role/filterset/${roleUuid}`);
    const own = staff.getByRole('region', { name: 'The role’s own filters' });
    // The role's own filters in words: "Full-time", never full_time.
    await own.getByText('Full-time').waitFor();
    expect(await own.textContent()).not.toContain('full_time');

    await staff.getByRole('button', { name: 'New filter set' }).click();
    const form = staff.getByRole('form', { name: 'New filter set' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Contract or full-time, Missoula too');

    const types = form.getByRole('combobox', { name: 'Role types' });
    await types.fill('contr');
    await staff.getByRole('option', { name: 'Contract', exact: true }).click();
    await form.getByText('Contract', { exact: true }).waitFor();

    // Metro areas by search, and one off the list in the form City, ST; a word in neither form is marked.
    const metros = form.getByRole('combobox', { name: 'Metro areas' });
    await metros.fill('springfield');
    await metros.press('Enter');
    await form.getByText('springfield (not an option)').waitFor();
    await form.getByText(/“springfield” is not one of the metro areas: remove it\. Choose a metro area from the list, or type it as City, ST/).waitFor();
    await metros.press('Backspace');
    await metros.fill('Missoula, MT');
    await metros.press('Enter');
    await form.getByText('Missoula, MT', { exact: true }).waitFor();

    // Skills by name, under their functional area, with the level needed.
    const skill = form.getByRole('combobox', { name: 'Add a skill' });
    await skill.fill('lesson');
    await staff.getByRole('option', { name: 'Lesson and unit planning' }).click();
    await form.getByRole('combobox', { name: 'Level of Lesson and unit planning' }).selectOption({ label: 'Advanced' });
    await screenshot(staff, 'filterset-editor-options');

    await form.getByRole('button', { name: 'Create filter set' }).click();
    await staff.getByRole('listitem', { name: 'Contract or full-time, Missoula too' }).waitFor();
    const sets = (await (await callApiAs(staff, env.server.url, 'GET', `/api/matching/roles/${roleUuid}/filtersets/`)).json()) as {
      results: { name: string; filters: Record<string, unknown> }[];
    };
    const saved = sets.results.find((set) => set.name === 'Contract or full-time, Missoula too')!;
    expect(saved.filters.role_types).toEqual(['full_time', 'contracted']);
    expect(saved.filters.metro_areas).toContain('Missoula, MT');
    expect(saved.filters.skills).toContainEqual({ skill_id: 'lesson_planning', rating: 3 });
  });

  it('the status menu offers only the moves the rules allow, and says why not the others', async () => {
    await staff.goto(`/role/matches/${roleUuid}`);
    const card = staff.getByRole('listitem', { name: DEMO_NAME });
    await card.getByRole('button', { name: 'History, notes and status' }).click();
    const form = staff.getByRole('form', { name: `Move ${DEMO_NAME}’s match` });
    await form.getByRole('combobox', { name: 'Status' }).click();
    const menu = staff.getByRole('listbox');
    await menu.waitFor();
    // The demo match waits on the employer (pending employer review): it cannot go back to the start, and an
    // offer must come before a hire.
    expect(await menu.getByRole('option').allTextContents()).toEqual([
      'Staff rejected',
      'Job seeker reject',
      'Pending employer review (now)',
      'Match expired',
      'Pending feedback or next step',
      'Resume review',
      'Phone screen',
      'Confirm interview slot',
      'Initial interview',
      'Performance task',
      'Second round interview',
      'Team interview',
      'Task presentation',
      'Final interview',
      'Reference check',
      'Employer reject',
      'Offer extended',
    ]);
    await staff.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await form.getByText('Why not the other statuses?').click();
    const why = form.getByRole('list', { name: 'Statuses not possible now' });
    await why.getByText('Extend an offer first: "Hired" answers an offer, and this match is at "Pending employer review".').waitFor();
    expect(await why.getByRole('listitem').count()).toBe(4);
    await screenshot(staff, 'match-status-menu-reasons');
  });

  it('the editor and the status menu fit a phone', async () => {
    const phone = await env.newPage({ width: 390, height: 844 });
    await signInAs(phone, 'staff');
    await phone.goto(`/role/filterset/${roleUuid}`);
    await phone.getByRole('button', { name: 'New filter set' }).click();
    await phone.getByRole('combobox', { name: 'Add a skill' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'filterset-editor-phone');
  });
});
