import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { flowAnswers, matches, roles, users } from '../../../src/server/db/schema';
import { ALGORITHM_VERSION } from '../../../src/server/matching/algorithm';
import { backfillMatchProfiles } from '../../../src/server/matching/candidates-projection';
import { proposalFor } from '../../../src/server/matching/candidates-proposal';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, createRole, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { signUpToken } from '../support/accounts';
import {
  COMPLETE_JOBSEEKER_ANSWERS,
  MATCHING_ROLE_ANSWERS,
  giveAnswers,
  jobseekerWithAnswers,
  setRoleAnswers,
  type Seeker,
} from '../support/complete-jobseeker-answers';
import { decodeJwt } from 'jose';

let t: TestApp;
let staff: string;
let employer: Employee;
let roleUuid: string;
const people: Record<string, Seeker> = {};

/** Who fails which filter (or the conditions before them), by how their answers differ from the complete ones. */
const EXCLUDED: Record<string, { overrides: Record<string, unknown>; filter: string }> = {
  unauthorised: { overrides: { canWorkInUs: false, legalExplanation: 'My visa is being renewed.' }, filter: 'work_authorization' },
  partTime: { overrides: { seekingHoursToWork: ['part_time_20_30'] }, filter: 'hours_and_role_type' },
  denver: { overrides: { metroArea: 'Denver, CO' }, filter: 'location' },
  expensive: { overrides: { compensation: { minimumSalary: 120_000 } }, filter: 'compensation' },
  rival: {
    overrides: {
      recentExperience: { name: 'Rival Academy', jobTitle: 'Director', startDate: '2020-01-01', currentlyAtJob: true, endDate: null, mostRecentRole: true },
    },
    filter: 'excluded_organizations',
  },
  junior: { overrides: { yearsFullTimeExperience: 2 }, filter: 'minimum_experience' },
  incomplete: { overrides: { functionalExpertiseAreas: undefined }, filter: 'core_profile' },
};

const list = (query = '', token = staff) =>
  t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/candidates/${query}`, headers: token ? auth(token) : {} });
const detail = (id: number, token = staff) => t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/candidates/${id}/`, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Riverside Matching Schools');
  roleUuid = (await createRole(t.app, employer.token)).uuid;
  await setRoleAnswers(t, roleUuid, MATCHING_ROLE_ANSWERS);
  people.best = await jobseekerWithAnswers(t, {}, { first_name: 'Bea', last_name: 'Best' });
  people.later = await jobseekerWithAnswers(t, { availableStartDate: '7_9_months' }, { first_name: 'Lee', last_name: 'Later' });
  for (const [key, { overrides }] of Object.entries(EXCLUDED)) people[key] = await jobseekerWithAnswers(t, overrides);
  people.closed = await jobseekerWithAnswers(t);
  const off = await t.app.inject({
    method: 'PATCH',
    url: `/api/my-settings/${people.closed.id}/`,
    headers: auth(people.closed.token),
    payload: { open_to_matching: false },
  });
  expect(off.statusCode, off.body).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/matching/roles/{uuid}/candidates/', () => {
  it('answers the survivors of the hard filters, best first, each factor with its reason', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.algorithm_version).toBe(ALGORITHM_VERSION);
    expect(body.count).toBe(2);
    expect(body.results.map((r: { jobseeker_id: number }) => r.jobseeker_id)).toEqual([people.best!.id, people.later!.id]);
    const [best, later] = body.results;
    expect(best).toMatchObject({ first_name: 'Bea', last_name: 'Best', score: 100, match_id: null });
    expect(later.score).toBe(94);
    expect(later).toMatchObject({ unmet_requirements: [], starts_late: true });
    expect(best.factors).toHaveLength(9);
    expect(best.factors[0]).toEqual({
      name: 'functional_areas',
      points: 30,
      max_points: 30,
      reason: '3 of 3 functional areas match; has Operations (primary), Finance (secondary) and Talent / HR (tertiary)',
    });
    expect(later.factors.find((f: { name: string }) => f.name === 'start_date')).toMatchObject({ points: 0, max_points: 6 });
  });

  it('limits the list but counts every candidate', async () => {
    const body = (await list('?limit=1')).json();
    expect(body.count).toBe(2);
    expect(body.results).toHaveLength(1);
  });

  it('shows the match a candidate already has', async () => {
    const [role] = await t.database.db.select().from(roles).where(eq(roles.uuid, roleUuid));
    const [match] = await t.database.db.insert(matches).values({ roleId: role!.id, jobseekerId: people.later!.id, status: 'confirm_match' }).returning();
    const body = (await list()).json();
    expect(body.results[1]).toMatchObject({ jobseeker_id: people.later!.id, match_id: match!.id });
    await t.database.db.delete(matches).where(eq(matches.id, match!.id));
  });

  it('refuses a limit outside 1 to 500 with a message', async () => {
    for (const limit of ['0', '501', 'ten', '-1']) {
      const response = await list(`?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toEqual({ limit: ['Choose a limit from 1 to 500.'], code: 'validation_failed' });
    }
  });

  it('is for staff only, and a role that does not exist is 404', async () => {
    const jobseeker = await signUpToken(t.app, { user_type: 'jobseeker' });
    expect((await list('', '')).statusCode).toBe(401);
    expect((await list('', jobseeker.token)).statusCode).toBe(403);
    expect((await list('', employer.token)).statusCode).toBe(403);
    for (const uuid of [randomUUID(), 'not-a-role']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/matching/roles/${uuid}/candidates/`, headers: auth(staff) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'No such role.', code: 'not_found' });
    }
    expect((await list('?filterset=999999')).statusCode).toBe(404);
  });
});

