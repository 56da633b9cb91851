import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, createRole, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { MATCHING_ROLE_ANSWERS, jobseekerWithAnswers, setRoleAnswers, type Seeker } from '../support/complete-jobseeker-answers';

let t: TestApp;
let staff: string;
let employer: Employee;
let roleUuid: string;
let otherRoleUuid: string;
let expensive: Seeker;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token: string | null = staff) =>
  t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Filter Set Academy');
  roleUuid = (await createRole(t.app, employer.token)).uuid;
  otherRoleUuid = (await createRole(t.app, employer.token)).uuid;
  await setRoleAnswers(t, roleUuid, MATCHING_ROLE_ANSWERS);
  await jobseekerWithAnswers(t);
  expensive = await jobseekerWithAnswers(t, { compensation: { minimumSalary: 120_000 } });
});

afterAll(async () => {
  await t.close();
});

describe('the role’s own filters', () => {
  it('are the criteria read from its answers, with last_updated and filter_group_id', async () => {
    const response = await call('GET', `/api/matching/roles/${roleUuid}/filters/`);
    expect(response.statusCode, response.body).toBe(200);
    const { filters, role } = response.json();
    expect(role).toBe(roleUuid);
    expect(filters).toMatchObject({
      require_work_authorization: true,
      role_types: ['full_time'],
      metro_areas: ['Austin, TX', 'Dallas, TX'],
      maximum_salary: 115_000,
      excluded_organizations: ['Rival Academy', 'Other Charter'],
      minimum_years_experience: 4,
      skills: expect.arrayContaining([{ skill_id: 'project_management', rating: 3 }]),
      languages: [
        { name: 'spanish', level: 'required' },
        { name: 'french', level: 'preferred' },
      ],
      filter_group_id: null,
    });
    expect(typeof filters.last_updated).toBe('string');
  });
});

