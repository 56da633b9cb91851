import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpEmployer, staffToken } from '../support/role-helpers';
import { get, openRoleRow } from '../support/match-helpers';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  const employer = await signUpEmployer(t.app, 'Query Shape Academy');
  await openRoleRow(t, employer.employerId, 'Registrar');
});
afterAll(() => t.close());

describe('a query string of a shape the route does not declare', () => {
  // Issue 24: each of these answered a 500 (an array where the handler expected one text).
  it.each([
    ['/api/staff/lists/jobseekers/?search=a&search=b', 'search'],
    ['/api/staff/lists/employees/?ordering=id&ordering=-id', 'ordering'],
    ['/api/staff/lists/roles/export.csv?status=open&status=draft', 'status'],
    ['/api/cities/?search=a&search=b', 'search'],
    ['/api/matches/?role=a&role=b', 'role'],
  ])('%s is a 400 naming the repeated parameter', async (url, name) => {
    const response = await get(t, staff, url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      detail: `The query parameter "${name}" is given 2 times; this address takes it once. Send it once.`,
      code: 'validation_failed',
    });
  });

  it('answers the same parameters given once', async () => {
    expect((await get(t, staff, '/api/staff/lists/jobseekers/?search=a')).statusCode).toBe(200);
    expect((await get(t, staff, '/api/staff/lists/employees/?ordering=-id')).statusCode).toBe(200);
    const csv = await get(t, staff, '/api/staff/lists/roles/export.csv?status=open');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Registrar');
  });

  it('refuses a parameter on a route that takes none, naming it', async () => {
    const response = await get(t, staff, '/api/staff/lists/?page=2&x=1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      page: ['This address takes no query parameters; remove it from the request.'],
      x: ['This address takes no query parameters; remove it from the request.'],
    });
  });

  it('refuses a parameter a route with a query schema does not declare, naming it', async () => {
    const response = await get(t, staff, '/api/employer/role/?status=open&colour=red');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ colour: ['This field is not accepted here; remove it from the request.'], code: 'validation_failed' });
  });

  it('names a filter a staff list does not have (the lists declare their filters, not a fixed set)', async () => {
    const response = await get(t, staff, '/api/staff/lists/roles/?colour=red');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ colour: [expect.stringMatching(/can be filtered by/)] });
  });

  it('lets a sign-in link carry parameters a mail service adds', async () => {
    const response = await get(t, null, '/sign-in-with-email/?token=nope&user_id=1&utm_source=mail');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/sign-in link is invalid/);
  });
});
