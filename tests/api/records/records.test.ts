import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new job seeker whose answers lead to the education step (highest level: graduate). */
async function jobseeker() {
  const { token } = await signUpToken(t.app);
  const id = decodeJwt(token).user_id as number;
  const level = await call(token, 'PATCH', `/api/profile/${id}/`, { highest_education_level: 'graduate' });
  expect(level.statusCode, level.body).toBe(200);
  return { token, id };
}

function call(token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function answers(token: string) {
  return (await call(token, 'GET', '/api/my-answers/jobseeker/')).json().answers as Record<string, unknown>;
}

const degree = {
  school: 'Howard University',
  degree: 'ba',
  field_of_study: 'secondary_education',
  graduation_year: 2010,
};

describe('education records', () => {
  it('adds, changes and deletes records with server ids, stored as the education answer', async () => {
    const me = await jobseeker();
    const first = await call(me.token, 'POST', '/api/education/', degree);
    expect(first.statusCode, first.body).toBe(201);
    const one = first.json().id as number;
    expect(one).toBeGreaterThan(0);
    expect(first.json()).toMatchObject({
      ...degree,
      completed_sections: expect.any(Array),
    });
    const second = await call(me.token, 'POST', '/api/education', {
      ...degree,
      school: 'Columbia',
    });

    const two = second.json().id as number;
    expect(two).toBeGreaterThan(one);
    const changed = await call(me.token, 'PATCH', `/api/education/${two}/`, {
      graduation_year: 2014,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: two,
      school: 'Columbia',
      graduation_year: 2014,
    });
    expect((await answers(me.token)).education).toEqual([
      { id: one, ...degree },
      { id: two, ...degree, school: 'Columbia', graduation_year: 2014 },
    ]);

    expect((await call(me.token, 'DELETE', `/api/education/${one}/`)).statusCode).toBe(204);
    expect((await call(me.token, 'DELETE', `/api/education/${one}/`)).statusCode).toBe(404);
    expect((await call(me.token, 'DELETE', `/api/education/${two}`)).statusCode).toBe(204);
    expect((await answers(me.token)).education).toBeUndefined();
    // A deleted record's id is never given again.
    const third = await call(me.token, 'POST', '/api/education/', degree);
    expect(third.json().id).toBeGreaterThan(two);
  });

  it("refuses invalid records with the schema's messages and another person's records, changing nothing", async () => {
    const me = await jobseeker();
    const other = await jobseeker();
    const theirs = (await call(other.token, 'POST', '/api/education/', degree)).json().id as number;

    const missing = await call(me.token, 'POST', '/api/education/', {
      degree: 'ba',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      school: ['Enter the school'],
      field_of_study: ['Choose your field of study'],
      code: 'validation_failed',
    });
    const badYear = await call(me.token, 'POST', '/api/education/', {
      ...degree,
      graduation_year: 1900,
      degree: 'wizard',
    });
    expect(badYear.json()).toEqual({
      graduation_year: ['Enter a year from 1950 to 2035'],
      degree: ['Choose your degree from the list'],
      code: 'validation_failed',
    });
    expect((await call(me.token, 'POST', '/api/education/', { ...degree, id: 7 })).statusCode).toBe(400);
    expect((await call(me.token, 'POST', '/api/education/', [degree])).statusCode).toBe(400);
    expect((await call(me.token, 'POST', '/api/education/', { ...degree, foo_bar: 1 })).json()).toEqual({
      foo_bar: ['This field is not saved here.'],
      code: 'validation_failed',
    });

    const mine = (await call(me.token, 'POST', '/api/education/', degree)).json().id as number;
    const bad = await call(me.token, 'PATCH', `/api/education/${mine}/`, {
      school: '',
    });
    expect(bad.json()).toEqual({ school: ['Enter the school'], code: 'validation_failed' });
    expect((await call(me.token, 'PATCH', '/api/education/abc/', { school: 'X' })).statusCode).toBe(404);

    // Ids come from one sequence: another person's id is simply not one of mine, and theirs is never touched.
    expect(mine).not.toBe(theirs);
    expect((await call(me.token, 'DELETE', `/api/education/${theirs}/`)).statusCode).toBe(404);
    expect((await call(me.token, 'PATCH', `/api/education/${theirs}/`, { school: 'X' })).statusCode).toBe(404);
    expect((await call(me.token, 'DELETE', `/api/language/${mine}/`)).statusCode).toBe(404);
    expect((await answers(other.token)).education).toEqual([{ id: theirs, ...degree }]);
    expect((await answers(me.token)).education).toEqual([{ id: mine, ...degree }]);
  });

  it('refuses more records than the question allows, with its message', async () => {
    const me = await jobseeker();
    for (let i = 0; i < 10; i += 1) expect((await call(me.token, 'POST', '/api/education/', degree)).statusCode).toBe(201);
    const eleventh = await call(me.token, 'POST', '/api/education/', degree);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toEqual({ education: ['Add at most 10 education records'], code: 'validation_failed' });
    expect((await answers(me.token)).education).toHaveLength(10);
  });

  it('keeps records when plain answers are saved', async () => {
    const me = await jobseeker();
    expect((await call(me.token, 'POST', '/api/my-experience/', { name: 'KIPP', job_title: 'Teacher' })).statusCode).toBe(201);
    expect((await call(me.token, 'POST', '/api/education/', degree)).statusCode).toBe(201);
    expect((await call(me.token, 'PATCH', `/api/profile/${me.id}/`, { can_work_in_us: true })).statusCode).toBe(200);
    const kept = await answers(me.token);
    expect(kept.recent_experience).toMatchObject({ name: 'KIPP' });
    expect(kept.education).toEqual([{ id: expect.any(Number), ...degree }]);
  });

  it('refuses education records when the earlier answers skip the education step', async () => {
    const me = await jobseeker();
    expect((await call(me.token, 'PATCH', `/api/profile/${me.id}/`, { highest_education_level: 'high_school' })).statusCode).toBe(200);
    const skipped = await call(me.token, 'POST', '/api/education/', degree);
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json()).toEqual({ education: ['Your earlier answers skip this question, so it cannot be saved yet.'], code: 'validation_failed' });
    expect((await answers(me.token)).education).toBeUndefined();
  });

  it('refuses a record from an employer account', async () => {
    const { token } = await signUpToken(t.app, {
      user_type: 'employee',
      organization: 'KIPP',
    });
    expect((await call(token, 'POST', '/api/education/', degree)).statusCode).toBe(403);
  });
});