describe('filter sets', () => {
  it('are created from the role’s filters with changes, and count only real differences', async () => {
    const created = await call('POST', `/api/matching/roles/${roleUuid}/filtersets/`, {
      name: ' Higher budget ',
      filters: { maximum_salary: 130_000, filter_group_id: 'g1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const set = created.json();
    expect(set).toMatchObject({
      role: roleUuid,
      name: 'Higher budget',
      differs_from_role: 1,
      filters: { maximum_salary: 130_000, filter_group_id: 'g1', minimum_years_experience: 4 },
    });

    // Bookkeeping and the order of a list are not differences; a changed list is one.
    const same = await call('PATCH', `/api/matching/filtersets/${set.id}/`, {
      filters: { last_updated: '2020-01-01', filter_group_id: 'g2', metro_areas: ['Dallas, TX', 'Austin, TX'] },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ differs_from_role: 1, filters: { filter_group_id: 'g2' } });
    const two = await call('PATCH', `/api/matching/filtersets/${set.id}/`, { name: 'Wider', filters: { metro_areas: ['Austin, TX'] } });
    expect(two.json()).toMatchObject({ name: 'Wider', differs_from_role: 2 });

    const listed = (await call('GET', `/api/matching/roles/${roleUuid}/filtersets/`)).json();
    expect(listed.count).toBe(1);
    expect(listed.results[0]).toMatchObject({ id: set.id, differs_from_role: 2 });
    expect((await call('GET', `/api/matching/filtersets/${set.id}/`)).json()).toMatchObject({ id: set.id, name: 'Wider' });
  });

  it('change who the candidates are when a search uses one', async () => {
    const set = (await call('POST', `/api/matching/roles/${roleUuid}/filtersets/`, { name: 'Pay more', filters: { maximum_salary: 125_000 } })).json();
    const own = (await call('GET', `/api/matching/roles/${roleUuid}/candidates/`)).json();
    const wider = (await call('GET', `/api/matching/roles/${roleUuid}/candidates/?filterset=${set.id}`)).json();
    expect(own.results.map((r: { jobseeker_id: number }) => r.jobseeker_id)).not.toContain(expensive.id);
    expect(wider.results.map((r: { jobseeker_id: number }) => r.jobseeker_id)).toContain(expensive.id);
    expect(wider.count).toBe(own.count + 1);
    const why = (await call('GET', `/api/matching/roles/${roleUuid}/candidates/${expensive.id}/?filterset=${set.id}`)).json();
    expect(why.eligible).toBe(true);
    // A filter set belongs to its role.
    expect((await call('GET', `/api/matching/roles/${otherRoleUuid}/candidates/?filterset=${set.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a message, and unknown sets with 404', async () => {
    const url = `/api/matching/roles/${roleUuid}/filtersets/`;
    expect((await call('POST', url, { filters: {} })).statusCode).toBe(400);
    expect((await call('POST', url, { name: '   ' })).json()).toEqual({ name: ['Give the filter set a name.'], code: 'validation_failed' });
    expect((await call('POST', url, { name: 'x', filters: { maximum_salary: 'lots' } })).statusCode).toBe(400);
    expect((await call('POST', url, { name: 'x', filters: { favourite_colour: 'blue' } })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/matching/filtersets/999999/', { name: 'y' })).statusCode).toBe(404);
    expect((await call('GET', '/api/matching/filtersets/abc/')).statusCode).toBe(404);
  });

  it('refuse a value that is not one of the criterion’s options with a 400 naming the criterion, and save nothing', async () => {
    const url = `/api/matching/roles/${roleUuid}/filtersets/`;
    const refused = async (filters: Record<string, unknown>, field: string, words: RegExp) => {
      const response = await call('POST', url, { name: 'Typed by hand', filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      const body = response.json();
      expect(Object.keys(body), JSON.stringify(filters)).toEqual([`filters.${field}`, 'code']);
      expect(body[`filters.${field}`][0]).toMatch(words);
    };
    // The report's case: a raw code typed as free text, which then nobody passes.
    await refused({ role_types: ['fulltime'] }, 'role_types', /"fulltime" is not an employment type on the list\. Choose from: Full-time; .*Contract\./);
    await refused({ work_modes: ['remote', 'on the moon'] }, 'work_modes', /"on the moon" is not/);
    await refused(
      { metro_areas: ['Austin, TX', 'springfield'] },
      'metro_areas',
      /"springfield" is not a metro area on the list\. Choose a metro area from the list, or type it as City, ST/,
    );
    await refused({ organisation_metro_area: 'downtown' }, 'organisation_metro_area', /"downtown"/);
    await refused({ skills: [{ skill_id: 'juggling', rating: 2 }] }, 'skills', /"juggling" is not a skill on the list\. Choose skills from the list\./);
    await refused({ languages: [{ name: 'klingon', level: 'required' }] }, 'languages', /"klingon" is not a language/);
    await refused({ geographic_requirement: 'mars' }, 'geographic_requirement', /"mars"/);
    await refused({ functional_areas: ['talent'] }, 'functional_areas', /"talent"/);
    await refused({ undergrad_degree_requirement: 'maybe' }, 'undergrad_degree_requirement', /"maybe"/);
    await refused({ preferred_grad_degrees: ['phd-ish'] }, 'preferred_grad_degrees', /"phd-ish"/);
    await refused({ preferred_areas_of_study: ['alchemy'] }, 'preferred_areas_of_study', /"alchemy"/);
    await refused({ team_size: 'huge' }, 'team_size', /"huge"/);
    await refused({ teamwork_approach: 'solo' }, 'teamwork_approach', /"solo"/);
    await refused({ deadline_approach: 'late' }, 'deadline_approach', /"late"/);
    await refused({ travel_amount: 'always' }, 'travel_amount', /"always"/);
    const listed = (await call('GET', url)).json().results.map((set: { name: string }) => set.name);
    expect(listed).not.toContain('Typed by hand');

    // Options, a metro area typed as City, ST, and no value at all are accepted.
    const fine = await call('POST', url, {
      name: 'All options',
      filters: {
        role_types: ['full_time', 'contracted'],
        metro_areas: ['Boise, ID', 'New York, NY'],
        organisation_metro_area: null,
        skills: [{ skill_id: 'lesson_planning', rating: 2 }],
        languages: [{ name: 'spanish', level: 'preferred' }],
        team_size: null,
      },
    });
    expect(fine.statusCode, fine.body).toBe(201);

    // A change names the criterion too, and leaves the set as it was.
    const set = fine.json();
    const patched = await call('PATCH', `/api/matching/filtersets/${set.id}/`, { name: 'Renamed', filters: { role_types: ['fulltime'] } });
    expect(patched.statusCode).toBe(400);
    expect(Object.keys(patched.json())).toEqual(['filters.role_types', 'code']);
    expect((await call('GET', `/api/matching/filtersets/${set.id}/`)).json()).toMatchObject({
      name: 'All options',
      filters: { role_types: ['full_time', 'contracted'] },
    });
  });

  it('refuse what cannot be with a 400 naming the field, and the candidate list still answers (issue 36 item 13)', async () => {
    const url = `/api/matching/roles/${roleUuid}/filtersets/`;
    const refusal = async (filters: Record<string, unknown>) => {
      const response = await call('POST', url, { name: 'Impossible', filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      return response.json() as Record<string, string[]>;
    };
    expect((await refusal({ ideal_start_date: '2027-13-45' }))['filters.ideal_start_date']![0]).toMatch(/"2027-13-45" is not a day on the calendar/);
    expect((await refusal({ ideal_start_date: '2027-02-30' }))['filters.ideal_start_date']![0]).toMatch(/"2027-02-30" is not a day/);
    expect((await refusal({ latest_start_date: '2027-02-29' }))['filters.latest_start_date']![0]).toMatch(/not a day/);
    expect(await refusal({ ideal_start_date: '2027-06-01', latest_start_date: '2027-05-01' })).toEqual({
      'filters.latest_start_date': ['The latest start (2027-05-01) is before the ideal start (2027-06-01); make it the same day or later.'],
      code: 'validation_failed',
    });
    expect(await refusal({ preferred_colleges: [190150, 999_999_999] })).toEqual({
      'filters.preferred_colleges': ['College id 999999999 names no college on the list. Search for the college by name and choose it.'],
      code: 'validation_failed',
    });
    expect((await refusal({ minimum_years_experience: 'ten' }))['filters.minimum_years_experience']).toEqual(['Must be a whole number.']);
    const { criteria } = (await call('GET', '/api/matching/filter-options/')).json();
    expect([criteria.teamwork_approach.plural, criteria.deadline_approach.plural]).toEqual(['teamwork approaches', 'deadline approaches']);
    expect((await call('GET', url)).json().results.map((set: { name: string }) => set.name)).not.toContain('Impossible');

    // A real day, a leap day, a latest start on the ideal day and a real college are kept.
    const fine = await call('POST', url, {
      name: 'Possible',
      filters: { ideal_start_date: '2028-02-29', latest_start_date: '2028-02-29', preferred_colleges: [190150] },
    });
    expect(fine.statusCode, fine.body).toBe(201);
    const set = fine.json();
    // A change of one date is judged against the other one kept.
    const earlier = await call('PATCH', `/api/matching/filtersets/${set.id}/`, { filters: { latest_start_date: '2028-01-15' } });
    expect(earlier.statusCode).toBe(400);
    expect(Object.keys(earlier.json())).toEqual(['filters.latest_start_date', 'code']);
    const candidates = await call('GET', `/api/matching/roles/${roleUuid}/candidates/?filterset=${set.id}`);
    expect(candidates.statusCode, candidates.body).toBe(200);
  });

  it('read a start date saved before the check as the role’s own, so the candidate list answers', async () => {
    const set = (await call('POST', `/api/matching/roles/${roleUuid}/filtersets/`, { name: 'Saved long ago' })).json();
    await t.database.db.execute(sql`update role_filtersets set filters = filters || '{"idealStartDate": "2027-13-45"}'::jsonb where id = ${set.id}`);
    const candidates = await call('GET', `/api/matching/roles/${roleUuid}/candidates/?filterset=${set.id}`);
    expect(candidates.statusCode, candidates.body).toBe(200);
  });

  it('always accept a copy of the role’s own filters, whatever the role’s answers hold', async () => {
    // A value the questions would no longer accept, kept on the role: staff copying the role must not be stuck.
    await setRoleAnswers(t, otherRoleUuid, { ...MATCHING_ROLE_ANSWERS, availableMetroAreas: ['Lower Manhattan'] });
    const own = (await call('GET', `/api/matching/roles/${otherRoleUuid}/filters/`)).json().filters;
    expect(own.metro_areas).toEqual(['Lower Manhattan']);
    const { last_updated: _lastUpdated, ...copy } = own;
    const created = await call('POST', `/api/matching/roles/${otherRoleUuid}/filtersets/`, { name: 'Copy', filters: copy });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().differs_from_role).toBe(0);
  });

  it('offer each criterion’s options with their titles from the question schemas', async () => {
    const response = await call('GET', '/api/matching/filter-options/');
    expect(response.statusCode).toBe(200);
    const { criteria, formats } = response.json();
    expect(criteria.role_types.options).toContainEqual({ value: 'full_time', title: 'Full-time' });
    // The criteria without options say how they read, from their role questions: money in its unit, dates, and
    // colleges searched by name where the question searches them.
    expect(formats).toMatchObject({
      maximum_salary: { kind: 'money', unit: 'USD a year' },
      maximum_rate: { kind: 'money', unit: 'USD an hour' },
      ideal_start_date: { kind: 'date' },
      preferred_colleges: { kind: 'search', path: '/api/universities/', noun: 'college' },
    });
    expect(criteria.metro_areas).toMatchObject({ noun: 'metro area', custom: { hint: expect.stringMatching(/City, ST/) } });
    expect(criteria.organisation_metro_area.options).toHaveLength(criteria.metro_areas.options.length);
    expect(criteria.skills).toMatchObject({
      item_field: 'skill_id',
      levels: {
        field: 'rating',
        options: [
          { value: 1, title: 'Novice' },
          { value: 2, title: 'Intermediate' },
          { value: 3, title: 'Advanced' },
          { value: 4, title: 'Expert' },
        ],
      },
    });
    expect(criteria.languages).toMatchObject({
      item_field: 'name',
      levels: {
        field: 'level',
        options: [
          { value: 'required', title: 'Required' },
          { value: 'preferred', title: 'Preferred' },
        ],
      },
    });
    expect(criteria.skills.options).toContainEqual({ value: 'lesson_planning', title: 'Lesson and unit planning', group: 'Instruction & Curriculum' });
    expect(criteria.languages.options).toContainEqual({ value: 'spanish', title: 'Spanish' });
    expect(criteria.teamwork_approach.options.map((option: { title: string }) => option.title)).toEqual(['Divvying Up', 'Ownership', 'Shared']);
    for (const key of [
      'work_modes',
      'geographic_requirement',
      'functional_areas',
      'undergrad_degree_requirement',
      'graduate_degree_requirement',
      'preferred_grad_degrees',
      'preferred_areas_of_study',
      'team_size',
      'deadline_approach',
      'travel_amount',
    ]) {
      expect(criteria[key].options.length, key).toBeGreaterThan(1);
    }
    // Numbers, dates, yes/no and free text have no options.
    expect(criteria.maximum_salary).toBeUndefined();
    expect(criteria.excluded_organizations).toBeUndefined();
    expect((await call('GET', '/api/matching/filter-options/', undefined, employer.token)).statusCode).toBe(403);
  });

  it('are deleted', async () => {
    const set = (await call('POST', `/api/matching/roles/${roleUuid}/filtersets/`, { name: 'Short-lived' })).json();
    expect(set.differs_from_role).toBe(0);
    expect((await call('DELETE', `/api/matching/filtersets/${set.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/api/matching/filtersets/${set.id}/`)).statusCode).toBe(404);
  });

  it('are for staff only', async () => {
    const set = (await call('POST', `/api/matching/roles/${roleUuid}/filtersets/`, { name: 'Private' })).json();
    for (const token of [employer.token, null]) {
      const expected = token ? 403 : 401;
      expect((await call('GET', `/api/matching/roles/${roleUuid}/filtersets/`, undefined, token)).statusCode).toBe(expected);
      expect((await call('GET', `/api/matching/roles/${roleUuid}/filters/`, undefined, token)).statusCode).toBe(expected);
      expect((await call('POST', `/api/matching/roles/${roleUuid}/filtersets/`, { name: 'x' }, token)).statusCode).toBe(expected);
      expect((await call('PATCH', `/api/matching/filtersets/${set.id}/`, { name: 'x' }, token)).statusCode).toBe(expected);
      expect((await call('DELETE', `/api/matching/filtersets/${set.id}/`, undefined, token)).statusCode).toBe(expected);
    }
    expect((await call('GET', '/api/matching/roles/00000000-0000-4000-8000-000000000000/filtersets/')).statusCode).toBe(404);
  });
});
