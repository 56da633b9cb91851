import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, login, myProfile, signUpToken } from '../support/accounts';
import { employers, impersonationEvents, notifications, roles, users } from '../../../src/server/db/schema';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  staffToken = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token;
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const MINUTE = 60_000;

async function newEmployer(organization: string) {
  const { token } = await signUpToken(t.app, { user_type: 'employee', organization });
  const profile = (await myProfile(t.app, token)).json();
  return { token, employerId: profile.employer_id as number, userId: profile.id as number };
}

function impersonate(token: string, employerId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/personify-employee/',
    headers: { ...auth(token), 'user-agent': 'vitest' },
    payload: { employer_id: employerId },
  });
}

describe('impersonation', () => {
  it('lets staff act as an employee of an employer, audited, and come back', async () => {
    const employer = await newEmployer('Northside Academies');
    const start = await impersonate(staffToken, employer.employerId);
    expect(start.statusCode).toBe(200);
    const acting = start.json().token;
    const profile = (await myProfile(t.app, acting)).json();
    expect(profile).toMatchObject({ id: employer.userId, user_type: 'employee', is_staff: true });

    const back = await t.app.inject({ method: 'PUT', url: '/personify-employee/', headers: auth(acting) });
    expect(back.statusCode).toBe(200);
    expect((await myProfile(t.app, back.json().token)).json().email).toBe('staff@demo.example.com');

    const events = await t.database.db.select().from(impersonationEvents).where(eq(impersonationEvents.employeeUserId, employer.userId));
    expect(events.map((e) => e.action)).toEqual(['start', 'revert']);
    expect(events[0]).toMatchObject({ staffUserId: decodeJwt(staffToken).user_id, ip: '127.0.0.1', userAgent: 'vitest' });
  });

  it('refuses non-staff callers, unknown employers and employers without employees', async () => {
    const employer = await newEmployer('Southside Schools');
    expect((await impersonate(employer.token, employer.employerId)).statusCode).toBe(403);
    expect((await impersonate(staffToken, 999_999)).statusCode).toBe(404);
    const [empty] = await t.database.db.insert(employers).values({ name: 'Empty Org', slug: 'empty-org' }).returning();
    const none = await impersonate(staffToken, empty!.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toContain('Empty Org');
    const notActing = await t.app.inject({ method: 'PUT', url: '/personify-employee/', headers: auth(staffToken) });
    expect(notActing.statusCode).toBe(400);
  });

  it('keeps the impersonated token off staff-only and account-security routes', async () => {
    const employer = await newEmployer('Eastside Charter');
    const acting = (await impersonate(staffToken, employer.employerId)).json().token;
    const calls = [
      { method: 'GET', url: '/api/staff/overview/' },
      { method: 'POST', url: '/personify-employee/', payload: { employer_id: employer.employerId } },
      { method: 'POST', url: '/logout/' },
      { method: 'DELETE', url: `/api/user/${employer.userId}/`, payload: { password: GOOD_PASSWORD } },
      { method: 'DELETE', url: `/api/employers/${employer.employerId}/`, payload: { password: GOOD_PASSWORD } },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: auth(acting) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    // Account-security routes refuse the acting token before reading the body: a malformed one gets the same 403.
    for (const call of [
      { method: 'POST', url: '/api/user/change-password/', payload: { nonsense: 1 } },
      { method: 'DELETE', url: `/api/user/${employer.userId}/`, payload: { password: 7 } },
      { method: 'POST', url: '/personify-employee/', payload: { employer_id: 'x' } },
    ] as const) {
      const response = await t.app.inject({ ...call, headers: auth(acting) });
      expect(response.statusCode, `${call.method} ${call.url} ${response.body}`).toBe(403);
      expect(response.json().detail).toBe('This is not available while acting as another user. Go back to your staff account first.');
    }
    expect((await myProfile(t.app, employer.token)).statusCode).toBe(200);
  });

  it('cannot be refreshed past the staff session, and ends when the staff member logs out', async () => {
    const employer = await newEmployer('Westside Learning');
    const staff = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token;
    let acting = (await impersonate(staff, employer.employerId)).json().token;
    expect(decodeJwt(acting).orig_iat).toBe(decodeJwt(staff).orig_iat);
    let refused = false;
    for (let elapsed = 0; elapsed < 13 * 60 && !refused; elapsed += 25) {
      t.clock.advance(25 * MINUTE);
      const refreshed = await t.app.inject({ method: 'POST', url: '/refresh/', payload: { token: acting } });
      if (refreshed.statusCode !== 200) {
        expect(refreshed.json()).toEqual({ detail: 'Refresh has expired.', code: 'validation_failed' });
        refused = true;
        continue;
      }
      acting = refreshed.json().token;
    }
    expect(refused).toBe(true);
    expect(decodeJwt(acting).exp! * 1000 - (decodeJwt(staff).orig_iat as number) * 1000).toBeLessThanOrEqual(12 * 60 * MINUTE + 30 * MINUTE);

    const fresh = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token;
    const second = (await impersonate(fresh, employer.employerId)).json().token;
    await t.app.inject({ method: 'POST', url: '/logout/', headers: auth(fresh) });
    expect((await myProfile(t.app, second)).statusCode).toBe(401);
    staffToken = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token;
  });
});

describe('account deletion', () => {
  it('needs the password, then removes the account and everything personal in one go', async () => {
    const { token, email } = await signUpToken(t.app);
    const id = decodeJwt(token).user_id as number;
    const wrong = await t.app.inject({ method: 'DELETE', url: `/api/user/${id}/`, headers: auth(token), payload: { password: 'Nope-nope-1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['The password is not correct.'], code: 'validation_failed' });

    const gone = await t.app.inject({ method: 'DELETE', url: `/api/user/${id}/`, headers: auth(token), payload: { password: GOOD_PASSWORD } });
    expect(gone.statusCode).toBe(204);
    expect((await myProfile(t.app, token)).statusCode).toBe(401);
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, id))).toEqual([]);
  });

  it("refuses to delete someone else's account", async () => {
    const me = await signUpToken(t.app);
    const other = await signUpToken(t.app);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${decodeJwt(other.token).user_id}/`,
      headers: auth(me.token),
      payload: { password: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect((await myProfile(t.app, other.token)).statusCode).toBe(200);
  });

  it("lets an employer delete their organization, its roles and its members' access", async () => {
    const owner = await newEmployer('Closing Down Academy');
    const [colleague] = await t.database.db
      .insert(users)
      .values({
        email: 'colleague@closing.example.org',
        emailNormalized: 'colleague@closing.example.org',
        passwordHash: 'x',
        firstName: 'C',
        lastName: 'D',
        userType: 'employee',
        employerId: owner.employerId,
      })
      .returning();
    await t.database.db.insert(roles).values({ employerId: owner.employerId, answers: { jobTitle: 'Principal' } });
    const other = await newEmployer('Staying Open Academy');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/employers/${other.employerId}/`, headers: auth(owner.token), payload: { password: GOOD_PASSWORD } }))
        .statusCode,
    ).toBe(404);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/employers/${owner.employerId}/`,
      headers: auth(owner.token),
      payload: { password: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.select().from(roles).where(eq(roles.employerId, owner.employerId))).toEqual([]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, colleague!.id));
    expect(after!.employerId).toBeNull();
    expect(after!.tokenVersion).toBe(colleague!.tokenVersion + 1);
    expect((await myProfile(t.app, owner.token)).statusCode).toBe(401);
    expect((await myProfile(t.app, other.token)).statusCode).toBe(200);
  });
});

describe('staff list of employers', () => {
  it('lists every organization with member and role counts, for staff only', async () => {
    const employer = await newEmployer('Aardvark Academy');
    await t.database.db.insert(roles).values({ employerId: employer.employerId, answers: { jobTitle: 'Counselor' } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/staff/employers/', headers: auth(staffToken) })).json().results;
    expect(list.find((row: { name: string }) => row.name === 'Aardvark Academy')).toMatchObject({ id: employer.employerId, members: 1, roles: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/employers/', headers: auth(employer.token) })).statusCode).toBe(403);
  });
});
