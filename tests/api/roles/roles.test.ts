import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, completeRole, createRole, getRole, patchRole, signUpEmployer, type Employee } from '../support/role-helpers';
import { completeRoleAnswers, saveRoleAnswers } from '../support/complete-role-answers';

let t: TestApp;
let employer: Employee;
beforeAll(async () => {
  t = await createTestApp();
  employer = await signUpEmployer(t.app, 'Lakeside Learning Network');
});
afterAll(() => t.close());

describe('creating and reading a role', () => {
  it('starts a draft with every answer null, nothing complete and no fee yet', async () => {
    const role = await createRole(t.app, employer.token);
    expect(role).toMatchObject({
      status: 'draft',
      employer: { id: employer.employerId, name: 'Lakeside Learning Network', slug: 'lakeside-learning-network' },
      cloned_from: null,
      agreed_service_tier: null,
      agreed_fee_percent: null,
      published_at: null,
      submitted_at: null,
      job_title: null,
      description: null,
      service_tier: null,
      languages: null,
      skills: null,
      education_preferences: { id: role.id, program_name: null, undergrad_degree_requirement: null },
      work_experience_preferences: { id: role.id, years_full_time_experience: null, functional_skills1: null },
      completion: 0,
      completed_sections: [],
      sections: [
        { name: 'Role Basics', complete: false },
        { name: 'Education', complete: false },
        { name: 'Work Experience', complete: false },
        { name: 'Skills', complete: false },
      ],
      feedback: [],
      unresolved_feedback: 0,
      expected_fee: null,
    });
    expect(role.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // The nested answers sit only in their objects.
    expect(role).not.toHaveProperty('program_name');
  });

  it('takes a job title on creation and reads back exactly what it answered', async () => {
    const role = await createRole(t.app, employer.token, { job_title: '  Dean of Students ' });
    expect(role.job_title).toBe('Dean of Students');
    const read = await getRole(t.app, employer.token, role.uuid);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(role);
  });

  it('refuses a new role with a status other than draft or an answer that breaks its schema', async () => {
    const status = await t.app.inject({ method: 'POST', url: '/api/employer/role/', headers: auth(employer.token), payload: { status: 'open' } });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toHaveProperty('status');
    const long = await t.app.inject({ method: 'POST', url: '/api/employer/role/', headers: auth(employer.token), payload: { job_title: 'x'.repeat(73) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ job_title: ['Keep the job title to 72 characters'], code: 'validation_failed' });
  });

  it('answers 404 for a role that does not exist or a path that is not a uuid', async () => {
    expect((await getRole(t.app, employer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getRole(t.app, employer.token, 'not-a-uuid')).json()).toEqual({ detail: 'No such role.', code: 'not_found' });
  });
});

describe('saving answers', () => {
  it('saves flat and nested answers in one PATCH and answers the same body as GET', async () => {
    const role = await createRole(t.app, employer.token);
    const response = await patchRole(t.app, employer.token, role.uuid, {
      job_title: 'Math Teacher',
      role_type: ['full_time'],
      education_preferences: { id: role.id, program_name: 'Teach For America', undergrad_degree_requirement: 'yes' },
      work_experience_preferences: { years_full_time_experience: 4 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      job_title: 'Math Teacher',
      role_type: ['full_time'],
      education_preferences: { id: role.id, program_name: 'Teach For America', undergrad_degree_requirement: 'yes' },
      work_experience_preferences: { id: role.id, years_full_time_experience: 4 },
    });
    expect(Date.parse(body.updated_at)).toBeGreaterThanOrEqual(Date.parse(role.updated_at));
    expect((await getRole(t.app, employer.token, role.uuid)).json()).toEqual(body);
  });

  it('saves the preferences through their own resources, by the role id', async () => {
    const role = await createRole(t.app, employer.token);
    const education = await t.app.inject({
      method: 'PATCH',
      url: `/api/employer/education-preferences/${role.id}/`,
      headers: auth(employer.token),
      payload: {
        graduate_degree_requirement: 'preferred',
        preferred_grad_degrees: completeRoleAnswers(t.app.ctx.flows, { graduateDegreeRequirement: 'preferred' }).preferredGradDegrees,
      },
    });
    expect(education.statusCode, education.body).toBe(200);
    expect(education.json().education_preferences.graduate_degree_requirement).toBe('preferred');
    const work = await t.app.inject({
      method: 'PATCH',
      url: `/api/employer/work-experience-preferences/${role.id}`,
      headers: auth(employer.token),
      payload: { requires_managing_others: false },
    });
    expect(work.statusCode, work.body).toBe(200);
    expect(work.json().work_experience_preferences.requires_managing_others).toBe(false);
    expect((await getRole(t.app, employer.token, role.uuid)).json()).toEqual(work.json());
    const wrongField = await t.app.inject({
      method: 'PATCH',
      url: `/api/employer/work-experience-preferences/${role.id}/`,
      headers: auth(employer.token),
      payload: { job_title: 'Moved here' },
    });
    expect(wrongField.json()).toEqual({ job_title: ['This field is not saved here.'], code: 'validation_failed' });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/employer/education-preferences/999999/',
      headers: auth(employer.token),
      payload: { program_name: 'X' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad answers with the schema messages and changes nothing', async () => {
    const role = await createRole(t.app, employer.token, { job_title: 'Counselor' });
    const response = await patchRole(t.app, employer.token, role.uuid, {
      job_title: '',
      role_type: ['astronaut'],
      program_name: 'Flat, but it belongs to the education preferences',
      education_preferences: { preferred_colleges: 'Harvard' },
      work_experience_preferences: 'four years',
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json();
    expect(errors.work_experience_preferences).toEqual(['Send these answers as a JSON object of fields.']);
    const nested = await patchRole(t.app, employer.token, role.uuid, {
      job_title: '',
      role_type: ['astronaut'],
      program_name: 'Flat, but it belongs to the education preferences',
      education_preferences: { preferred_colleges: 'Harvard' },
    });
    expect(nested.statusCode).toBe(400);
    const fields = nested.json();
    expect(fields.job_title).toEqual(['Enter the job title']);
    expect(fields.role_type).toHaveLength(1);
    expect(fields.program_name).toEqual(['This field is not saved here.']);
    expect(fields.preferred_colleges).toBeDefined();
    expect((await getRole(t.app, employer.token, role.uuid)).json()).toEqual(role);
  });

  it('takes a job file only as an upload, and refuses an empty change', async () => {
    const role = await createRole(t.app, employer.token);
    const file = await patchRole(t.app, employer.token, role.uuid, { job_file_upload: { file_name: 'job.pdf' } });
    expect(file.statusCode).toBe(400);
    expect(file.json().job_file_upload[0]).toMatch(/uploading it/);
    const empty = await patchRole(t.app, employer.token, role.uuid, {});
    expect(empty.json()).toEqual({ detail: 'Send at least one field to change.', code: 'validation_failed' });
  });
});

describe('completion and the expected fee', () => {
  it('counts 25 per complete section, each only once the one before it is complete', async () => {
    const answers = completeRoleAnswers(t.app.ctx.flows);
    const role = await createRole(t.app, employer.token);
    // Everything but the Role Basics section: the later sections are valid yet count for nothing.
    const flow = t.app.ctx.flows.latest('role')!;
    const basics = new Set(flow.steps.filter((step) => step.section === 'Role Basics').flatMap((step) => step.questions));
    const later = Object.fromEntries(Object.entries(answers).filter(([field]) => !basics.has(field)));
    await saveRoleAnswers(t.app, employer.token, role.uuid, later);
    const partial = (await getRole(t.app, employer.token, role.uuid)).json();
    expect(partial.completion).toBe(0);
    expect(partial.completed_sections).toEqual([]);

    const rest = Object.fromEntries(Object.entries(answers).filter(([field]) => basics.has(field)));
    await saveRoleAnswers(t.app, employer.token, role.uuid, rest);
    const complete = (await getRole(t.app, employer.token, role.uuid)).json();
    expect(complete.completion).toBe(100);
    expect(complete.completed_sections).toEqual(['Role Basics', 'Education', 'Work Experience', 'Skills']);
    expect(complete.sections.every((section: { complete: boolean }) => section.complete)).toBe(true);
  });

  it('shows 25 with Role Basics alone complete', async () => {
    const answers = completeRoleAnswers(t.app.ctx.flows);
    const flow = t.app.ctx.flows.latest('role')!;
    const basics = new Set(flow.steps.filter((step) => step.section === 'Role Basics').flatMap((step) => step.questions));
    const role = await createRole(t.app, employer.token);
    await saveRoleAnswers(t.app, employer.token, role.uuid, Object.fromEntries(Object.entries(answers).filter(([field]) => basics.has(field))));
    const body = (await getRole(t.app, employer.token, role.uuid)).json();
    expect(body.completion).toBe(25);
    expect(body.completed_sections).toEqual(['Role Basics']);
  });

  it('takes the expected fee from the preferred salary and the chosen tier', async () => {
    const role = await completeRole(t.app, employer.token);
    expect(role.service_tier).toBe('enhanced');
    expect(role.preferred_salary).toBe(80_000);
    expect(role.expected_fee).toEqual({
      tier: 'enhanced',
      percent: 10,
      compensation: 80_000,
      amount: 8_000,
      agreed: false,
      hourly_rate: null,
      hours_per_week: null,
    });
    const premier = (await patchRole(t.app, employer.token, role.uuid, { service_tier: 'premier_plus' })).json();
    expect(premier.expected_fee).toEqual({
      tier: 'premier_plus',
      percent: 25,
      compensation: 80_000,
      amount: 20_000,
      agreed: false,
      hourly_rate: null,
      hours_per_week: null,
    });
    const custom = (await patchRole(t.app, employer.token, role.uuid, { service_tier: 'custom' })).json();
    expect(custom.expected_fee).toEqual({
      tier: 'custom',
      percent: null,
      compensation: 80_000,
      amount: null,
      agreed: false,
      hourly_rate: null,
      hours_per_week: null,
    });
    const essential = (await patchRole(t.app, employer.token, role.uuid, { service_tier: 'essential' })).json();
    expect(essential.expected_fee.amount).toBe(0);
  });

  it('uses the hourly rate over the hours the role type implies when the role is not full-time', async () => {
    const role = await createRole(t.app, employer.token);
    // Issue 22 item 10: $35 an hour, 20-30 hours a week, is 25 hours × 52 weeks, not a 2,080-hour year.
    const partTime = (
      await patchRole(t.app, employer.token, role.uuid, { role_type: ['part_time_20_30'], preferred_rate: 35, service_tier: 'premier' })
    ).json();
    expect(partTime.expected_fee).toEqual({
      tier: 'premier',
      percent: 20,
      compensation: 45_500,
      amount: 9_100,
      agreed: false,
      hourly_rate: 35,
      hours_per_week: 25,
    });
    // A contract sets no weekly hours: the rate is given, the yearly pay and the amount are not guessed.
    const contract = (await patchRole(t.app, employer.token, role.uuid, { role_type: ['contracted'], preferred_rate: 50 })).json();
    expect(contract.expected_fee).toEqual({
      tier: 'premier',
      percent: 20,
      compensation: null,
      amount: null,
      agreed: false,
      hourly_rate: 50,
      hours_per_week: null,
    });
  });
});

describe('the list of roles', () => {
  it("lists the organization's roles, newest first, with completion, last change and feedback counts", async () => {
    const own = await signUpEmployer(t.app, 'Pine Hill Academy');
    const first = await createRole(t.app, own.token, { job_title: 'Art Teacher' });
    t.clock.advance(1000);
    const second = await completeRole(t.app, own.token);
    const other = await signUpEmployer(t.app, 'Elsewhere District');
    await createRole(t.app, other.token, { job_title: 'Not theirs' });

    const list = await t.app.inject({ method: 'GET', url: '/api/employer/role/', headers: auth(own.token) });
    expect(list.statusCode).toBe(200);
    const results = list.json().results;
    expect(results.map((role: { uuid: string }) => role.uuid)).toEqual([second.uuid, first.uuid]);
    expect(results[0]).toMatchObject({
      uuid: second.uuid,
      status: 'draft',
      job_title: 'Director of Curriculum',
      title: 'Director of Curriculum',
      job_type: 'Full-time',
      completion: 100,
      service_tier: 'enhanced',
      feedback_count: 0,
      unresolved_feedback: 0,
      employer: { id: own.employerId, name: 'Pine Hill Academy' },
      updated_at: second.updated_at,
    });
    expect(results[1]).toMatchObject({ job_title: 'Art Teacher', completion: 0 });

    const drafts = await t.app.inject({ method: 'GET', url: '/api/employer/role/?status=open', headers: auth(own.token) });
    expect(drafts.json().results).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/employer/role/?status=archived', headers: auth(own.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status[0]).toMatch(/draft, in_review, open/);
  });
});

describe('clone and delete', () => {
  it('clones a role as a new draft with the same answers and records of its own', async () => {
    const source = await completeRole(t.app, employer.token);
    const response = await t.app.inject({ method: 'POST', url: `/api/employer/role/${source.uuid}/clone/`, headers: auth(employer.token) });
    expect(response.statusCode, response.body).toBe(201);
    const clone = response.json();
    expect(clone.uuid).not.toBe(source.uuid);
    // Titled apart from its source, so the dashboard never shows two roles of one name (issue 22 walk defect 16).
    expect(clone).toMatchObject({
      status: 'draft',
      cloned_from: source.uuid,
      completion: 100,
      feedback: [],
      agreed_service_tier: null,
      job_title: `Copy of ${source.job_title}`,
    });
    expect(clone.education_preferences).toEqual({ ...source.education_preferences, id: clone.id });
    expect(clone.languages.map(({ id: _id, ...language }: { id: number }) => language)).toEqual(
      source.languages.map(({ id: _id, ...language }: { id: number }) => language),
    );
    // Record ids name one record of one role: the clone's are new.
    const sourceIds = [...source.languages, ...source.skills].map((record: { id: number }) => record.id);
    for (const record of [...clone.languages, ...clone.skills]) expect(sourceIds).not.toContain(record.id);

    // Changing the clone leaves the source as it was.
    await patchRole(t.app, employer.token, clone.uuid, { job_title: 'Director of Curriculum (2027)' });
    expect((await getRole(t.app, employer.token, source.uuid)).json().job_title).toBe(source.job_title);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/employer/role/00000000-0000-4000-8000-000000000000/clone/',
      headers: auth(employer.token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('titles each clone apart from every role of the organization, within the 72 characters of a job title', async () => {
    const long = 'Director of Curriculum, Instruction and Assessment for Middle Schools';
    const source = await createRole(t.app, employer.token, { job_title: long });
    const titles: string[] = [];
    for (let copy = 0; copy < 3; copy += 1) {
      const response = await t.app.inject({ method: 'POST', url: `/api/employer/role/${source.uuid}/clone/`, headers: auth(employer.token) });
      expect(response.statusCode, response.body).toBe(201);
      titles.push(response.json().job_title);
    }
    expect(new Set(titles).size).toBe(3);
    expect(titles[0]).toMatch(/^Copy of Director of Curriculum/);
    expect(titles[1]).toMatch(/ \(2\)$/);
    expect(titles[2]).toMatch(/ \(3\)$/);
    for (const title of titles) expect(title.length).toBeLessThanOrEqual(72);
    // An untitled role's clone stays untitled: there is no name to copy.
    const untitled = await createRole(t.app, employer.token);
    const clone = (await t.app.inject({ method: 'POST', url: `/api/employer/role/${untitled.uuid}/clone/`, headers: auth(employer.token) })).json();
    expect(clone.job_title ?? null).toBeNull();
  });

  it('deletes a draft', async () => {
    const role = await createRole(t.app, employer.token, { job_title: 'Short-lived' });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/employer/role/${role.uuid}/`, headers: auth(employer.token) });
    expect(response.statusCode).toBe(204);
    expect((await getRole(t.app, employer.token, role.uuid)).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/employer/role/${role.uuid}/`, headers: auth(employer.token) });
    expect(again.statusCode).toBe(404);
  });
});
