import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages, users } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, confirmEmail, myProfile, signUpToken, uniqueEmail } from '../support/accounts';
import { auth, completeRole, coworkerOf, getRole, signUpEmployer, staffToken } from '../support/role-helpers';
import { get, move, openRoleRow, propose, signUpJobseeker } from '../support/match-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONFIRM_FIRST = (action: string) => `Confirm your e-mail address before ${action}: open the link in the e-mail we sent when you signed up.`;

describe('sending the contract, inviting a coworker and publishing a role need a confirmed e-mail address', () => {
  it('refuses each with a 403 that says so and changes nothing, then allows them once the address is confirmed', async () => {
    const { token, email } = await signUpToken(t.app, { user_type: 'employee', organization: 'Unconfirmed Prep' });
    const employerId = (await myProfile(t.app, token)).json().employer_id as number;
    const colleague = uniqueEmail('cfo');
    const sendContract = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/employer/contract/',
        headers: auth(token),
        payload: { employer_id: employerId, email_address: colleague, first_name: 'Dana' },
      });
    const coworker = uniqueEmail('coworker');
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/create_coworker/',
        headers: auth(token),
        payload: { first_name: 'Cody', last_name: 'Worker', email: coworker },
      });
    const role = await completeRole(t.app, token);
    const publish = () => t.app.inject({ method: 'PATCH', url: `/api/employer/role/${role.uuid}/`, headers: auth(token), payload: { status: 'in_review' } });

    const refusals = [
      [await sendContract(), 'sending the contract'],
      [await invite(), 'inviting coworkers'],
      [await publish(), 'publishing a role'],
    ] as const;
    for (const [response, action] of refusals) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ detail: CONFIRM_FIRST(action), code: 'forbidden' });
    }
    // The refusal comes before any complaint about the body: fixing the body would not help.
    for (const [url, action] of [
      ['/api/employer/contract/', 'sending the contract'],
      ['/api/user/create_coworker/', 'inviting coworkers'],
    ] as const) {
      const malformed = await t.app.inject({ method: 'POST', url, headers: auth(token), payload: { unexpected: true } });
      expect(malformed.statusCode, `${url} ${malformed.body}`).toBe(403);
      expect(malformed.json()).toEqual({ detail: CONFIRM_FIRST(action), code: 'forbidden' });
    }
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, colleague))).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.emailNormalized, coworker))).toEqual([]);
    expect((await getRole(t.app, token, role.uuid)).json().status).toBe('draft');

    await confirmEmail(t.app, email);
    expect((await sendContract()).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(201);
    expect((await publish()).json().status).toBe('in_review');
  });
});

describe('the last administrator of an organization', () => {
  const deleteAccount = (token: string, userId: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/user/${userId}/`, headers: auth(token), payload: { password: GOOD_PASSWORD } });

  it('cannot delete their account while others depend on them (409), until someone else is an administrator', async () => {
    const admin = await signUpEmployer(t.app, 'Last Admin Academy');
    const member = await coworkerOf(t, admin.employerId);
    const refused = await deleteAccount(admin.token, admin.userId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      detail:
        'You are the last administrator of Last Admin Academy. Make another member an administrator on the company dashboard, or delete the organization, before deleting your account.',
      code: 'conflict',
    });
    expect((await myProfile(t.app, admin.token)).statusCode).toBe(200);

    // Another member may leave: the administrator stays.
    const other = await coworkerOf(t, admin.employerId);
    expect((await deleteAccount(other.token, other.userId)).statusCode).toBe(204);

    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/employer/staff/${member.userId}/`,
      headers: auth(admin.token),
      payload: { is_team_admin: true },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await deleteAccount(admin.token, admin.userId)).statusCode).toBe(204);
    expect((await myProfile(t.app, member.token)).json()).toMatchObject({ employer_id: admin.employerId });
  });

  it('can delete their account when they are the only member', async () => {
    const solo = await signUpEmployer(t.app, 'Solo Academy');
    expect((await deleteAccount(solo.token, solo.userId)).statusCode).toBe(204);
  });
});

describe('notes on the staff-only steps of a match', () => {
  it('are returned to staff only; the employer sees the steps, and its own notes', async () => {
    const staff = await staffToken(t);
    const employer = await signUpEmployer(t.app, 'Notes Charter');
    const role = await openRoleRow(t, employer.employerId, 'Dean of Students');
    const seeker = await signUpJobseeker(t);
    const proposed = await propose(t, staff, { role: role.uuid, jobseeker: seeker.userId, note: 'Asked for more than the range; watch salary.' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json().id as number;
    expect((await move(t, staff, id, 'jobseeker_accept', { note: 'Called her: keen, available in March.' })).statusCode).toBe(200);
    expect((await move(t, staff, id, 'pending_employer_review', { note: 'Sent on; second choice after the Boston candidate.' })).statusCode).toBe(200);
    expect((await move(t, employer.token, id, 'resume_review', { note: 'Strong resume.' })).statusCode).toBe(200);

    const notes = async (token: string) =>
      ((await get(t, token, `/api/matches/${id}/events/`)).json() as { to_status: string; note: string | null }[]).map((event) => [
        event.to_status,
        event.note,
      ]);
    expect(await notes(employer.token)).toEqual([
      ['confirm_match', null],
      ['jobseeker_accept', null],
      ['pending_employer_review', null],
      ['resume_review', 'Strong resume.'],
    ]);
    expect(await notes(staff)).toEqual([
      ['confirm_match', 'Asked for more than the range; watch salary.'],
      ['jobseeker_accept', 'Called her: keen, available in March.'],
      ['pending_employer_review', 'Sent on; second choice after the Boston candidate.'],
      ['resume_review', 'Strong resume.'],
    ]);
  });
});
