import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { userSearchDocument } from '../../src/server/db/schema/users';
import { prefixQuery } from '../../src/server/matching/quick-search-route';
import { createTestApp, type TestApp } from './support/test-app';
import { signUpEmployer, staffToken, type Employee } from './support/role-helpers';
import { get, openRoleRow, proposed, signUpJobseeker, type Jobseeker } from './support/match-helpers';

let t: TestApp;
let staff: string;
let employer: Employee;
let janet: Jobseeker;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Quicksilver Learning');
  janet = await signUpJobseeker(t, { first_name: 'Janet', last_name: 'Okafor' });
  await signUpJobseeker(t, { first_name: 'Bob', last_name: 'Janssen' });
  await signUpJobseeker(t, { first_name: 'Alice', last_name: 'Walker' });
  const role = await openRoleRow(t, employer.employerId, 'Chemistry Teacher');
  await proposed(t, staff, role.uuid, janet.userId);
});
afterAll(() => t.close());

const search = (query: string, token = staff) => get(t, token, `/api/matching/search/?${query}`);
const names = (body: { results: { first_name: string }[] }) => body.results.map((person) => person.first_name).sort();

describe('GET /api/matching/search/', () => {
  it('finds job seekers by the start of any word of their name or e-mail', async () => {
    const response = await search('q=jan&type=jobseekers');
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response.json())).toEqual(['Bob', 'Janet']);
    expect(names((await search('q=JANET%20oka')).json())).toEqual(['Janet']);
    const [hit] = (await search('q=okafor')).json().results;
    expect(hit).toMatchObject({ id: janet.userId, first_name: 'Janet', last_name: 'Okafor', email: janet.email, match_count: 1 });
    // Employees and staff are not job seekers.
    expect((await search('q=quicksilver&type=jobseekers')).json().results).toEqual([]);
  });

  it('finds roles by title or organisation, and matches by any of them', async () => {
    const roles = (await search('q=chem&type=roles')).json();
    expect(roles.results).toEqual([expect.objectContaining({ title: 'Chemistry Teacher', employer_name: 'Quicksilver Learning', status: 'open' })]);
    expect((await search('q=quicksil&type=roles')).json().count).toBe(1);
    for (const q of ['okaf', 'chemistry', 'quicksilver']) {
      const found = (await search(`q=${q}&type=matches`)).json();
      expect(found.results.map((match: { jobseeker: number }) => match.jobseeker), q).toEqual([janet.userId]);
    }
  });

  it('treats query syntax as plain words, and refuses a query without any (400), bad types and limits', async () => {
    for (const q of ["jan'", 'jan:*', '!jan', 'jan & | (', "j'an)"]) expect((await search(`q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    expect(prefixQuery("Jan  o'Brien!")).toBe('jan:* & o:* & brien:*');
    expect((await search('q=%20%26%7C')).statusCode).toBe(400);
    expect((await search('q=jan&type=people')).statusCode).toBe(400);
    expect((await search('q=jan&limit=many')).statusCode).toBe(400);
    expect((await search('type=roles')).statusCode).toBe(400);
    expect((await search('q=jan&limit=1')).json().count).toBe(1);
  });

  it('is for staff only', async () => {
    expect((await search('q=jan', janet.token)).statusCode).toBe(403);
    expect((await search('q=jan', employer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/matching/search/?q=jan' })).statusCode).toBe(401);
  });

  it('is answered by the GIN index (the query uses the index expression)', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select ${users.id} from ${users} where ${userSearchDocument(users)} @@ to_tsquery('simple', 'jan:*') and ${eq(users.userType, 'jobseeker')}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('users_search');
  });
});
