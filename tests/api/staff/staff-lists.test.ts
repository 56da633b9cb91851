import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get, openRoleRow, signUpJobseeker, type Jobseeker } from '../support/match-helpers';
import { signUpToken } from '../support/accounts';

let t: TestApp;
let staff: string;
let employer: Employee;
const seekers: Jobseeker[] = [];
const LAST_NAMES = ['Zimmer', 'Abbott', 'Moreno', '=HYPERLINK("http://evil")', 'Baker', 'Young', 'Chen'];
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Tabular Academy');
  for (const lastName of LAST_NAMES) seekers.push(await signUpJobseeker(t, { first_name: 'Pat', last_name: lastName }));
  await openRoleRow(t, employer.employerId, 'Registrar');
  await openRoleRow(t, employer.employerId, 'Bursar', '10.00', 'draft');
});
afterAll(() => t.close());

type Page = { count: number; page: number; page_size: number; results: Record<string, unknown>[] };
const list = async (query: string): Promise<Page> => {
  const response = await get(t, staff, `/api/staff/lists/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('staff lists', () => {
  it('are for staff only', async () => {
    expect((await get(t, null, '/api/staff/lists/jobseekers/')).statusCode).toBe(401);
    expect((await get(t, seekers[0]!.token, '/api/staff/lists/jobseekers/')).statusCode).toBe(403);
    expect((await get(t, employer.token, '/api/staff/lists/')).statusCode).toBe(403);
    expect((await get(t, employer.token, '/api/staff/lists/roles/export.csv')).statusCode).toBe(403);
  });

  it('index every list with its count and columns', async () => {
    const index = (await get(t, staff, '/api/staff/lists/')).json().results as { name: string; count: number }[];
    expect(index.map((entry) => entry.name)).toEqual(['jobseekers', 'employers', 'employees', 'roles']);
    // With the demo job seeker.
    expect(index.find((entry) => entry.name === 'jobseekers')?.count).toBe(LAST_NAMES.length + 1);
    expect(index.find((entry) => entry.name === 'roles')?.count).toBe(2);
  });

  it('page and sort, both ways, without losing or repeating a row', async () => {
    // Every job seeker of this file is called Pat (the demo job seeker is not).
    const first = await list('jobseekers/?search=pat&ordering=last_name&page_size=3');
    expect(first).toMatchObject({ count: LAST_NAMES.length, page: 1, page_size: 3 });
    const paged: string[] = [];
    for (let page = 1; page <= 3; page += 1)
      paged.push(...(await list(`jobseekers/?search=pat&ordering=last_name&page_size=3&page=${page}`)).results.map((row) => row.last_name as string));
    const whole = (await list('jobseekers/?search=pat&ordering=last_name&page_size=100')).results.map((row) => row.last_name as string);
    expect(paged).toEqual(whole);
    expect(new Set(whole)).toEqual(new Set(LAST_NAMES));
    expect(whole.indexOf('Abbott')).toBeLessThan(whole.indexOf('Baker'));
    expect(whole.indexOf('Young')).toBeLessThan(whole.indexOf('Zimmer'));
    const descending = (await list('jobseekers/?search=pat&ordering=-last_name&page_size=100')).results.map((row) => row.last_name);
    expect(descending).toEqual([...whole].reverse());
    const byId = (await list('jobseekers/?search=pat&ordering=-id')).results.map((row) => row.id);
    expect(byId).toEqual(seekers.map((seeker) => seeker.userId).reverse());
  });

  it('search by text and filter by column', async () => {
    const found = await list('jobseekers/?search=more');
    expect(found.results.map((row) => row.last_name)).toEqual(['Moreno']);
    expect((await list('jobseekers/?search=pat%20chen')).results.map((row) => row.last_name)).toEqual(['Chen']);
    expect((await list('roles/?status=open')).results.map((row) => row.title)).toEqual(['Registrar']);
    expect((await list('roles/?status=draft&organization=Tabular%20Academy')).results.map((row) => row.title)).toEqual(['Bursar']);
    expect((await list('jobseekers/?core_profile_complete=true')).count).toBe(0);
    expect((await list('employees/?is_team_admin=true&search=tabular')).count).toBe(0);
    expect((await list('employers/?search=tabular')).results).toEqual([expect.objectContaining({ name: 'Tabular Academy', members: 1, open_roles: 1 })]);
  });

  it('find people by a full or partial e-mail address, in any case, alone or with their name', async () => {
    await signUpToken(t.app, { user_type: 'jobseeker', first_name: 'Quinn', last_name: 'Mailer', email: 'q.mailer+tables@district-forty.example.net' });
    await signUpToken(t.app, {
      user_type: 'employee',
      first_name: 'Wren',
      last_name: 'Sender',
      organization: 'Postal Academy',
      email: 'wren.sender@postal-academy.example.org',
    });
    const lastNames = async (name: string, search: string) => (await list(`${name}/?search=${encodeURIComponent(search)}`)).results.map((row) => row.last_name);
    // The demo job seeker, as the report found them: the whole address said "Nothing found".
    expect(await lastNames('jobseekers', 'jobseeker@demo.example.com')).toHaveLength(1);
    for (const search of [
      'q.mailer+tables@district-forty.example.net',
      'Q.Mailer+Tables@District-Forty.example.NET',
      '@district-forty',
      'district-forty.example',
      'q.mailer',
      '<q.mailer+tables@district-forty.example.net>,',
      'quinn district-forty.example.net',
    ]) {
      expect(await lastNames('jobseekers', search), search).toEqual(['Mailer']);
    }
    // Every term must hold: another name with the address finds nobody, and LIKE's wildcards are plain characters.
    expect(await lastNames('jobseekers', 'pat district-forty.example.net')).toEqual([]);
    expect(await lastNames('jobseekers', 'q_mailer@')).toEqual([]);
    expect(await lastNames('jobseekers', 'wren.sender@postal-academy.example.org')).toEqual([]);
    expect(await lastNames('employees', 'wren.sender@postal-academy.example.org')).toEqual(['Sender']);
    expect(await lastNames('employees', 'postal-academy.example')).toEqual(['Sender']);
    // The count agrees with the rows, and the CSV holds the same people.
    expect((await list('jobseekers/?search=%40district-forty.example.net')).count).toBe(1);
    const csv = await get(t, staff, '/api/staff/lists/employees/export.csv?search=wren.sender%40');
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('refuses what it cannot use with a 400 naming the parameter, and unknown lists with a 404', async () => {
    for (const [query, field] of [
      ['jobseekers/?page=0', 'page'],
      ['jobseekers/?page_size=101', 'page_size'],
      ['jobseekers/?ordering=password_hash', 'ordering'],
      ['jobseekers/?core_profile_complete=maybe', 'core_profile_complete'],
      ['jobseekers/?email=a@b.c', 'email'],
    ]) {
      const response = await get(t, staff, `/api/staff/lists/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json())).toEqual([field, 'code']);
    }
    const unknown = await get(t, staff, '/api/staff/lists/passwords/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toMatch(/No list is called "passwords"/);
  });

  it('exports every row of the current filter and order as CSV, with formulas defused', async () => {
    const response = await get(t, staff, '/api/staff/lists/jobseekers/export.csv?search=pat&ordering=-id&page_size=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="jobseekers.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('ID,First name,Last name,Email,Metro area,Core Profile complete,E-mail confirmed,Joined');
    expect(lines).toHaveLength(LAST_NAMES.length + 1);
    expect(lines[1]).toContain(`${seekers.at(-1)!.userId},Pat,Chen,`);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const filtered = await get(t, staff, '/api/staff/lists/jobseekers/export.csv?search=zimmer');
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
  });
});
