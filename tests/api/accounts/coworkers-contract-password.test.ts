import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, confirmEmail, login, myProfile, signUpToken, uniqueEmail } from '../support/accounts';
import { latestMailTo, linkParams } from '../support/outbox';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function employer(organization: string) {
  const { token, email } = await signUpToken(t.app, { user_type: 'employee', organization, first_name: 'Edna' });
  await confirmEmail(t.app, email);
  return { token, employerId: (await myProfile(t.app, token)).json().employer_id as number };
}

describe('coworkers and claiming an account', () => {
  it('lets an employer add a coworker who claims the account with their own password', async () => {
    const owner = await employer('Summit Public Schools');
    const email = uniqueEmail('coworker');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/create_coworker/',
      headers: auth(owner.token),
      payload: { first_name: 'Cory', last_name: 'Booker', email, job_title: 'Recruiter' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email,
      job_title: 'Recruiter',
      can_access_matching: true,
      can_edit_roles: true,
      is_team_admin: false,
      has_confirmed_email: false,
    });
    const mail = await latestMailTo(t.database.db, email);
    expect(mail.subject).toContain('Summit Public Schools');
    const token = linkParams(mail).get('token')!;

    const weak = await t.app.inject({ method: 'POST', url: '/api/user/claim/', payload: { token, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    const claimed = await t.app.inject({ method: 'POST', url: '/api/user/claim/', payload: { token, password: 'My-Own-Password-9' } });
    expect(claimed.statusCode).toBe(200);
    const profile = (await myProfile(t.app, claimed.json().token)).json();
    expect(profile).toMatchObject({ email, employer_id: owner.employerId, job_title: 'Recruiter', has_confirmed_email: true, user_type: 'employee' });
    expect((await t.app.inject({ method: 'POST', url: '/api/user/claim/', payload: { token, password: 'Again-Password-9' } })).statusCode).toBe(400);
    expect((await login(t.app, email, 'My-Own-Password-9')).statusCode).toBe(200);
  });

  it('keeps employers to their own organization and job seekers out', async () => {
    const owner = await employer('Own Org');
    const other = await employer('Other Org');
    const payload = { first_name: 'X', last_name: 'Y', email: uniqueEmail('x'), employer_id: other.employerId };
    const foreign = await t.app.inject({ method: 'POST', url: '/api/user/create_coworker/', headers: auth(owner.token), payload });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().employer_id).toBeDefined();
    const seeker = await signUpToken(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/create_coworker/',
      headers: auth(seeker.token),
      payload: { ...payload, employer_id: undefined },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('employer contract', () => {
  it('e-mails the contract with the fee tiers to a colleague', async () => {
    const owner = await employer('Lakeview District');
    const email = uniqueEmail('cfo');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/employer/contract/',
      headers: auth(owner.token),
      payload: { employer_id: owner.employerId, email_address: email, first_name: 'Dana' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await latestMailTo(t.database.db, email);
    expect(mail.subject).toBe('Hiring agreement for Lakeview District');
    expect(mail.body).toContain('Enhanced Plus: 15%');
    expect(mail.body).toContain('Premier Plus: 25%');
    expect(mail.body).toContain('Essential: No hiring fee');
    expect(mail.body).toContain('Custom: By agreement');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/employer/contract/',
      headers: auth(owner.token),
      payload: { employer_id: owner.employerId + 1000, email_address: email, first_name: 'Dana' },
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('password change', () => {
  it('needs the current password, applies the rule, and ends other sessions', async () => {
    const { token, email } = await signUpToken(t.app);
    const other = (await login(t.app, email, GOOD_PASSWORD)).json().token;
    const change = (payload: object, bearer = token) => t.app.inject({ method: 'POST', url: '/api/user/change-password/', headers: auth(bearer), payload });
    expect((await change({ current_password: 'wrong', new_password: 'New-Password-99' })).json()).toEqual({
      current_password: ['The password is not correct.'],
      code: 'validation_failed',
    });
    expect((await change({ current_password: GOOD_PASSWORD, new_password: 'weak' })).statusCode).toBe(400);
    const done = await change({ current_password: GOOD_PASSWORD, new_password: 'New-Password-99' });
    expect(done.statusCode).toBe(200);
    expect((await myProfile(t.app, other)).statusCode).toBe(401);
    expect((await myProfile(t.app, done.json().token)).statusCode).toBe(200);
    expect((await login(t.app, email, 'New-Password-99')).statusCode).toBe(200);
  });
});