describe('GET /api/matching/roles/{uuid}/candidates/{jobseeker_id}/', () => {
  it('says why not: the filter that excluded each person, agreeing with the list', async () => {
    for (const [key, { filter }] of Object.entries(EXCLUDED)) {
      const response = await detail(people[key]!.id);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.eligible, key).toBe(false);
      expect(
        body.failed_filters.map((f: { name: string }) => f.name),
        key,
      ).toEqual([filter]);
      expect(body.failed_filters[0].reason.length).toBeGreaterThan(10);
    }
    const closed = (await detail(people.closed!.id)).json();
    expect(closed.failed_filters).toEqual([{ name: 'open_to_matching', reason: 'Turned matching off in their settings' }]);
  });

  it('shows every filter and factor with the values compared', async () => {
    const list1 = (await list()).json();
    const body = (await detail(people.best!.id)).json();
    expect(body).toMatchObject({
      eligible: true,
      failed_filters: [],
      score: 100,
      algorithm_version: ALGORITHM_VERSION,
      jobseeker: { id: people.best!.id, first_name: 'Bea' },
      match_id: null,
    });
    expect(body.score).toBe(list1.results[0].score);
    expect(body.filters.map((f: { name: string }) => f.name)).toEqual([
      'core_profile',
      'open_to_matching',
      'work_authorization',
      'hours_and_role_type',
      'location',
      'compensation',
      'excluded_organizations',
      'minimum_experience',
    ]);
    expect(body.filters.find((f: { name: string }) => f.name === 'compensation')).toMatchObject({
      passed: true,
      // The values compared, as a person reads them.
      role_value: { maximum_salary: '$115,000', maximum_rate: null },
      jobseeker_value: { minimum_salary: '$92,000', minimum_hourly_rate: '$45' },
    });
    expect(body.factors.find((f: { name: string }) => f.name === 'languages')).toMatchObject({
      points: 3,
      max_points: 3,
      role_value: [
        { name: 'Spanish', level: 'Required' },
        { name: 'French', level: 'Preferred' },
      ],
    });
  });

  it('names the role’s preferred colleges, never by their ids in the college list', async () => {
    await setRoleAnswers(t, roleUuid, { ...MATCHING_ROLE_ANSWERS, preferredColleges: [190150] });
    try {
      const education = (await detail(people.best!.id)).json().factors.find((f: { name: string }) => f.name === 'education');
      expect(education.role_value.preferred_colleges).toEqual(['Columbia University in the City of New York']);
    } finally {
      await setRoleAnswers(t, roleUuid, MATCHING_ROLE_ANSWERS);
    }
  });

  it('is 404 for someone who is not a job seeker, and for staff only', async () => {
    expect((await detail(employer.userId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/candidates/abc/`, headers: auth(staff) })).statusCode).toBe(404);
    expect((await detail(people.best!.id, employer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/candidates/${people.best!.id}/` })).statusCode).toBe(401);
  });
});

