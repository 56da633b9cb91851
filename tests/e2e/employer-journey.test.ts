import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Answers, Flow } from '../../src/flows';
import { callApiAs, logInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { logIn, STRONG_PASSWORD } from './support/forms';
import { signUpOrganisation } from './support/new-employer';
import { linkFromOutbox } from './support/outbox';
import { answerStep } from './support/profile-flow-driver';
import { onRoleStep, snakeCase, walkRole, type RoleFixture } from './support/role-flow-driver';

/**
 * One organisation's story, as a new user tries it: sign-up and company profile, a role from creation through
 * staff review to open, and a coworker with fewer permissions. The tests build on each other, in order; the long
 * walks have their own time limits, for a busy two-core machine.
 */

const ORGANISATION = 'Lakeside Learning Collaborative';
const ADMIN = { firstName: 'Ada', lastName: 'Lovelace', organization: ORGANISATION, email: 'ada.lovelace@lakeside.example.org' };
const COWORKER = { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@lakeside.example.org' };
const NAVIGATION_LOCKED = 'You will need to answer more questions before unlocking navigation';

let env: E2eEnvironment;
let admin: Page;
let staff: Page;
let roleUuid = '';
beforeAll(async () => {
  env = await startE2eEnvironment();
  admin = await env.newPage();
});
afterAll(() => env.close());

function fixture<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/flows', `${name}.json`), 'utf8')) as T;
}

async function flowOf(page: Page, id: string): Promise<Flow> {
  return ((await (await callApiAs(page, env.server.url, 'GET', `/api/flows/${id}/`)).json()) as { flow: Flow }).flow;
}

async function onProfileStep(page: Page, step: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/profile/${snakeCase(step)}`, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Continue' }).waitFor();
}

/** The share of the company profile the step header shows. */
async function profilePercentShown(page: Page): Promise<string> {
  return (await page.getByText(/^\d+% complete$/).textContent()) ?? '';
}

/** Waits until a dialog has finished opening, so its screenshot shows it as a person sees it. */
async function opened(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await dialog.evaluate(async (element) => {
    const root = element.closest('.MuiDialog-root') ?? element;
    // A transition replaced by another (a switch flipped meanwhile) is cancelled rather than finished.
    await Promise.all(root.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** A role's row on the company dashboard, found by the address of its role. */
function roleRow(page: Page, uuid: string): Locator {
  return page
    .getByRole('list', { name: 'Roles' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/role/${uuid}"]`) });
}

/**
 * The role the employee describes: in two metro areas, full time or part time (so both salary and rate steps),
 * managing a team. Back is tried where the branches join: from the metro areas to the question that led there.
 */
function journeyRole(): RoleFixture {
  const base = fixture<RoleFixture>('role-full-time-anywhere-no-extras');
  const answers: Answers = {
    ...base.answers,
    geographicRequirement: 'specific',
    availableMetroAreas: ['Chicago, IL', 'Boise, ID'],
    roleType: ['full_time', 'part_time_20_30'],
    preferredRate: 55,
    maximumRate: 65,
    requiresTravel: true,
    requiredTravelTime: '10_25_percent',
    graduateDegreeRequirement: 'preferred',
    preferredGradDegrees: ['med'],
    requiresManagingOthers: true,
    managedNumberOfYears: 3,
    requiresManagingManagers: false,
    managedNumOfEmployees: '6_10',
    interestedInSpecificEmployers: true,
    specialEmployers: ['KIPP Chicago', 'Noble Schools'],
    jobFileUpload: { fileName: 'director-of-operations.pdf' },
    skills: [{ skillId: 'project_management', rating: 3 }],
    serviceTier: 'enhanced',
  };
  return {
    answers,
    expectedNext: {
      geographicRequirement: 'availableMetroAreas',
      availableMetroAreas: 'openToRelocation',
      maximumSalary: 'preferredRate',
      requiresManagingOthers: 'managedNumberOfYears',
    },
    expectedPrevious: {
      availableMetroAreas: 'geographicRequirement',
      preferredRate: 'maximumSalary',
      managedNumberOfYears: 'requiresManagingOthers',
      specialEmployers: 'interestedInSpecificEmployers',
    },
  };
}

