import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { pdfWith } from '../../support/resume-files';
import { multipartBody } from '../support/multipart';

// Issue 35 item 4: PUT /api/extract/resume/{id}/ takes the person's choice value by value. Whatever is sent is
// ticked; what is not sent stays as the profile holds it; accepting again never adds a role, degree, skill or
// language twice.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: Json) {
  return t.app.inject({ method, url, headers: auth(token), payload });
}

async function jobseeker() {
  const { token } = await signUpToken(t.app);
  return { token, id: decodeJwt(token).user_id as number };
}

async function uploaded(token: string): Promise<number> {
  const { payload, headers } = multipartBody([
    {
      name: 'file',
      value: pdfWith(['Grace Hopper', '(303) 555-0199', 'Experience', 'Dean, Denver Academy, 2019 – Present']),
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
    },
  ]);
  const response = await t.app.inject({ method: 'POST', url: '/api/extract/resume', headers: { ...auth(token), ...headers }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function answers(token: string): Promise<Json> {
  return (await call(token, 'GET', '/api/my-answers/jobseeker/')).json().answers as Json;
}

/** Everything a resume can give, as the offer sends it when every value is ticked (skills rated by the person). */
const TICKED = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.org',
  linkedin_url: 'https://www.linkedin.com/in/grace-hopper',
  user_address: { street_address: '1 Main St', city: 'Denver', state: 'CO', zipcode: '80202' },
  metro_area: 'Denver, CO',
  years_full_time_experience: 12,
  recent_experience: { name: 'Denver Academy', job_title: 'Dean', start_date: '2019-01-01', currently_at_job: true },
  work_experience: [
    { name: 'Aurora Public Schools', job_title: 'Teacher', start_date: '2012-01-01', end_date: '2019-01-01' },
    { name: 'Aurora Public Schools', job_title: 'Teacher', start_date: '2008-01-01', end_date: '2010-01-01' },
  ],
  highest_education_level: 'graduate',
  education: [
    { school: 'University of Denver', degree: 'med', field_of_study: 'educational_leadership', graduation_year: 2015 },
    { school: 'Regis University', degree: 'ba', field_of_study: 'english_literature' },
  ],
  skills: [
    { skill_id: 'curriculum_design', rating: 3 },
    { custom_skill: 'PowerSchool', rating: 2 },
  ],
  languages: [
    { name: 'spanish', reading_proficiency: 'full_professional', writing_proficiency: 'full_professional', speaking_proficiency: 'full_professional' },
  ],
};

const ids = (list: unknown) => (list as Json[]).map((record) => record.id);

describe('confirming a resume value by value', () => {
  it('saves every ticked value where the flow saves it, at once, and leaves the values not sent as they were', async () => {
    const me = await jobseeker();
    // Typed before the resume: a phone number, which the person does not tick, and a skill they rated.
    expect((await call(me.token, 'PATCH', `/api/user/${me.id}/`, { phone_number: '(303) 555-0100' })).statusCode).toBe(200);
    expect((await call(me.token, 'POST', '/api/skills', { custom_skill: 'powerschool', rating: 4 })).statusCode).toBe(201);
    const id = await uploaded(me.token);

    // Nothing answered the level of education yet: it comes in the same confirmation, so the degrees are saved now.
    const response = await call(me.token, 'PUT', `/api/extract/resume/${id}/`, TICKED);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.held).toEqual({ education: [] });
    const stored = await answers(me.token);
    expect(stored.phone_number).toBe('3035550100');
    expect(stored).toMatchObject({
      linkedin_url: TICKED.linkedin_url,
      user_address: TICKED.user_address,
      metro_area: 'Denver, CO',
      years_full_time_experience: 12,
      highest_education_level: 'graduate',
      recent_experience: { ...TICKED.recent_experience, end_date: null, most_recent_role: true },
    });
    expect(stored.work_experience).toEqual(TICKED.work_experience.map((role) => ({ id: expect.any(Number), ...role, most_recent_role: false })));
    expect(stored.education).toEqual(TICKED.education.map((degree) => ({ id: expect.any(Number), ...degree })));
    expect(stored.languages).toEqual([{ id: expect.any(Number), ...TICKED.languages[0] }]);
    // The skill the person rated keeps its level and is listed once; the new one comes with the level they chose.
    expect(stored.skills).toEqual([
      { id: expect.any(Number), custom_skill: 'powerschool', rating: 4 },
      { id: expect.any(Number), skill_id: 'curriculum_design', rating: 3 },
    ]);
    expect(body.saved).toMatchObject({ metro_area: 'Denver, CO', skills: [{ skill_id: 'curriculum_design' }, { custom_skill: 'powerschool', rating: 4 }] });
    expect(body.saved.first_name).toBeUndefined();
    expect((await call(me.token, 'GET', '/api/my-profile/')).json()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });

    // Accepting the same again, twice, adds nothing and changes nothing.
    for (const _time of [1, 2]) {
      const again = await call(me.token, 'PUT', `/api/extract/resume/${id}/`, TICKED);
      expect(again.statusCode, again.body).toBe(200);
      const now = await answers(me.token);
      expect(now).toEqual(stored);
      expect(ids(again.json().saved.work_experience)).toEqual(ids(stored.work_experience));
    }
  });

  it('never adds a role the person typed again, and fills only what they left blank', async () => {
    const me = await jobseeker();
    const typed = { name: 'denver academy', job_title: 'DEAN', start_date: '2019-08-15', most_recent_role: true };
    expect((await call(me.token, 'POST', '/api/my-experience/', typed)).statusCode).toBe(201);
    const other = { name: 'Aurora Public Schools', job_title: 'Teacher', start_date: '2012-08-20', end_date: '2019-06-01', most_recent_role: false };
    expect((await call(me.token, 'POST', '/api/my-experience/', other)).statusCode).toBe(201);
    const id = await uploaded(me.token);
    const response = await call(me.token, 'PUT', `/api/extract/resume/${id}/`, {
      recent_experience: TICKED.recent_experience,
      work_experience: [...TICKED.work_experience, { name: 'Denver Academy', job_title: 'Dean', start_date: '2019-01-01' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await answers(me.token);
    // The same role by organization, title and start year: the typed words and day stay, the blank "currently" is filled.
    expect(stored.recent_experience).toMatchObject({ name: 'denver academy', job_title: 'DEAN', start_date: '2019-08-15', currently_at_job: true });
    // Another start year at the same organization is another role; the typed one keeps its own dates.
    expect(stored.work_experience).toEqual([
      { id: expect.any(Number), ...other, end_date: '2019-06-01' },
      { id: expect.any(Number), ...TICKED.work_experience[1], most_recent_role: false },
    ]);
  });

  it('holds degrees when the level is not sent and not answered, and says what to fix without changing anything', async () => {
    const me = await jobseeker();
    const id = await uploaded(me.token);
    const held = await call(me.token, 'PUT', `/api/extract/resume/${id}/`, { education: TICKED.education });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().held.education).toHaveLength(2);
    expect((await answers(me.token)).education).toBeUndefined();

    expect((await call(me.token, 'PATCH', `/api/user/${me.id}/`, { phone_number: '3035550100' })).statusCode).toBe(200);
    const before = await answers(me.token);
    const bad = await call(me.token, 'PUT', `/api/extract/resume/${id}/`, {
      phone_number: '3035550199',
      user_address: { city: 'Denver', state: 'CO', zipcode: '80202' },
      years_full_time_experience: 'twelve',
      skills: [{ skill_id: 'curriculum_design', rating: 3 }, { custom_skill: 'PowerSchool' }],
      languages: [
        { name: 'klingon', reading_proficiency: 'full_professional', writing_proficiency: 'full_professional', speaking_proficiency: 'full_professional' },
      ],
      salary: 100,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ salary: ['This field is not saved here.'], code: 'validation_failed' });
    const refused = await call(me.token, 'PUT', `/api/extract/resume/${id}/`, {
      phone_number: '3035550199',
      user_address: { city: 'Denver', state: 'CO', zipcode: '80202' },
      years_full_time_experience: 'twelve',
      skills: [{ skill_id: 'curriculum_design', rating: 3 }, { custom_skill: 'PowerSchool' }],
      languages: [
        { name: 'klingon', reading_proficiency: 'full_professional', writing_proficiency: 'full_professional', speaking_proficiency: 'full_professional' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      'user_address.street_address': ['Enter the street address'],
      years_full_time_experience: [expect.any(String)],
      'skills.1.rating': ['Choose a level for this skill'],
      'languages.0.name': ['Choose from the listed languages'],
      code: 'validation_failed',
    });
    const shapes = await call(me.token, 'PUT', `/api/extract/resume/${id}/`, {
      skills: 'PowerSchool',
      user_address: 'Denver',
      education: [{ id: 3, school: 'X' }],
    });
    expect(shapes.statusCode).toBe(400);
    expect(Object.keys(shapes.json()).sort()).toEqual(['code', 'education.0.id', 'skills', 'user_address']);
    expect(await answers(me.token)).toEqual(before);
  });

  it('answers odd bodies with a 400 naming the value, never a 500, and changes nothing', async () => {
    const me = await jobseeker();
    const id = await uploaded(me.token);
    const before = await answers(me.token);
    const odd: string[] = [
      { skills: [{ skill_id: { a: 1 }, rating: 'x' }] },
      { recent_experience: { name: ['x'], job_title: 5 } },
      { user_address: { street_address: 5, city: 'Denver', state: 'ZZ', zipcode: '1' } },
      { highest_education_level: { level: 'graduate' } },
      { languages: [{}] },
      { education: [{}] },
      { work_experience: [{ name: 'A', job_title: 'B', start_date: '2019-13-45' }] },
      { years_full_time_experience: 1e308 },
      { skills: Array.from({ length: 61 }, (_, index) => ({ custom_skill: `Skill ${index}`, rating: 2 })) },
    ].map((body) => JSON.stringify(body));
    // Written as text, so the keys reach the server as sent.
    odd.push('{"constructor": 1, "__proto__": {"polluted": true}}');
    for (const payload of odd) {
      const headers = { ...auth(me.token), 'content-type': 'application/json' };
      const response = await t.app.inject({ method: 'PUT', url: `/api/extract/resume/${id}/`, headers, payload });
      expect(response.statusCode, `${payload.slice(0, 80)}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await answers(me.token)).toEqual(before);
  });
});