describe('work experience', () => {
  it('keeps the most recent role apart, clears end_date for a current job, and deletes by id', async () => {
    const me = await jobseeker();
    const recent = await call(me.token, 'POST', '/api/my-experience/', {
      name: 'KIPP',
      job_title: 'Teacher',
      start_date: '2020-08-01',
      end_date: '2021-01-01',
      currently_at_job: true,
    });
    expect(recent.statusCode, recent.body).toBe(201);
    const r1 = recent.json().id as number;
    expect(recent.json()).toMatchObject({
      id: r1,
      name: 'KIPP',
      end_date: null,
      most_recent_role: true,
    });
    const older = await call(me.token, 'POST', '/api/my-experience/', {
      name: 'DCPS',
      job_title: 'Aide',
      start_date: '2018-08-01',
      end_date: '2020-06-01',
    });
    const r2 = older.json().id as number;
    expect(r2).toBeGreaterThan(r1);
    expect(older.json()).toMatchObject({ id: r2, end_date: '2020-06-01' });

    const stored = await answers(me.token);
    expect(stored.recent_experience).toMatchObject({
      id: r1,
      name: 'KIPP',
      end_date: null,
    });
    expect(stored.work_experience).toEqual([
      {
        id: r2,
        name: 'DCPS',
        job_title: 'Aide',
        start_date: '2018-08-01',
        end_date: '2020-06-01',
      },
    ]);

    const patched = await call(me.token, 'PATCH', '/api/my-experience/', {
      id: r2,
      currently_at_job: true,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      id: r2,
      end_date: null,
      currently_at_job: true,
    });
    expect((await call(me.token, 'PATCH', '/api/my-experience/', { job_title: 'X' })).json()).toEqual({
      id: ['Send the id of the record to change.'],
      code: 'validation_failed',
    });
    expect(
      (
        await call(me.token, 'PATCH', '/api/my-experience/', {
          id: r2 + 1000,
          job_title: 'X',
        })
      ).statusCode,
    ).toBe(404);
    const badDate = await call(me.token, 'PATCH', '/api/my-experience/', {
      id: r1,
      start_date: 'last year',
    });
    expect(badDate.json()).toEqual({
      start_date: ['Enter the start date as YYYY-MM-DD'],
      code: 'validation_failed',
    });

    expect((await call(me.token, 'DELETE', `/api/work-experience/${r2}/`)).statusCode).toBe(204);
    expect((await answers(me.token)).work_experience).toBeUndefined();
    expect((await call(me.token, 'DELETE', `/api/work-experience/${r1}/`)).statusCode).toBe(204);
    expect((await answers(me.token)).recent_experience).toBeUndefined();
  });

  it('a new most recent role moves the previous one to the other roles', async () => {
    const me = await jobseeker();
    const first = await call(me.token, 'POST', '/api/my-experience/', {
      name: 'A',
      job_title: 'Teacher',
    });
    const newer = await call(me.token, 'POST', '/api/my-experience/', {
      name: 'B',
      job_title: 'Principal',
      most_recent_role: true,
    });
    expect(newer.statusCode, newer.body).toBe(201);
    const stored = await answers(me.token);
    expect(stored.recent_experience).toMatchObject({ id: newer.json().id, name: 'B' });
    expect(stored.work_experience).toEqual([{ id: first.json().id, name: 'A', job_title: 'Teacher', most_recent_role: false }]);
    const missing = await call(me.token, 'POST', '/api/my-experience/', {
      name: 'C',
    });
    expect(missing.json()).toEqual({ job_title: ['Enter your job title'], code: 'validation_failed' });
  });

  it('deleting the most recent role makes the latest remaining role the most recent', async () => {
    const me = await jobseeker();
    const post = async (payload: Record<string, unknown>) => (await call(me.token, 'POST', '/api/my-experience/', payload)).json().id as number;
    const recent = await post({ name: 'KIPP', job_title: 'Principal', start_date: '2021-08-01' });
    const older = await post({ name: 'DCPS', job_title: 'Teacher', start_date: '2015-08-01', end_date: '2018-06-01' });
    const later = await post({ name: 'Achievement First', job_title: 'Dean', start_date: '2018-08-01', end_date: '2021-06-01' });
    const undated = await post({ name: 'Tutoring Co', job_title: 'Tutor' });

    expect((await call(me.token, 'DELETE', `/api/work-experience/${recent}/`)).statusCode).toBe(204);
    let stored = await answers(me.token);
    expect(stored.recent_experience).toEqual({
      id: later,
      name: 'Achievement First',
      job_title: 'Dean',
      start_date: '2018-08-01',
      end_date: '2021-06-01',
      most_recent_role: true,
    });
    expect((stored.work_experience as { id: number }[]).map((role) => role.id)).toEqual([older, undated]);

    expect((await call(me.token, 'DELETE', `/api/work-experience/${later}/`)).statusCode).toBe(204);
    expect((await answers(me.token)).recent_experience).toMatchObject({ id: older, most_recent_role: true });
    // Without dates, the role further down the list (the one most recently moved there, or added) is taken.
    expect((await call(me.token, 'DELETE', `/api/work-experience/${older}/`)).statusCode).toBe(204);
    stored = await answers(me.token);
    expect(stored.recent_experience).toMatchObject({ id: undated, name: 'Tutoring Co', most_recent_role: true });
    expect(stored.work_experience).toBeUndefined();
    // Deleting one of the other roles leaves the most recent one as it is.
    const another = await post({ name: 'Summer Camp', job_title: 'Counselor' });
    expect((await call(me.token, 'DELETE', `/api/work-experience/${another}/`)).statusCode).toBe(204);
    expect((await answers(me.token)).recent_experience).toMatchObject({ id: undated });
  });
});