describe('an organization in a real browser', () => {
  it('signs up, completes the company profile and sees its completeness rise to 100 %', async () => {
    await signUpOrganisation(admin, env.dataDir, ADMIN);
    await admin.getByRole('link', { name: 'Continue' }).click();
    // An employee lands on the first open question of the organisation's profile.
    await onProfileStep(admin, 'primaryAddress');
    await admin.getByText('Company profile · question 1 of 15').waitFor();
    expect(await profilePercentShown(admin)).toBe('0% complete');

    const flow = await flowOf(admin, 'employer-profile');
    const data = fixture<{ answers: Answers; expectedPath: string[]; expectedEnd: string }>('employer-profile-whole-path');
    expect(data.expectedPath).toHaveLength(15);
    for (const [index, step] of data.expectedPath.entries()) {
      await onProfileStep(admin, step);
      // Every answered question counts: the header shows the share of the 15 that are valid.
      expect(await profilePercentShown(admin)).toBe(`${Math.floor((index * 100) / 15)}% complete`);

      if (step === 'link') {
        // Typed without a protocol: the schema's own message, and nothing moves on until it is fixed.
        await admin.locator('[id="root_link"]').fill('www.lakeside-learning.example.org');
        await admin.getByRole('button', { name: 'Continue' }).click();
        await admin.getByRole('link', { name: 'Link must include a protocol (https://)' }).waitFor();
        await screenshot(admin, 'employer-profile-link-without-protocol');
        expect(new URL(admin.url()).pathname).toBe('/profile/link');
      }
      if (step === 'logos') {
        const png = await sharp({ create: { width: 96, height: 96, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
          .png()
          .toBuffer();
        await admin.locator('input[type="file"]').setInputFiles({ name: 'lakeside-logo.png', mimeType: 'image/png', buffer: png });
        await admin.getByRole('list', { name: 'Upload your logo: uploaded files' }).getByRole('link', { name: 'lakeside-logo.png' }).waitFor();
        // The upload is an answer: the percentage rises at once.
        await admin.getByText(`${Math.floor(((index + 1) * 100) / 15)}% complete`, { exact: true }).waitFor();
        await screenshot(admin, 'employer-profile-logo-uploaded');
        await admin.getByRole('button', { name: 'Continue' }).click();
        continue;
      }
      if (step === 'personalityTraits') {
        // Six attributes can be ticked; Continue says to keep to five.
        const traits = data.answers.personalityTraits as string[];
        const options = (flow.questions.personalityTraits!.schema as { items: { oneOf: { const: string; title: string }[] } }).items.oneOf;
        const sixth = options.find((option) => !traits.includes(option.const))!;
        await answerStep(admin, flow, step, { personalityTraits: [...traits, sixth.const] });
        await admin.getByRole('link', { name: 'Only limit your selection to 5' }).waitFor();
        expect(new URL(admin.url()).pathname).toBe('/profile/personality_traits');
        await admin.locator('[id="root_personalityTraits"]').getByLabel(sixth.title, { exact: true }).uncheck();
        await admin.getByRole('button', { name: 'Continue' }).click();
        continue;
      }
      await answerStep(admin, flow, step, data.answers);

      if (step === 'missionStatement') {
        // Half way, the dashboard: a new employee first gives their job title, then sees the organisation's card.
        await onProfileStep(admin, 'companySize');
        await admin.goto('/dashboard');
        await admin.waitForURL('**/employee/details');
        await admin.getByRole('heading', { name: 'Your details' }).waitFor();
        await admin.getByLabel('Job title').fill('Head of Talent');
        await admin.getByRole('button', { name: 'Save details' }).click();
        await admin.waitForURL('**/dashboard');
        const card = admin.getByRole('region', { name: 'Your organization' });
        await card.getByRole('heading', { name: ORGANISATION }).waitFor();
        await card.getByText('Company profile 40% complete').waitFor();
        await card.getByRole('img', { name: `${ORGANISATION} logo` }).waitFor();
        await screenshot(admin, 'employer-dashboard-profile-40');
        await card.getByRole('link', { name: 'Continue company profile' }).click();
      }
    }
    await admin.waitForURL('**/dashboard');
    const card = admin.getByRole('region', { name: 'Your organization' });
    await card.getByText('Company profile 100% complete').waitFor();
    await card.getByRole('link', { name: 'Edit company profile' }).waitFor();
    await screenshot(admin, 'employer-dashboard-profile-complete');
  }, 120_000);

  it('creates a role, walks its four sections with branches and Back, publishes it, and staff review and approve it', async () => {
    const flow = await flowOf(admin, 'role');
    const data = journeyRole();
    await admin.getByText('Your organization has no roles yet.', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'Create role' }).click();
    await admin.waitForURL(/\/role\/[0-9a-f-]{36}\/intro$/);
    roleUuid = new URL(admin.url()).pathname.split('/')[2]!;
    const nav = admin.getByRole('navigation', { name: 'Role sections' });

    await walkRole(admin, flow, roleUuid, data, {
      during: async (step) => {
        if (step === 'intro') {
          await admin.getByRole('heading', { name: 'Tell us about the role' }).waitFor();
          // Below the first ten questions the navigation is locked under the overlay, and hidden from screen readers.
          await nav.getByRole('status').getByText(NAVIGATION_LOCKED).waitFor();
          expect(await nav.getByRole('button').count()).toBe(0);
          await screenshot(admin, 'employer-role-intro-locked');
        }
        if (step === 'availableMetroAreas') {
          // Specific metro areas led here; Back (tried by the walk) returned to the question that led here.
          await admin.getByText('In which metro areas?').waitFor();
          // Eleven questions in (index 10 of the path, the service tier first): still locked.
          await nav.getByRole('status').getByText(NAVIGATION_LOCKED).waitFor();
        }
        if (step === 'openToRelocation') {
          // Twelve questions in, the navigation opens.
          await nav.getByRole('button', { name: 'Compensation' }).waitFor();
          // The metro areas chosen are kept: Back shows them as chips, and the navigation stays open.
          await admin.getByRole('button', { name: 'Back' }).click();
          await onRoleStep(admin, roleUuid, 'availableMetroAreas');
          expect(await nav.getByText(NAVIGATION_LOCKED).count()).toBe(0);
          for (const area of ['Chicago, IL', 'Boise, ID']) await admin.getByRole('button', { name: area }).waitFor();
          await screenshot(admin, 'employer-role-metro-areas');
          await admin.getByRole('button', { name: 'Continue' }).click();
          await onRoleStep(admin, roleUuid, 'openToRelocation');
        }
        if (step === 'preferredSalary') {
          // Past ten, the navigation opens: its first section's parts, the later sections still locked.
          await nav.getByRole('button', { name: 'Compensation' }).waitFor();
          expect(await nav.getByText(NAVIGATION_LOCKED).count()).toBe(0);
          expect(await nav.getByRole('button', { name: 'Compensation' }).isEnabled()).toBe(true);
          expect(await nav.getByRole('button', { name: 'Education' }).isDisabled()).toBe(true);
          await screenshot(admin, 'employer-role-navigation-unlocked');
        }
        if (step === 'preferredRate') {
          // A part-time choice besides full time: the hourly rate steps follow the salary steps.
          await admin.getByLabel('Preferred hourly rate', { exact: false }).waitFor();
        }
        if (step === 'undergradDegreeRequirement') {
          // Role Basics complete: a quarter of the role, and the Education section opens; Skills waits.
          await admin.getByText(/^25% complete · question \d+ of \d+$/).waitFor();
          expect(await nav.getByRole('button', { name: 'Languages' }).isDisabled()).toBe(true);
          await nav.getByRole('button', { name: 'Compensation' }).click();
          await onRoleStep(admin, roleUuid, 'preferredSalary');
          await nav.getByRole('button', { name: 'Education' }).click();
          await onRoleStep(admin, roleUuid, 'undergradDegreeRequirement');
        }
        if (step === 'yearsFullTimeExperience') await admin.getByText(/^50% complete/).waitFor();
        // Languages and skills are optional: with Work Experience done, every section is complete.
        if (step === 'languages') await admin.getByText(/^100% complete/).waitFor();
      },
    });

    // The last Continue saves the skills and ends on the company dashboard, the role complete and publishable.
    await admin.getByRole('heading', { name: 'Company dashboard' }).waitFor();
    const row = roleRow(admin, roleUuid);
    await row.getByRole('heading', { name: 'Director of Operations' }).waitFor();
    await row.getByText('100% complete').waitFor();
    await row.getByText('Draft', { exact: true }).waitFor();
    await row.getByText('Chosen tier: Enhanced · 10% hiring fee').waitFor();
    await screenshot(admin, 'employer-dashboard-role-complete');

    await row.getByRole('button', { name: 'Publish Role' }).click();
    let dialog = admin.getByRole('dialog', { name: 'Publish Role' });
    await dialog.getByText('Enhanced · 10% hiring fee').waitFor();
    await dialog.getByText('About $11,000, on a first-year compensation of $110,000').waitFor();
    await opened(dialog);
    await screenshot(admin, 'employer-publish-role-dialog');
    await dialog.getByRole('button', { name: 'Publish Role' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('In review', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Change Role Status' }).waitFor();

    // Staff find it waiting on their home, write feedback on the job title and return it to draft.
    staff = await env.newPage();
    await logInAs(staff, 'staff');
    const waiting = staff.getByRole('region', { name: 'Roles waiting for review' });
    await waiting.getByText('1 role is waiting for review.').waitFor();
    await waiting.getByRole('link', { name: 'Review roles' }).click();
    await staff.waitForURL('**/review/roles');
    await staff
      .getByRole('list', { name: 'Roles waiting for review' })
      .getByRole('listitem')
      .filter({ hasText: 'Director of Operations' })
      .getByRole('link', { name: 'Review' })
      .click();
    await staff.waitForURL(`**/review/roles/${roleUuid}`);
    await staff.getByRole('heading', { name: 'Review: Director of Operations' }).waitFor();
    await staff.getByText(ORGANISATION, { exact: true }).waitFor();
    await staff.getByRole('button', { name: 'Add feedback on What is the job title?' }).click();
    const feedback = 'Name the campuses’ operations in the title: candidates search for “school operations”.';
    await staff.getByLabel('Feedback on What is the job title?').fill(feedback);
    await staff.getByRole('button', { name: 'Send feedback on What is the job title?' }).click();
    await staff.getByText('Feedback sent.').waitFor();
    await staff.getByText('1 unresolved feedback item will go back to the employer if you return the role to draft.').waitFor();
    await screenshot(staff, 'staff-role-review-feedback');
    await staff.getByRole('button', { name: 'Return to draft' }).click();
    await staff.getByRole('dialog', { name: 'Return “Director of Operations” to draft?' }).getByRole('button', { name: 'Return to draft' }).click();
    await staff.getByText('Returned to draft: the employer sees the feedback and can publish again once it is resolved.').waitFor();

    // The employee sees the feedback, edits the answer it is about, resolves it and publishes again.
    await admin.reload();
    await row.getByText('1 staff feedback item to resolve').waitFor();
    await row.getByRole('button', { name: 'View Staff Feedback' }).click();
    dialog = admin.getByRole('dialog', { name: 'Staff feedback' });
    await dialog.getByText('About: What is the job title?').waitFor();
    await dialog.getByText(feedback).waitFor();
    await opened(dialog);
    await screenshot(admin, 'employer-staff-feedback-dialog');
    await dialog.getByRole('link', { name: 'Edit this answer' }).click();
    await onRoleStep(admin, roleUuid, 'jobTitle');
    await admin.getByLabel('What is the job title?').fill('Director of School Operations');
    await admin.getByRole('button', { name: 'Continue' }).click();
    await onRoleStep(admin, roleUuid, 'description');
    await admin.getByText('Director of School Operations', { exact: true }).waitFor();
    await admin.getByRole('link', { name: 'Company dashboard' }).click();
    await row.getByRole('heading', { name: 'Director of School Operations' }).waitFor();
    await row.getByRole('button', { name: 'View Staff Feedback' }).click();
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    dialog = admin.getByRole('dialog', { name: 'Publish Role' });
    await dialog.getByRole('button', { name: 'Publish Role' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('In review', { exact: true }).waitFor();

    // Staff see the resolved feedback and approve: the role opens with the tier it was published with.
    await staff.goto('/review/roles');
    await staff
      .getByRole('list', { name: 'Roles waiting for review' })
      .getByRole('listitem')
      .filter({ hasText: 'Director of School Operations' })
      .getByRole('link', { name: 'Review' })
      .click();
    await staff.getByRole('heading', { name: 'Review: Director of School Operations' }).waitFor();
    await staff.getByText('About: What is the job title? · Resolved').waitFor();
    await staff.getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog', { name: 'Approve “Director of School Operations”?' }).getByRole('button', { name: 'Approve role' }).click();
    await staff.getByText('Approved: the role is open for matching.').waitFor();

    await admin.reload();
    await row.getByText('Open', { exact: true }).waitFor();
    await row.getByText('Agreed tier: Enhanced · 10% hiring fee').waitFor();
    // An open role is closed before it can be deleted.
    expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await screenshot(admin, 'employer-dashboard-role-open');

    // The public page, for anyone: the organisation and its open role.
    const publicPath = await admin.getByRole('link', { name: 'Public page' }).getAttribute('href');
    expect(publicPath).toMatch(/^\/employers\/[a-z0-9-]+$/);
    const visitor = await env.newPage();
    await visitor.goto(publicPath!);
    await visitor.getByRole('heading', { level: 1, name: ORGANISATION }).waitFor();
    await visitor.getByRole('img', { name: `${ORGANISATION} logo` }).waitFor();
    const profile = fixture<{ answers: Answers }>('employer-profile-whole-path').answers;
    await visitor.getByRole('region', { name: 'Mission' }).getByText(String(profile.missionStatement)).waitFor();
    await visitor.getByRole('list', { name: 'Open roles' }).getByRole('heading', { name: 'Director of School Operations' }).waitFor();
    await screenshot(visitor, 'employer-public-page');
    await visitor.close();

    // Clone opens the copy, a draft with the same answers titled "Copy of …"; Delete, after asking, removes it.
    await row.getByRole('button', { name: 'Clone' }).click();
    await admin.waitForURL((url) => /^\/role\/[0-9a-f-]{36}\/intro$/.test(url.pathname) && !url.pathname.includes(roleUuid));
    const copyUuid = new URL(admin.url()).pathname.split('/')[2]!;
    await admin.getByText('Copy of Director of School Operations', { exact: true }).waitFor();
    await admin.getByText('Draft', { exact: true }).waitFor();
    await admin.getByRole('link', { name: 'Company dashboard' }).click();
    const copy = roleRow(admin, copyUuid);
    await copy.getByText('100% complete').waitFor();
    await copy.getByRole('button', { name: 'Publish Role' }).waitFor();
    await copy.getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete “Copy of Director of School Operations”?' });
    await confirm.getByText('This cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete role' }).click();
    await copy.waitFor({ state: 'detached' });
    await expect.poll(() => admin.getByRole('list', { name: 'Roles' }).getByRole('listitem').count()).toBe(1);
    await row.getByText('Open', { exact: true }).waitFor();
  }, 240_000);

  it('invites a coworker, who claims the account and sees only what their permissions allow', async () => {
    expect(roleUuid).not.toBe('');
    await admin.goto('/dashboard');
    // The administrator, with matching access, reaches the matches of the organisation's open role.
    const adminBar = admin.getByRole('navigation', { name: 'Main', exact: true });
    await adminBar.getByRole('link', { name: 'Matches' }).waitFor();

    await admin.getByRole('button', { name: 'Invite a coworker' }).click();
    const invite = admin.getByRole('dialog', { name: 'Invite a coworker' });
    await invite.getByLabel('First name').fill(COWORKER.firstName);
    await invite.getByLabel('Last name').fill(COWORKER.lastName);
    await invite.getByLabel('E-mail').fill(COWORKER.email);
    await invite.getByLabel('Job title').fill('Operations Manager');
    // Matching access is off by default; role editing is switched off too.
    expect(await invite.getByLabel('Matching access').isChecked()).toBe(false);
    await invite.getByLabel('Role editing').uncheck();
    await opened(invite);
    await screenshot(admin, 'employer-invite-coworker');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`An invitation was sent to ${COWORKER.email}.`).waitFor();
    const member = admin
      .getByRole('list', { name: 'Team members' })
      .getByRole('listitem')
      .filter({ hasText: `${COWORKER.firstName} ${COWORKER.lastName}` });
    await member.getByText('Invitation sent').waitFor();

    // The coworker claims the account from the e-mailed link, choosing a password.
    const claim = new URL(await linkFromOutbox(env.dataDir, COWORKER.email, '/claim-your-account'));
    const coworker = await env.newPage();
    await coworker.goto(`${claim.pathname}${claim.search}`);
    await coworker.getByRole('heading', { name: 'Claim your account' }).waitFor();
    await coworker.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await coworker.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await coworker.getByRole('button', { name: 'Claim my account' }).click();
    await coworker.getByRole('heading', { name: `Welcome, ${COWORKER.firstName}!` }).waitFor();
    await coworker.getByText(ORGANISATION, { exact: true }).waitFor();
    await coworker.close();

    // Signing in with that password: the company dashboard without what the permissions withhold.
    const signedIn = await env.newPage();
    await signedIn.goto('/login');
    await logIn(signedIn, COWORKER.email, STRONG_PASSWORD);
    await signedIn.waitForURL('**/dashboard');
    await signedIn.getByRole('heading', { name: 'Company dashboard' }).waitFor();
    const row = roleRow(signedIn, roleUuid);
    await row.getByRole('link', { name: 'View role' }).waitFor();
    const bar = signedIn.getByRole('navigation', { name: 'Main', exact: true });
    await bar.getByRole('button', { name: 'Dashboard' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Matches' }).count()).toBe(0);
    expect(await signedIn.getByRole('button', { name: 'Create role' }).count()).toBe(0);
    for (const action of ['Clone', 'Delete', 'Change Role Status']) expect(await row.getByRole('button', { name: action }).count()).toBe(0);
    expect(await signedIn.getByRole('button', { name: 'Invite a coworker' }).count()).toBe(0);
    expect(await signedIn.getByRole('button', { name: 'Delete organization' }).count()).toBe(0);
    await signedIn
      .getByRole('list', { name: 'Team members' })
      .getByRole('listitem')
      .filter({ hasText: `${COWORKER.firstName} ${COWORKER.lastName} (you)` })
      .getByText('No permissions')
      .waitFor();
    await screenshot(signedIn, 'employer-coworker-without-permissions');

    // The administrator grants matching access and role editing; the coworker's dashboard follows.
    await admin.reload();
    for (const permission of ['Matching access', 'Role editing']) {
      // Each switch saves at once and shows the server's answer: it turns on once the change is stored.
      const control = member.getByLabel(`${permission} for ${COWORKER.firstName} ${COWORKER.lastName}`);
      await control.click();
      await expect.poll(() => control.isChecked()).toBe(true);
      await expect.poll(() => control.isEnabled()).toBe(true);
    }
    await signedIn.reload();
    await bar.getByRole('link', { name: 'Matches' }).waitFor();
    await signedIn.getByRole('button', { name: 'Create role' }).waitFor();
    await row.getByRole('button', { name: 'Change Role Status' }).waitFor();
    await row.getByRole('button', { name: 'Clone' }).waitFor();
  }, 120_000);
});