describe('the projection the hard filters read', () => {
  it('changes with a saved answer, in the same transaction', async () => {
    const person = await jobseekerWithAnswers(t, {}, { first_name: 'Sam' });
    expect((await list()).json().results.map((r: { jobseeker_id: number }) => r.jobseeker_id)).toContain(person.id);
    const save = await t.app.inject({ method: 'PATCH', url: `/api/profile/${person.id}/`, headers: auth(person.token), payload: { metro_area: 'Boise, ID' } });
    expect(save.statusCode, save.body).toBe(200);
    expect((await list()).json().results.map((r: { jobseeker_id: number }) => r.jobseeker_id)).not.toContain(person.id);
    expect((await detail(person.id)).json().failed_filters).toEqual([
      { name: 'location', reason: 'Lives in Boise, ID and would work only there; the role is done in Austin, TX and Dallas, TX' },
    ]);
  });

  it('follows the matching setting, turned off before the first answer or after, and on again', async () => {
    const ids = async () => (await list()).json().results.map((r: { jobseeker_id: number }) => r.jobseeker_id);
    const setting = (person: Seeker, open: boolean) =>
      t.app.inject({ method: 'PATCH', url: `/api/my-settings/${person.id}/`, headers: auth(person.token), payload: { open_to_matching: open } });
    // Turned off before any answer: the projection row written later takes the setting.
    const { token } = await signUpToken(t.app, { user_type: 'jobseeker', first_name: 'Early' });
    const early: Seeker = { id: decodeJwt(token).user_id as number, token };
    expect((await setting(early, false)).statusCode).toBe(200);
    await giveAnswers(t, early.id);
    const before = (await list()).json().count as number;
    expect(await ids()).not.toContain(early.id);
    expect((await detail(early.id)).json().failed_filters).toEqual([{ name: 'open_to_matching', reason: 'Turned matching off in their settings' }]);
    // On again: listed and counted at once.
    expect((await setting(early, true)).statusCode).toBe(200);
    expect(await ids()).toContain(early.id);
    expect((await list()).json().count).toBe(before + 1);
    // Off once more, with the projection already there.
    expect((await setting(early, false)).statusCode).toBe(200);
    expect(await ids()).not.toContain(early.id);
    expect((await list()).json().count).toBe(before);
  });

  it('ignores demographic answers: changing them through the API changes no score', async () => {
    const before = (await detail(people.best!.id)).json();
    const save = await t.app.inject({
      method: 'PATCH',
      url: `/api/profile/${people.best!.id}/`,
      headers: auth(people.best!.token),
      payload: { gender: 'male', ethnicity: ['asian', 'white'] },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await detail(people.best!.id)).json()).toEqual(before);
  });

  it('is built at start-up for job seekers who answered before it existed', async () => {
    const person = await jobseekerWithAnswers(t);
    const { jobseekerMatchProfiles } = await import('../../../src/server/db/schema');
    await t.database.db.delete(jobseekerMatchProfiles).where(eq(jobseekerMatchProfiles.userId, person.id));
    expect((await list()).json().results.map((r: { jobseeker_id: number }) => r.jobseeker_id)).not.toContain(person.id);
    expect(await backfillMatchProfiles(t.database.db, t.app.ctx.flows, new Date())).toBe(1);
    expect((await list()).json().results.map((r: { jobseeker_id: number }) => r.jobseeker_id)).toContain(person.id);
    const [stored] = await t.database.db.select().from(flowAnswers).where(eq(flowAnswers.userId, person.id));
    expect(stored!.answers).toEqual(COMPLETE_JOBSEEKER_ANSWERS);
  });
});

