import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, myProfile, signUp, signUpToken, uniqueEmail } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/user/ (sign-up)', () => {
  it('creates a job seeker and answers 201 with a token for them', async () => {
    const { response, email } = await signUp(t.app, { first_name: 'Grace', last_name: 'Hopper' });
    expect(response.statusCode).toBe(201);
    const { token } = response.json<{ token: string }>();
    const claims = decodeJwt(token);
    expect(claims.user_type).toBe('jobseeker');
    expect(typeof claims.user_id).toBe('number');

    const profile = (await myProfile(t.app, token)).json();
    expect(profile).toMatchObject({
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      name: 'Grace Hopper',
      user_type: 'jobseeker',
      has_confirmed_email: false,
      is_staff: false,
      completed_sections: [],
      employer_id: null,
    });
  });

  it('creates the organization with an employee account', async () => {
    const { token } = await signUpToken(t.app, { user_type: 'employee', organization: 'Lakeside Unified School District' });
    const profile = (await myProfile(t.app, token)).json();
    expect(profile.user_type).toBe('employee');
    expect(profile.employer_id).toEqual(expect.any(Number));
  });

  it('requires an organization for an employee and refuses one for a job seeker', async () => {
    const employee = await signUp(t.app, { user_type: 'employee' });
    expect(employee.response.statusCode).toBe(400);
    expect(employee.response.json().organization).toEqual(['Enter the name of your organization.']);
    const seeker = await signUp(t.app, { organization: 'Somewhere' });
    expect(seeker.response.statusCode).toBe(400);
  });

  it('refuses names over their limits in words the sign-up form also uses (issue 22 walk defect 15)', async () => {
    const long = await signUp(t.app, { user_type: 'employee', organization: 'A'.repeat(201), first_name: 'B'.repeat(151) });
    expect(long.response.statusCode).toBe(400);
    expect(long.response.json()).toMatchObject({
      organization: ["Keep the organization's name to 200 characters."],
      first_name: ['Keep the name to 150 characters.'],
    });
    const fits = await signUp(t.app, { user_type: 'employee', organization: 'A'.repeat(200) });
    expect(fits.response.statusCode).toBe(201);
  });

  it('names every missing field at once', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'email', 'first_name', 'last_name', 'password', 'user_type']);
    expect(response.json().email).toEqual(['This field is required.']);
  });

  it('refuses blank names and an invalid e-mail', async () => {
    const { response } = await signUp(t.app, { first_name: '   ', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ first_name: ['This field may not be blank.'], email: ['Enter a valid e-mail address.'], code: 'validation_failed' });
  });

  it.each([
    ['Short1a', 'at least 9 characters'],
    ['alllowercase1', 'uppercase'],
    ['ALLUPPERCASE1', 'lowercase'],
    ['NoDigitsHere', 'number'],
  ])('refuses the password %s (%s)', async (password, rule) => {
    const { response } = await signUp(t.app, { password });
    expect(response.statusCode).toBe(400);
    expect(response.json().password.join(' ')).toContain(rule);
  });

  it('accepts a 128-character password and signs in with exactly that password, untrimmed', async () => {
    const password = ` Aa1${'x'.repeat(124)}`.slice(0, 128);
    expect(password).toHaveLength(128);
    const { email } = await signUpToken(t.app, { password });
    const exact = await t.app.inject({ method: 'POST', url: '/login/', payload: { email, password } });
    expect(exact.statusCode).toBe(200);
    const trimmed = await t.app.inject({ method: 'POST', url: '/login/', payload: { email, password: password.trim() } });
    expect(trimmed.statusCode).toBe(400);
    const tooLong = await signUp(t.app, { password: `${password}y` });
    expect(tooLong.response.statusCode).toBe(400);
    expect(tooLong.response.json().password).toEqual(['The password must be at most 128 characters long.']);
  });

  it('uses an e-mail once, without regard to case, and changes nothing on the second try', async () => {
    const email = uniqueEmail('Case');
    await signUpToken(t.app, { email });
    const again = await signUp(t.app, { email: email.toUpperCase(), first_name: 'Other' });
    expect(again.response.statusCode).toBe(400);
    expect(again.response.json().email[0]).toContain('already exists');
    const login = await t.app.inject({ method: 'POST', url: '/login/', payload: { email, password: GOOD_PASSWORD } });
    const profile = (await myProfile(t.app, login.json().token)).json();
    expect(profile.first_name).toBe('Ada');
  });

  it('lets exactly one of two simultaneous sign-ups with one address through', async () => {
    const email = uniqueEmail('race');
    const [a, b] = await Promise.all([signUp(t.app, { email }), signUp(t.app, { email })]);
    expect([a.response.statusCode, b.response.statusCode].sort()).toEqual([201, 400]);
  });

  it('refuses staff sign-up and unknown fields', async () => {
    const staff = await signUp(t.app, { user_type: 'staff' });
    expect(staff.response.statusCode).toBe(400);
    expect(staff.response.json().user_type[0]).toContain('jobseeker, employee');
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/user/',
      payload: { first_name: 'A', last_name: 'B', email: uniqueEmail(), password: GOOD_PASSWORD, user_type: 'jobseeker', is_staff: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ is_staff: ['This field is not accepted here; remove it from the request.'], code: 'validation_failed' });
  });
});
