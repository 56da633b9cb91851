import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { auth, completeRole, createRole, getRole, patchRole, signUpEmployer, type Employee } from '../support/role-helpers';

// Walk defects 14 and 5 (issue 22): answers compared with each other by the flow file's `compare` rules, and money
// in whole dollars, refused with words a person can act on; a refused save changes nothing.

const MAXIMUM_SALARY = 'Enter a maximum salary of at least the preferred salary';
const MAXIMUM_RATE = 'Enter a maximum rate of at least the preferred rate';
const LATEST_START = 'Enter a latest start date on or after the ideal start date';
const MINIMUM_YEARS = 'Choose minimum years no higher than the preferred years';
const WHOLE_DOLLARS = 'Enter a whole number of dollars';

let t: TestApp;
let employer: Employee;
beforeAll(async () => {
  t = await createTestApp();
  employer = await signUpEmployer(t.app, 'Compare Rules Academy');
});
afterAll(() => t.close());

/** A new role with `setup` saved; the role's body as then read. */
async function roleWith(setup: Record<string, unknown>) {
  const role = await createRole(t.app, employer.token);
  if (Object.keys(setup).length > 0) {
    const saved = await patchRole(t.app, employer.token, role.uuid, setup);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return (await getRole(t.app, employer.token, role.uuid)).json();
}

/** `payload` is refused with exactly `errors`, and the role reads as before. */
async function refused(uuid: string, payload: Record<string, unknown>, errors: Record<string, string[]>) {
  const before = (await getRole(t.app, employer.token, uuid)).json();
  const response = await patchRole(t.app, employer.token, uuid, payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ ...errors, code: 'validation_failed' });
  expect((await getRole(t.app, employer.token, uuid)).json()).toEqual(before);
}

async function accepted(uuid: string, payload: Record<string, unknown>) {
  const response = await patchRole(t.app, employer.token, uuid, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('compare rules between a role’s answers', () => {
  it('a maximum salary below the preferred one is refused; equal or above is saved', async () => {
    const role = await roleWith({ role_type: ['full_time'], preferred_salary: 85_000 });
    await refused(role.uuid, { maximum_salary: 80_000 }, { maximum_salary: [MAXIMUM_SALARY] });
    expect((await accepted(role.uuid, { maximum_salary: 85_000 })).maximum_salary).toBe(85_000);
    expect((await accepted(role.uuid, { maximum_salary: 90_000 })).maximum_salary).toBe(90_000);
  });

  it('both salaries sent together are compared with each other, and neither is saved when they disagree', async () => {
    const role = await roleWith({ role_type: ['full_time'] });
    await refused(role.uuid, { preferred_salary: 100_000, maximum_salary: 90_000 }, { maximum_salary: [MAXIMUM_SALARY] });
    const saved = await accepted(role.uuid, { preferred_salary: 90_000, maximum_salary: 100_000 });
    expect([saved.preferred_salary, saved.maximum_salary]).toEqual([90_000, 100_000]);
  });

  it('a maximum rate below the preferred one is refused', async () => {
    const role = await roleWith({ role_type: ['part_time_20_30'], preferred_rate: 40 });
    await refused(role.uuid, { maximum_rate: 35 }, { maximum_rate: [MAXIMUM_RATE] });
    expect((await accepted(role.uuid, { maximum_rate: 40 })).maximum_rate).toBe(40);
  });

  it('a latest start date before the ideal one is refused; the same day is saved', async () => {
    const role = await roleWith({});
    await refused(role.uuid, { ideal_start_date: '2027-08-01', latest_start_date: '2027-07-15' }, { latest_start_date: [LATEST_START] });
    const saved = await accepted(role.uuid, { ideal_start_date: '2027-08-01', latest_start_date: '2027-08-01' });
    expect([saved.ideal_start_date, saved.latest_start_date]).toEqual(['2027-08-01', '2027-08-01']);
  });

  it('minimum years above the preferred years are refused, in the role body and at the preferences’ own path', async () => {
    const role = await roleWith({});
    await refused(
      role.uuid,
      { work_experience_preferences: { years_full_time_experience: 5, minimum_years_full_time_experience: 8 } },
      { minimum_years_full_time_experience: [MINIMUM_YEARS] },
    );
    await accepted(role.uuid, { work_experience_preferences: { years_full_time_experience: 5, minimum_years_full_time_experience: 3 } });
    const before = (await getRole(t.app, employer.token, role.uuid)).json();
    const url = `/api/employer/work-experience-preferences/${role.id}/`;
    const response = await t.app.inject({ method: 'PATCH', url, headers: auth(employer.token), payload: { minimum_years_full_time_experience: 6 } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ minimum_years_full_time_experience: [MINIMUM_YEARS], code: 'validation_failed' });
    expect((await getRole(t.app, employer.token, role.uuid)).json()).toEqual(before);
  });

  it('is not checked while the other answer is missing', async () => {
    const role = await roleWith({ role_type: ['full_time'] });
    expect((await accepted(role.uuid, { maximum_salary: 50_000 })).maximum_salary).toBe(50_000);
    expect((await accepted(role.uuid, { latest_start_date: '2027-01-01' })).latest_start_date).toBe('2027-01-01');
  });

  it('raising the preferred salary above the saved maximum is saved, and leaves Role Basics unfinished until the maximum follows', async () => {
    const role = await completeRole(t.app, employer.token, { preferredSalary: 80_000, maximumSalary: 95_000 });
    const raised = await accepted(role.uuid, { preferred_salary: 120_000 });
    expect(raised.completion).toBeLessThan(100);
    expect(raised.completed_sections).not.toContain('Role Basics');
    await refused(role.uuid, { maximum_salary: 110_000 }, { maximum_salary: [MAXIMUM_SALARY] });
    const fixed = await accepted(role.uuid, { maximum_salary: 125_000 });
    expect(fixed.completion).toBe(100);
  });
});

describe('money in whole dollars', () => {
  it('a role’s salary or rate with cents is refused in words', async () => {
    const role = await roleWith({ role_type: ['full_time', 'contracted'] });
    await refused(role.uuid, { preferred_salary: 85_000.5 }, { preferred_salary: [WHOLE_DOLLARS] });
    await refused(role.uuid, { preferred_rate: 35.5, maximum_rate: 40.25 }, { preferred_rate: [WHOLE_DOLLARS], maximum_rate: [WHOLE_DOLLARS] });
  });

  it('a job seeker’s lowest salary with cents is refused in words and not saved', async () => {
    const { token } = await signUpToken(t.app);
    const userId = decodeJwt(token).user_id as number;
    const save = (compensation: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/compensation/${userId}/`, headers: auth(token), payload: { compensation } });
    const response = await save({ minimum_salary: 70_000.75 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ compensation: [WHOLE_DOLLARS], code: 'validation_failed' });
    const answers = (await t.app.inject({ method: 'GET', url: '/api/my-answers/jobseeker/', headers: auth(token) })).json().answers;
    expect(answers.compensation).toBeUndefined();
    expect((await save({ minimum_salary: 70_000 })).statusCode).toBe(200);
  });
});