describe('proposalFor', () => {
  it('gives the algorithm version and the score the list shows', async () => {
    const [role] = await t.database.db.select().from(roles).where(eq(roles.uuid, roleUuid));
    const proposal = await proposalFor(t.database.db, role!.id, people.later!.id, t.clock.now());
    expect(proposal).toEqual({ algorithmVersion: ALGORITHM_VERSION, score: 94 });
  });
});

describe('who the filters leave out (excluded_count, excluded_by, GET …/excluded/)', () => {
  let excludedTotal = 0;
  const excludedList = (query = '', token = staff) =>
    t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/excluded/${query}`, headers: auth(token) });

  it('counts the people each filter leaves out, a person failing two in both; not those who cannot be matched at all', async () => {
    const before = (await list()).json();
    // Each role filter leaves out at least the person made to fail it; the incomplete profile and the one with
    // matching off are not candidates at all, so not counted.
    const filters = ['work_authorization', 'hours_and_role_type', 'location', 'compensation', 'excluded_organizations', 'minimum_experience'];
    expect(Object.keys(before.excluded_by).sort()).toEqual([...filters].sort());
    for (const name of filters) expect(before.excluded_by[name], name).toBeGreaterThanOrEqual(1);
    const excludedList1 = (await excludedList()).json();
    expect(excludedList1.count).toBe(before.excluded_count);
    expect((excludedList1.results as { jobseeker_id: number }[]).map((person) => person.jobseeker_id)).not.toContain(people.closed!.id);
    people.twice = await jobseekerWithAnswers(
      t,
      { metroArea: 'Boise, ID', compensation: { minimumSalary: 150_000 } },
      { first_name: 'Tess', last_name: 'Twice' },
    );
    const after = (await list()).json();
    expect(after.excluded_count).toBe(before.excluded_count + 1);
    expect(after.excluded_by).toEqual({ ...before.excluded_by, location: before.excluded_by.location + 1, compensation: before.excluded_by.compensation + 1 });
    expect(after.count).toBe(before.count);
    excludedTotal = after.excluded_count;
  });

  it('lists them with every filter that stops each, found by name or part of the e-mail address', async () => {
    const all = await excludedList();
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ count: excludedTotal, page: 1, page_size: 25 });
    const ids = (body.results as { jobseeker_id: number }[]).map((person) => person.jobseeker_id);
    for (const key of Object.keys(EXCLUDED).filter((key) => key !== 'incomplete')) expect(ids).toContain(people[key]!.id);
    expect(ids).not.toContain(people.closed!.id);
    expect(ids).not.toContain(people.best!.id);

    const [user] = await t.database.db.select().from(users).where(eq(users.id, people.twice!.id));
    const part = user!.email.split('@')[0]!.slice(0, 12).toUpperCase();
    for (const search of [part, user!.email, 'tess twice']) {
      const found = (await excludedList(`?search=${encodeURIComponent(search)}`)).json();
      expect(found.count, search).toBe(1);
      expect(found.results[0]).toMatchObject({ jobseeker_id: people.twice!.id, first_name: 'Tess', email: user!.email });
      expect(found.results[0].failed_filters.map((filter: { name: string }) => filter.name)).toEqual(['location', 'compensation']);
      expect(found.results[0].failed_filters[1].reason).toBe("Asks at least $150,000, above the role's maximum of $115,000");
    }
    expect((await excludedList('?search=nobody-like-this')).json()).toMatchObject({ count: 0, results: [] });
    expect((await excludedList('?page=2')).json()).toMatchObject({ count: excludedTotal, page: 2, results: [] });
  });

  it('refuses a bad page with a message, and is for staff only', async () => {
    const bad = await excludedList('?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ page: ['Choose a page from 1 on.'], code: 'validation_failed' });
    expect((await excludedList('', employer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/excluded/` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/matching/roles/${randomUUID()}/excluded/`, headers: auth(staff) })).statusCode).toBe(404);
  });
});
