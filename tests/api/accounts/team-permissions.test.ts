import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, myProfile, signUpToken, uniqueEmail } from '../support/accounts';
import { auth, inviteAndClaim, newOrganisation, staffToken, type Member } from '../support/organisation';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import { employers, roles, users, type RoleStatus } from '../../../src/server/db/schema';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  staff = await staffToken(t);
});
afterAll(() => t.close());

const LAST_ADMIN = 'An organization needs at least one administrator. Make someone else an administrator before removing this one.';

const team = (token: string | undefined, query = '') => t.app.inject({ method: 'GET', url: `/api/employer/staff/${query}`, headers: token ? auth(token) : {} });
const setPermissions = (token: string | undefined, memberId: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/employer/staff/${memberId}/`, headers: token ? auth(token) : {}, payload });
const invite = (token: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/create_coworker/',
    headers: auth(token),
    payload: { first_name: 'New', last_name: 'Person', email: uniqueEmail('invitee'), ...payload },
  });
const matchCount = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/employer/new-match-count/', headers: auth(token) })).json();

describe('GET /api/employer/staff/', () => {
  it('lists the organization’s employees with their permissions, to its employees and staff only', async () => {
    const admin = await newOrganisation(t, 'Team List Academy');
    const member = await inviteAndClaim(t, admin, { can_access_matching: false, is_team_admin: false }, 'Bea');
    const pending = await invite(admin.token, { first_name: 'Pat', last_name: 'Pending', can_edit_roles: false });
    expect(pending.statusCode).toBe(201);
    const outsider = await newOrganisation(t, 'Other Team Inc');

    const listed = await team(member.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results).toEqual([
      {
        id: admin.userId,
        first_name: 'Ada',
        last_name: 'Admin',
        email: admin.email,
        job_title: null,
        can_access_matching: true,
        can_edit_roles: true,
        is_team_admin: true,
        has_confirmed_email: true,
      },
      {
        id: pending.json().id,
        first_name: 'Pat',
        last_name: 'Pending',
        email: pending.json().email,
        job_title: null,
        can_access_matching: true,
        can_edit_roles: false,
        is_team_admin: false,
        has_confirmed_email: false,
      },
      {
        id: member.userId,
        first_name: 'Bea',
        last_name: 'Worker',
        email: member.email,
        job_title: 'Recruiter',
        can_access_matching: false,
        can_edit_roles: true,
        is_team_admin: false,
        has_confirmed_email: true,
      },
    ]);
    expect((await team(outsider.token)).json().results.map((row: { id: number }) => row.id)).toEqual([outsider.userId]);
    expect((await team(staff, `?employer_id=${admin.employerId}`)).json().results).toHaveLength(3);
    expect((await team(staff)).statusCode).toBe(400);
    expect((await team((await signUpToken(t.app)).token)).statusCode).toBe(403);
    expect((await team(undefined)).statusCode).toBe(401);
  });
});

describe('PATCH /api/employer/staff/{id}/', () => {
  let admin: Member;
  let member: Member;
  beforeAll(async () => {
    admin = await newOrganisation(t, 'Permissions Prep');
    member = await inviteAndClaim(t, admin, { is_team_admin: false });
  });

  it('lets a team administrator change a coworker’s permissions, answering the member', async () => {
    const response = await setPermissions(admin.token, member.userId, { can_access_matching: false, can_edit_roles: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.userId, can_access_matching: false, can_edit_roles: false, is_team_admin: false });
    expect((await myProfile(t.app, member.token)).json()).toMatchObject({ can_access_matching: false, can_edit_roles: false, is_team_admin: false });
    expect((await setPermissions(admin.token, member.userId, { can_access_matching: true, can_edit_roles: true })).statusCode).toBe(200);
  });

  it('refuses other employees, other organizations, job seekers and anonymous callers, changing nothing', async () => {
    const outsider = await newOrganisation(t, 'Meddling Academy');
    const seeker = await signUpToken(t.app);
    const refusals = [
      ['non-admin employee', member.token, admin.userId, 403],
      ['other organization’s admin', outsider.token, member.userId, 404],
      ['admin, on another organization’s member', admin.token, outsider.userId, 404],
      ['admin, on a job seeker', admin.token, (await myProfile(t.app, seeker.token)).json().id, 404],
      ['job seeker', seeker.token, member.userId, 403],
      ['anonymous', undefined, member.userId, 401],
    ] as const;
    for (const [who, token, target, status] of refusals) {
      expect((await setPermissions(token, target, { is_team_admin: true })).statusCode, who).toBe(status);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(row!.isTeamAdmin).toBe(false);
    expect((await setPermissions(admin.token, 999_999, { can_edit_roles: false })).statusCode).toBe(404);
  });

  it('refuses a body that is not a set of known flags', async () => {
    for (const payload of [{}, { can_edit_roles: 'no' }, { is_staff: true }]) {
      expect((await setPermissions(admin.token, member.userId, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('never leaves an organization without an administrator', async () => {
    const solo = await newOrganisation(t, 'Last Admin Standing');
    const self = await setPermissions(solo.token, solo.userId, { is_team_admin: false });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: LAST_ADMIN, code: 'conflict' });
    const byStaff = await setPermissions(staff, solo.userId, { is_team_admin: false });
    expect(byStaff.statusCode).toBe(409);

    const second = await inviteAndClaim(t, solo, { is_team_admin: true });
    // Two administrators removing each other at the same moment: whoever goes second is no longer an
    // administrator by then, so one of them stays.
    const [a, b] = await Promise.all([
      setPermissions(solo.token, second.userId, { is_team_admin: false }),
      setPermissions(second.token, solo.userId, { is_team_admin: false }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const admins = (await t.database.db.select().from(users).where(eq(users.employerId, solo.employerId))).filter((row) => row.isTeamAdmin);
    expect(admins).toHaveLength(1);
  });

  it('lets staff change anyone’s permissions', async () => {
    const response = await setPermissions(staff, member.userId, { is_team_admin: true });
    expect(response.json()).toMatchObject({ is_team_admin: true });
    expect((await setPermissions(member.token, admin.userId, { can_edit_roles: true })).statusCode).toBe(200);
    expect((await setPermissions(staff, member.userId, { is_team_admin: false })).statusCode).toBe(200);
  });
});

describe('POST /api/user/create_coworker/ and what the permissions allow', () => {
  it('is for team administrators and staff, who may set the new coworker’s permissions', async () => {
    const admin = await newOrganisation(t, 'Inviting Academy');
    const member = await inviteAndClaim(t, admin, { is_team_admin: false });
    const refused = await invite(member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Only a team administrator can invite coworkers.');

    const byStaff = await invite(staff, { employer_id: admin.employerId, is_team_admin: true, can_access_matching: false });
    expect(byStaff.statusCode).toBe(201);
    expect(byStaff.json()).toMatchObject({ is_team_admin: true, can_access_matching: false, can_edit_roles: true, has_confirmed_email: false });
    const defaults = await invite(admin.token);
    expect(defaults.json()).toMatchObject({ is_team_admin: false, can_access_matching: true, can_edit_roles: true });
    expect((await invite(admin.token, { is_team_admin: 'yes' })).statusCode).toBe(400);
  });

  it('a claimed coworker sees their organization and exactly the permissions given', async () => {
    const admin = await newOrganisation(t, 'Claimed Rights School');
    const coworker = await inviteAndClaim(t, admin, { can_access_matching: false, can_edit_roles: false, is_team_admin: false });
    const profile = (await myProfile(t.app, coworker.token)).json();
    expect(profile).toMatchObject({
      user_type: 'employee',
      employer: { id: admin.employerId, name: 'Claimed Rights School', slug: 'claimed-rights-school' },
      can_access_matching: false,
      can_edit_roles: false,
      is_team_admin: false,
    });
    expect((await myProfile(t.app, admin.token)).json()).toMatchObject({ can_access_matching: true, can_edit_roles: true, is_team_admin: true });
    // Not an administrator: no invitations, no permission changes, no deleting the organisation.
    expect((await invite(coworker.token)).statusCode).toBe(403);
    expect((await setPermissions(coworker.token, coworker.userId, { can_edit_roles: true })).statusCode).toBe(403);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/employers/${admin.employerId}/`,
      headers: auth(coworker.token),
      payload: { password: 'Claimed-Password-9' },
    });
    expect(deletion.statusCode).toBe(403);
    expect(await t.database.db.select().from(employers).where(eq(employers.id, admin.employerId))).toHaveLength(1);
  });

  it('job seekers and staff have no organization in their profile', async () => {
    const seeker = await signUpToken(t.app);
    expect((await myProfile(t.app, seeker.token)).json()).toMatchObject({ employer: null, can_edit_roles: false, is_team_admin: false });
    expect((await myProfile(t.app, staff)).json()).toMatchObject({ employer: null, is_team_admin: false });
  });
});

