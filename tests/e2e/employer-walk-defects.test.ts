import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfWith } from '../support/resume-files';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs, signInAs } from './support/accounts';
import { answerSectionsBefore } from './support/role-answered-before';
import { STRONG_PASSWORD } from './support/forms';
import { linkFromOutbox } from './support/outbox';
import { countSubmits } from './support/page-settled';

// Issue 22: defects a new employer met walking the employer side, each as that person meets it.

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

type Json = Record<string, unknown>;

async function api(page: Page, method: string, apiPath: string, body?: object): Promise<Json> {
  const response = await callApiAs(page, env.server.url, method, apiPath, body);
  const text = await response.text();
  expect(response.ok, `${method} ${apiPath}: ${text}`).toBe(true);
  return text === '' ? {} : (JSON.parse(text) as Json);
}

/**
 * A new draft role of the demo organisation with these answers (wire names), answered through the API; with
 * `openSection`, the sections before it answered too, so an address can open its steps past the navigation lock.
 */
async function newRole(page: Page, answers: Json = {}, openSection?: string): Promise<string> {
  const { uuid } = (await api(page, 'POST', '/api/employer/role/', {})) as { uuid: string };
  if (openSection !== undefined) await answerSectionsBefore(page, env.server.url, uuid, openSection);
  if (Object.keys(answers).length > 0) await api(page, 'PATCH', `/api/employer/role/${uuid}/`, answers);
  return uuid;
}

async function openRoleStep(page: Page, uuid: string, segment: string, button = 'Continue'): Promise<void> {
  await page.goto(`/role/${uuid}/${segment}`);
  await page.waitForURL((url) => url.pathname === `/role/${uuid}/${segment}`);
  await page.getByRole('button', { name: button }).waitFor();
}