describe('skills and languages', () => {
  it('rates skills, files them by expertise area, and reads them back for the owner only', async () => {
    const me = await jobseeker();
    const other = await jobseeker();
    const areas = await call(me.token, 'PATCH', `/api/profile/${me.id}/`, {
      functional_expertise_areas: ['instruction_curriculum', 'strategy_partnerships', 'special_education'],
    });
    expect(areas.statusCode, areas.body).toBe(200);

    const inArea = await call(me.token, 'POST', '/api/skills', {
      skill_id: 'curriculum_design',
      rating: 4,
    });
    expect(inArea.statusCode, inArea.body).toBe(201);
    const skill = inArea.json().id as number;
    expect(inArea.json()).toMatchObject({
      id: skill,
      skill_id: 'curriculum_design',
      rating: 4,
    });
    expect(
      (
        await call(me.token, 'POST', '/api/skills', {
          skill_id: 'curriculum_design',
          rating: 2,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(me.token, 'POST', '/api/skills', { skill_id: 'juggling' })).json()).toMatchObject({ skill_id: expect.any(Array) });

    const changed = await call(me.token, 'PATCH', `/api/skills/${skill}/`, {
      rating: 3,
    });
    expect(changed.json()).toMatchObject({ id: skill, rating: 3 });
    const list = await call(me.token, 'GET', `/api/skills/${me.id}/`);
    expect(list.json()).toEqual({
      results: [
        {
          id: skill,
          skill_id: 'curriculum_design',
          rating: 3,
          functional_expertise: true,
        },
      ],
    });
    expect((await answers(me.token)).skill_by_functional_expertise).toEqual([{ id: skill, skill_id: 'curriculum_design', rating: 3 }]);
    expect((await call(other.token, 'GET', `/api/skills/${me.id}/`)).statusCode).toBe(403);
    expect((await call(other.token, 'DELETE', `/api/skills/${skill}/`)).statusCode).toBe(404);
    expect((await call(me.token, 'DELETE', `/api/skills/${skill}/`)).statusCode).toBe(204);
    expect((await call(me.token, 'GET', `/api/skills/${me.id}`)).json()).toEqual({ results: [] });
  });

  it('rates a skill the person names (not on the list) under "Any other skills?", once whatever its case (issue 23 item 9)', async () => {
    const me = await jobseeker();
    const named = await call(me.token, 'POST', '/api/skills', { custom_skill: 'PowerSchool', rating: 3 });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json()).toMatchObject({ custom_skill: 'PowerSchool', rating: 3 });
    const again = await call(me.token, 'POST', '/api/skills', { custom_skill: ' powerschool', rating: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ custom_skill: ['You have already rated this skill; change its rating instead.'] });
    // Neither a listed skill nor a name: the flow file's message, nothing saved.
    const neither = await call(me.token, 'POST', '/api/skills', { rating: 2 });
    expect(neither.statusCode).toBe(400);
    expect(JSON.stringify(neither.json())).toContain('Choose a skill from the list or name your own');
    const tooLong = await call(me.token, 'POST', '/api/skills', { custom_skill: 'x'.repeat(101), rating: 2 });
    expect(tooLong.json()).toMatchObject({ custom_skill: ['Keep the skill name to 100 characters'] });
    expect((await answers(me.token)).skills).toEqual([{ id: named.json().id, custom_skill: 'PowerSchool', rating: 3 }]);
  });

  it('adds, changes and deletes languages', async () => {
    const me = await jobseeker();
    const english = {
      name: 'english',
      reading_proficiency: 'full_professional',
      writing_proficiency: 'full_professional',
      speaking_proficiency: 'full_professional',
    };
    const added = await call(me.token, 'POST', '/api/language', english);
    expect(added.statusCode, added.body).toBe(201);
    const lang = added.json().id as number;
    expect(added.json()).toMatchObject({ id: lang, ...english });
    expect((await call(me.token, 'POST', '/api/language/', english)).statusCode).toBe(400);
    const missing = await call(me.token, 'POST', '/api/language/', {
      name: 'spanish',
    });
    expect(missing.json()).toEqual({
      reading_proficiency: ['Choose your reading level'],
      writing_proficiency: ['Choose your writing level'],
      speaking_proficiency: ['Choose your speaking level'],
      code: 'validation_failed',
    });
    const changed = await call(me.token, 'PATCH', `/api/language/${lang}/`, {
      speaking_proficiency: 'elementary',
    });
    expect(changed.json()).toMatchObject({
      id: lang,
      speaking_proficiency: 'elementary',
    });
    expect(
      (
        await call(me.token, 'PATCH', `/api/language/${lang}/`, {
          speaking_proficiency: 'fluent',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(me.token, 'DELETE', `/api/language/${lang}/`)).statusCode).toBe(204);
    expect((await answers(me.token)).languages).toBeUndefined();
  });
});

describe('dates of a role in order (issue 23 item 12)', () => {
  it('refuses an end date before the start date with the flow file’s message at end_date, and changes nothing', async () => {
    const me = await jobseeker();
    const role = { name: 'KIPP', job_title: 'Teacher', start_date: '2021-08-16' };
    const refused = await call(me.token, 'POST', '/api/my-experience/', { ...role, end_date: '2020-06-30' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ end_date: ['Enter an end date on or after the start date'], code: 'validation_failed' });
    expect((await answers(me.token)).recent_experience ?? null).toBeNull();

    const created = await call(me.token, 'POST', '/api/my-experience/', { ...role, end_date: '2021-08-16' });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const patched = await call(me.token, 'PATCH', '/api/my-experience/', { id, end_date: '2019-01-01' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ end_date: ['Enter an end date on or after the start date'], code: 'validation_failed' });
    expect((await answers(me.token)).recent_experience).toEqual(expect.objectContaining({ end_date: '2021-08-16' }));
  });

  it('refuses a start date more than a year after today (the server clock’s), with the flow file’s message at start_date', async () => {
    const me = await jobseeker();
    const FAR = 'Enter a start date no more than a year from today';
    // The test clock reads 2026-11-21.
    const refused = await call(me.token, 'POST', '/api/my-experience/', {
      name: 'KIPP',
      job_title: 'Teacher',
      start_date: '2031-03-01',
      currently_at_job: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ start_date: [FAR] });
    expect((await answers(me.token)).recent_experience ?? null).toBeNull();
    const lastDay = await call(me.token, 'POST', '/api/my-experience/', {
      name: 'KIPP',
      job_title: 'Teacher',
      start_date: '2027-11-21',
      currently_at_job: true,
    });
    expect(lastDay.statusCode, lastDay.body).toBe(201);
    const other = await call(me.token, 'POST', '/api/my-experience/', {
      name: 'Uncommon',
      job_title: 'Dean',
      start_date: '2027-11-22',
      end_date: '2028-06-30',
      most_recent_role: false,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ start_date: [FAR] });
  });
});