describe('the matching page for an employee (new-match-count)', () => {
  async function roleIn(employerId: number, status: RoleStatus) {
    await t.database.db.insert(roles).values({ employerId, status, answers: { jobTitle: `A ${status} role` } });
  }

  it('opens once the organization has a published role, and only to employees granted matching', async () => {
    const admin = await newOrganisation(t, 'Matching Gate Academy');
    const blocked = await inviteAndClaim(t, admin, { can_access_matching: false });
    expect(await matchCount(admin.token)).toEqual({ count: 0, can_access_matching_page: false });
    for (const status of ['draft', 'in_review', 'closed'] as const) {
      await roleIn(admin.employerId, status);
      expect((await matchCount(admin.token)).can_access_matching_page, status).toBe(false);
    }
    await roleIn(admin.employerId, 'paused');
    expect((await matchCount(admin.token)).can_access_matching_page).toBe(true);
    expect((await matchCount(blocked.token)).can_access_matching_page).toBe(false);

    await setPermissions(admin.token, blocked.userId, { can_access_matching: true });
    expect((await matchCount(blocked.token)).can_access_matching_page).toBe(true);

    for (const status of ['open', 'filled'] as const) {
      const other = await newOrganisation(t, `Gate ${status} School`);
      await roleIn(other.employerId, status);
      expect((await matchCount(other.token)).can_access_matching_page, status).toBe(true);
    }
  });
});