function enumFile(name: string): { const: string; title: string; 'x-group'?: string }[] {
  const file = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../schemas/enums/${name}.json`), 'utf8')) as {
    oneOf: { const: string; title: string }[];
  };
  return file.oneOf;
}

describe('the role editor, as the demo employer meets it', () => {
  let page: Page;
  beforeAll(async () => {
    page = await env.newPage();
    await signInAs(page, 'employee');
  });

  it('asks for specific employers in one box, comma separated, and keeps at most 3 as a list (defect 2)', async () => {
    const uuid = await newRole(page, { work_experience_preferences: { interested_in_specific_employers: true } }, 'Work Experience');
    await openRoleStep(page, uuid, 'special_employers');
    const box = page.getByLabel('Which employers?', { exact: true });
    await box.waitFor();
    expect(await page.getByText(/Which employers\?-\d/).count()).toBe(0);
    expect(await page.locator('[id="root_specialEmployers_0"]').count()).toBe(0);
    await page.getByText('Up to 3, separated by commas.').waitFor();

    await box.fill('KIPP, YES Prep, Achievement First, Uncommon Schools');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('Name at most 3 employers').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/role/${uuid}/special_employers`);

    await box.fill(' KIPP ,YES Prep,, Achievement First ');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== `/role/${uuid}/special_employers`);
    const role = await api(page, 'GET', `/api/employer/role/${uuid}/`);
    const stored = (role.work_experience_preferences as Json | undefined)?.special_employers ?? role.special_employers;
    expect(stored).toEqual(['KIPP', 'YES Prep', 'Achievement First']);

    // Back on the step, the list reads as it was typed, and Continue without a change keeps it.
    await openRoleStep(page, uuid, 'special_employers');
    expect(await page.getByLabel('Which employers?', { exact: true }).inputValue()).toBe('KIPP, YES Prep, Achievement First');
  });

  it('offers only the chosen area’s skills under "Which skills in this area matter most?" (defect 11)', async () => {
    const areas = enumFile('functional-areas');
    const skills = enumFile('functional-skills');
    const area = areas[1]!.const;
    const own = skills.filter((skill) => skill['x-group'] === area);
    const other = skills.find((skill) => skill['x-group'] !== area)!;
    const uuid = await newRole(page, { work_experience_preferences: { primary_functional_area: area } }, 'Work Experience');
    await openRoleStep(page, uuid, 'functional_skills1');
    const group = page.getByRole('group', { name: 'Which skills in this area matter most?' });
    await group.waitFor();
    expect(await group.getByRole('checkbox').count()).toBe(own.length);
    expect(await group.getByLabel(other.title, { exact: true }).count()).toBe(0);
    await group.getByLabel(own[0]!.title, { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== `/role/${uuid}/functional_skills1`);
  });

  it('adds a skill with Enter and stays on the step so its level can be chosen (defect 1)', async () => {
    const uuid = await newRole(page, {}, 'Skills');
    await openRoleStep(page, uuid, 'skills');
    const name = 'Grant writing for charter schools';
    const add = page.getByRole('combobox', { name: 'Add a skill' });
    await add.fill(name);
    const submits = await countSubmits(page);
    await add.press('Enter');
    const level = page.getByLabel(name, { exact: true });
    await level.waitFor();
    // Nothing was submitted: still on the skills step, no save, the level there to choose.
    expect(await submits()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/role/${uuid}/skills`);
    const options = await level.locator('option').allTextContents();
    await level.selectOption({ label: options[options.length - 1]! });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== `/role/${uuid}/skills`);
    const role = await api(page, 'GET', `/api/employer/role/${uuid}/`);
    expect((role.skills as Json[]).map((skill) => skill.custom_skill)).toEqual([name]);
  });

  it('says once that a metro area is needed, takes the offered "Boise, ID" for "boise, id", and shows a bad one at the field (defect 12)', async () => {
    // A later answer (the matching notes) takes the role past the navigation lock, so the address opens the step.
    const uuid = await newRole(page, { geographic_requirement: 'specific', matching_notes: 'Bilingual candidates are a plus.' });
    await openRoleStep(page, uuid, 'available_metro_areas');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('Choose at least one metro area').waitFor();
    const field = page.locator('fieldset').filter({ has: page.getByRole('combobox', { name: 'Add a metro area' }) });
    await expect.poll(() => field.getByText('Choose at least one metro area').count()).toBe(1);
    await screenshot(page, 'walk-metro-area-empty');

    const box = page.getByRole('combobox', { name: 'Add a metro area' });
    await box.fill('boise, id');
    await page.getByRole('option', { name: 'Boise, ID' }).waitFor();
    await box.press('Enter');
    await field.getByText('Boise, ID', { exact: true }).waitFor();
    expect(await field.getByText('boise, id', { exact: true }).count()).toBe(0);

    // A custom area in the wrong form: its message is at the field as well as in the summary.
    await box.fill('smallville, ks');
    await box.press('Enter');
    await field.getByText('smallville, ks', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = (await page.getByRole('alert').getByRole('link').first().textContent())!;
    await expect.poll(() => field.getByText(summary, { exact: true }).count()).toBe(1);
    await screenshot(page, 'walk-metro-area-custom');
  });

  it('calls a new role "Untitled role" as the dashboard does, and keeps our note off the teamwork step (defects 16, 17)', async () => {
    // The tier chosen, job title is the first step to answer; the matching notes then take the role past the
    // navigation lock, so an address opens a later step of Role Basics.
    const uuid = await newRole(page, { service_tier: 'enhanced' });
    await openRoleStep(page, uuid, 'job_title');
    await page.getByText('Untitled role', { exact: true }).waitFor();
    expect(await page.getByText('New role', { exact: true }).count()).toBe(0);
    await api(page, 'PATCH', `/api/employer/role/${uuid}/`, { matching_notes: 'Bilingual candidates are a plus.' });
    await openRoleStep(page, uuid, 'teamwork_approach');
    expect(await page.getByText(/first three approaches/).count()).toBe(0);
  });

  it('downloads the uploaded job description with the session, in the editor and in staff review, and names preferred colleges (defects 3, 4)', async () => {
    const colleges = (await api(page, 'GET', '/api/universities/?search=howard%20university')).results as { id: number; name: string }[];
    const howard = colleges[0]!;
    const uuid = await newRole(page, {
      job_title: 'Dean of Students',
      education_preferences: { has_college_preference: true, preferred_colleges: [howard.id] },
    });
    await openRoleStep(page, uuid, 'job_file_upload');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dean-of-students.pdf', mimeType: 'application/pdf', buffer: pdfWith(['Dean of Students', 'Leads student life.']) });
    const link = page.getByRole('link', { name: 'dean-of-students.pdf' });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('dean-of-students.pdf');
    const saved = await download.path();
    expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');

    const staff = await env.newPage();
    await signInAs(staff, 'staff');
    await staff.goto(`/review/roles/${uuid}`);
    const colleges_ = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: 'Which colleges?' }) });
    await colleges_.getByText(howard.name, { exact: true }).waitFor();
    expect(await colleges_.getByText(String(howard.id)).count()).toBe(0);
    const file = staff
      .getByRole('listitem')
      .filter({ has: staff.getByRole('heading', { name: /job description/i }) })
      .getByRole('link', { name: 'dean-of-students.pdf' });
    const [staffDownload] = await Promise.all([staff.waitForEvent('download'), file.click()]);
    expect(staffDownload.suggestedFilename()).toBe('dean-of-students.pdf');
    await screenshot(staff, 'walk-staff-review-colleges-and-file');
    await staff.close();
  });

  it('shows an ended role read-only, saying why, with no Publish or status button (defect 7)', async () => {
    const roles = (await api(page, 'GET', '/api/employer/role/?status=open')) as unknown;
    const list = (Array.isArray(roles) ? roles : ((roles as Json).results as Json[])) as Json[];
    const open = list[0]!;
    await api(page, 'PATCH', `/api/employer/role/${String(open.uuid)}/`, { status: 'closed' });
    await openRoleStep(page, String(open.uuid), 'job_title', 'Next question');
    await page.getByText('This role has ended, so its answers stay as they were.', { exact: false }).waitFor();
    expect(await page.getByLabel('What is the job title?').isEditable()).toBe(false);
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.waitForURL((url) => url.pathname === `/role/${String(open.uuid)}/description`);
    await page.getByRole('button', { name: 'Next question' }).waitFor();
    expect(await page.locator('textarea[id="root_description"]').isEditable()).toBe(false);
  });
});

describe('a coworker without role editing', () => {
  it('reads a role with a note saying why it cannot be changed, and no Publish (defect 7)', async () => {
    const admin = await env.newPage();
    await signInAs(admin, 'employee');
    const uuid = await newRole(admin, { job_title: 'Director of Finance' });
    const email = 'reader.coworker@example.com';
    await api(admin, 'POST', '/api/user/create_coworker/', {
      first_name: 'Rita',
      last_name: 'Reader',
      email,
      job_title: 'Analyst',
      can_edit_roles: false,
      can_access_matching: false,
      is_team_admin: false,
    });
    const claim = new URL(await linkFromOutbox(env.dataDir, email, '/claim-your-account'));
    const coworker = await env.newPage();
    await coworker.goto(`${claim.pathname}${claim.search}`);
    await coworker.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await coworker.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await coworker.getByRole('button', { name: 'Claim my account' }).click();
    await coworker.getByRole('heading', { name: 'Welcome, Rita!' }).waitFor();

    await openRoleStep(coworker, uuid, 'job_title', 'Next question');
    await coworker.getByText('your account does not have role editing', { exact: false }).waitFor();
    expect(await coworker.getByLabel('What is the job title?').inputValue()).toBe('Director of Finance');
    expect(await coworker.getByLabel('What is the job title?').isEditable()).toBe(false);
    for (const name of ['Continue', 'Publish Role', 'Change Role Status']) expect(await coworker.getByRole('button', { name }).count(), name).toBe(0);
    await screenshot(coworker, 'walk-role-read-only');
    await coworker.close();
    await admin.close();
  });
});

describe('around the employer side', () => {
  it('shows a visitor About Us and Signup beside Log In on the public employer page and the claim page (defect 13)', async () => {
    const visitor = await env.newPage();
    for (const at of ['/claim-your-account', '/employers/riverside-charter-schools']) {
      await visitor.goto(at);
      const banner = visitor.getByRole('banner');
      await banner.getByRole('link', { name: 'Log In' }).waitFor();
      await banner.getByRole('link', { name: 'About Us' }).waitFor();
      await banner.getByRole('link', { name: 'Signup' }).waitFor();
    }
    await visitor.close();
    // On a phone About Us and Signup fold into the menu; Log In stays in the bar.
    const phone = await env.newPage({ width: 390, height: 844 });
    await phone.goto('/claim-your-account');
    await phone.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    await phone.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Signup' }).waitFor();
    await phone.close();
  });

  it('shows a signed-in person their own top bar on /login?referrer=requires_login, not the signed-out header (defect 13)', async () => {
    const page = await env.newPage();
    await signInAs(page, 'employee');
    await page.goto('/login?referrer=requires_login');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Account' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Signup' }).count()).toBe(0);
    await page.close();
  });

  it('refuses an organization name over 200 characters on the first sign-up step, where it is typed (defect 15)', async () => {
    const page = await env.newPage();
    await page.goto('/employer/signup');
    await page.getByLabel('First name').fill('Orla');
    await page.getByLabel('Last name').fill('Longname');
    await page.getByLabel('Organization').fill('A'.repeat(201));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText("Keep the organization's name to 200 characters.").waitFor();
    expect(await page.getByRole('heading', { name: 'Nice to meet you!' }).count()).toBe(0);
    await page.getByLabel('Organization').fill('A'.repeat(200));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Nice to meet you!' }).waitFor();
    await page.close();
  });
});
