import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../../src/flows';
import { createTestApp, type TestApp } from '../support/test-app';
import { createRole, getRole, patchRole, signUpEmployer, type Employee } from '../support/role-helpers';

let t: TestApp;
let employer: Employee;
let flow: Flow;
beforeAll(async () => {
  t = await createTestApp();
  employer = await signUpEmployer(t.app, 'Limits Charter School');
  flow = t.app.ctx.flows.latest('role')!;
});
afterAll(() => t.close());

/** The schema's own message for a limit keyword of a question (or of its list items). */
function message(field: string, keyword: string, items = false): string {
  const schema = flow.questions[field]!.schema as { errorMessage?: Record<string, string>; items?: { errorMessage?: Record<string, string> } };
  const text = (items ? schema.items?.errorMessage : schema.errorMessage)?.[keyword];
  if (!text) throw new Error(`${field} has no ${keyword} message`);
  return text;
}

/** PATCHes `over` (refused with `expected` under `wireKey`, nothing saved) and then `atLimit` (accepted). */
async function checkLimit(
  setup: Record<string, unknown>,
  wrap: (value: unknown) => Record<string, unknown>,
  wireKey: string,
  over: unknown,
  atLimit: unknown,
  expected: string,
) {
  const role = await createRole(t.app, employer.token);
  if (Object.keys(setup).length > 0) expect((await patchRole(t.app, employer.token, role.uuid, setup)).statusCode).toBe(200);
  const before = (await getRole(t.app, employer.token, role.uuid)).json();
  const refused = await patchRole(t.app, employer.token, role.uuid, wrap(over));
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({ [wireKey]: [expected], code: 'validation_failed' });
  expect((await getRole(t.app, employer.token, role.uuid)).json()).toEqual(before);
  const accepted = await patchRole(t.app, employer.token, role.uuid, wrap(atLimit));
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const flat = (key: string) => (value: unknown) => ({ [key]: value });
const education = (key: string) => (value: unknown) => ({ education_preferences: { [key]: value } });
const work = (key: string) => (value: unknown) => ({ work_experience_preferences: { [key]: value } });

describe('role limits of spec 001 §5.2, with the schema messages', () => {
  it('job title at most 72 characters', async () => {
    expect(message('jobTitle', 'maxLength')).toContain('72');
    await checkLimit({}, flat('job_title'), 'job_title', 'T'.repeat(73), 'T'.repeat(72), message('jobTitle', 'maxLength'));
  });

  it('description at most 500 characters', async () => {
    expect(message('description', 'maxLength')).toContain('500');
    await checkLimit({}, flat('description'), 'description', 'd'.repeat(501), 'd'.repeat(500), message('description', 'maxLength'));
  });

  it('program name at most 72 characters', async () => {
    expect(message('programName', 'maxLength')).toContain('72');
    await checkLimit({}, education('program_name'), 'program_name', 'p'.repeat(73), 'p'.repeat(72), message('programName', 'maxLength'));
  });

  it('excluded organizations at most 500 characters', async () => {
    expect(message('excludedOrganizations', 'maxLength')).toContain('500');
    await checkLimit(
      {},
      flat('excluded_organizations'),
      'excluded_organizations',
      'e'.repeat(501),
      'e'.repeat(500),
      message('excludedOrganizations', 'maxLength'),
    );
  });

  it('matching notes at most 1000 characters', async () => {
    expect(message('matchingNotes', 'maxLength')).toContain('1000');
    await checkLimit({}, flat('matching_notes'), 'matching_notes', 'm'.repeat(1001), 'm'.repeat(1000), message('matchingNotes', 'maxLength'));
  });

  it('at most 5 preferred colleges', async () => {
    expect(message('preferredColleges', 'maxItems')).toContain('5');
    await checkLimit(
      { education_preferences: { has_college_preference: true } },
      education('preferred_colleges'),
      'preferred_colleges',
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5],
      message('preferredColleges', 'maxItems'),
    );
  });

  it('at most 3 special employers, typed comma separated', async () => {
    expect(message('specialEmployers', 'maxItems')).toContain('3');
    await checkLimit(
      { work_experience_preferences: { interested_in_specific_employers: true } },
      work('special_employers'),
      'special_employers',
      'KIPP, YES Prep, IDEA, Uncommon',
      'KIPP, YES Prep, IDEA',
      message('specialEmployers', 'maxItems'),
    );
    const role = await createRole(t.app, employer.token);
    await patchRole(t.app, employer.token, role.uuid, { work_experience_preferences: { interested_in_specific_employers: true } });
    const saved = (await patchRole(t.app, employer.token, role.uuid, work('special_employers')(' KIPP ,YES Prep,, IDEA'))).json();
    expect(saved.work_experience_preferences.special_employers).toEqual(['KIPP', 'YES Prep', 'IDEA']);
  });

  it.each([
    ['yearsFullTimeExperience', 'years_full_time_experience', {}],
    ['minimumYearsFullTimeExperience', 'minimum_years_full_time_experience', {}],
    ['managedNumberOfYears', 'managed_number_of_years', { work_experience_preferences: { requires_managing_others: true } }],
  ])('experience slider %s at most 50', async (field, wireKey, setup) => {
    expect(message(field, 'maximum')).toContain('50');
    await checkLimit(setup, work(wireKey), wireKey, 51, 50, message(field, 'maximum'));
  });

  it('role type, length and work mode need at least one choice; start dates and job title are required', async () => {
    const role = await createRole(t.app, employer.token);
    const response = await patchRole(t.app, employer.token, role.uuid, {
      role_type: [],
      role_length: [],
      role_location_type: [],
      ideal_start_date: null,
      job_title: '   ',
    });
    expect(response.statusCode).toBe(400);
    const required = (field: string) => flow.questions[field]!.required!;
    expect(response.json()).toEqual({
      role_type: [required('roleType')],
      role_length: [required('roleLength')],
      role_location_type: [required('roleLocationType')],
      ideal_start_date: [required('idealStartDate')],
      job_title: [required('jobTitle')],
      code: 'validation_failed',
    });
  });
});