describe('DELETE /api/employers/{id}/', () => {
  it('is for a team administrator, with the password', async () => {
    const admin = await newOrganisation(t, 'Deleting Admin Academy');
    const second = await inviteAndClaim(t, admin, { is_team_admin: true });
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/employers/${admin.employerId}/`,
      headers: auth(second.token),
      payload: { password: GOOD_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['The password is not correct.'], code: 'validation_failed' });
    const staffDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/employers/${admin.employerId}/`,
      headers: auth(staff),
      payload: { password: 'DemoStaff1234' },
    });
    expect(staffDelete.statusCode).toBe(404);
    const done = await t.app.inject({
      method: 'DELETE',
      url: `/api/employers/${admin.employerId}/`,
      headers: auth(second.token),
      payload: { password: 'Claimed-Password-9' },
    });
    expect(done.statusCode).toBe(204);
    expect(await t.database.db.select().from(employers).where(eq(employers.id, admin.employerId))).toEqual([]);
  });
});

describe('an employee’s own details (PATCH /api/user/{id}/, the /employee/details page)', () => {
  it('saves the job title and names, answering the profile with the organization', async () => {
    const admin = await newOrganisation(t, 'Details Academy');
    const update = (token: string, id: number, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/user/${id}/`, headers: auth(token), payload });
    const saved = await update(admin.token, admin.userId, { job_title: '  Head of People ', first_name: 'Adaline', last_name: 'Admiral' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      job_title: 'Head of People',
      first_name: 'Adaline',
      last_name: 'Admiral',
      employer: { id: admin.employerId, name: 'Details Academy' },
      is_team_admin: true,
    });
    expect((await myProfile(t.app, admin.token)).json()).toEqual(saved.json());

    const blank = await update(admin.token, admin.userId, { job_title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ job_title: ['Enter your job title, up to 150 characters.'], code: 'validation_failed' });
    expect((await update(admin.token, admin.userId, { job_title: 'x'.repeat(151) })).statusCode).toBe(400);

    const seeker = await signUpToken(t.app);
    const seekerId = (await myProfile(t.app, seeker.token)).json().id;
    const refused = await update(seeker.token, seekerId, { job_title: 'Teacher' });
    expect(refused.json()).toEqual({ job_title: ['A job title is saved on employer accounts only.'], code: 'validation_failed' });
    expect((await update(admin.token, seekerId, { job_title: 'Boss' })).statusCode).toBe(403);
  });
});
