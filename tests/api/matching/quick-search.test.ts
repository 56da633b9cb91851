import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { userSearchDocument } from '../../../src/server/db/schema/users';
import { readSearchTerms } from '../../../src/server/matching/search-terms';
import { signUpToken } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get, openRoleRow, proposed, signUpJobseeker, type Jobseeker } from '../support/match-helpers';

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

  it('finds roles by title or organization, and matches by any of them', async () => {
    const roles = (await search('q=chem&type=roles')).json();
    expect(roles.results).toEqual([expect.objectContaining({ title: 'Chemistry Teacher', employer_name: 'Quicksilver Learning', status: 'open' })]);
    expect((await search('q=quicksil&type=roles')).json().count).toBe(1);
    for (const q of ['okaf', 'chemistry', 'quicksilver']) {
      const found = (await search(`q=${q}&type=matches`)).json();
      expect(
        found.results.map((match: { jobseeker: number }) => match.jobseeker),
        q,
      ).toEqual([janet.userId]);
    }
  });

  it('treats query syntax as plain words, and refuses a query without any (400), bad types and limits', async () => {
    for (const q of ["jan'", 'jan:*', '!jan', 'jan & | (', "j'an)"]) expect((await search(`q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    expect(readSearchTerms("Jan  o'Brien!")).toEqual({ words: ['jan', 'o', 'brien'], emailPieces: [] });
    expect((await search('q=%40.')).statusCode).toBe(400);
    expect((await search('q=%20%26%7C')).statusCode).toBe(400);
    expect((await search('q=jan&type=people')).statusCode).toBe(400);
    expect((await search('q=jan&limit=many')).statusCode).toBe(400);
    expect((await search('type=roles')).statusCode).toBe(400);
    expect((await search('q=jan&page=0x1')).statusCode).toBe(400);
    // Out of range is refused in words, not quietly clamped to what the list gives.
    for (const [query, field, words] of [
      ['q=jan&limit=0', 'limit', 'Use a whole number from 1 to 100.'],
      ['q=jan&limit=101', 'limit', 'Use a whole number from 1 to 100.'],
      ['q=jan&page=0', 'page', 'Use a whole number from 1 to 1,000,000.'],
    ] as const) {
      const refused = await search(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()[field], query).toEqual([words]);
    }
  });

  it('finds a job seeker by a full or partial e-mail address, and their matches by it', async () => {
    const { email } = await signUpToken(t.app, {
      user_type: 'jobseeker',
      first_name: 'Ines',
      last_name: 'Postbox',
      email: 'ines.postbox@harbour-district.example.net',
    });
    expect(email).toBe('ines.postbox@harbour-district.example.net');
    const found = async (q: string, type = 'jobseekers') => (await search(`q=${encodeURIComponent(q)}&type=${type}`)).json();
    for (const q of [
      'ines.postbox@harbour-district.example.net',
      'INES.POSTBOX@Harbour-District.example.net',
      'ines.postbox@',
      '@harbour-district',
      'harbour-district.example.net',
      'ines harbour-district.example.net',
    ]) {
      const answer = await found(q);
      expect(
        answer.results.map((person: { last_name: string }) => person.last_name),
        q,
      ).toEqual(['Postbox']);
      expect(answer.count, q).toBe(1);
    }
    // The demo job seeker, whose address the report could not find.
    expect((await found('jobseeker@demo.example.com')).count).toBe(1);
    expect((await found('janet harbour-district.example.net')).results).toEqual([]);
    // A match is found by its job seeker's address too.
    const matchesOfJanet = await found(janet.email, 'matches');
    expect(matchesOfJanet.results.map((match: { jobseeker: number }) => match.jobseeker)).toEqual([janet.userId]);
  });

  it('says how many match in all, and pages through them without repeating anyone', async () => {
    for (let i = 0; i < 5; i += 1) await signUpJobseeker(t, { first_name: 'Pagina', last_name: `Number${i}` });
    const page = async (n: number) => (await search(`q=pagina&limit=2&page=${n}`)).json();
    const first = await page(1);
    expect(first).toMatchObject({ count: 5, page: 1, page_size: 2 });
    expect(first.results).toHaveLength(2);
    const seen = [...first.results, ...(await page(2)).results, ...(await page(3)).results].map((person: { last_name: string }) => person.last_name);
    expect(seen.sort()).toEqual(['Number0', 'Number1', 'Number2', 'Number3', 'Number4']);
    expect(await page(4)).toMatchObject({ count: 5, results: [] });
    // Roles and matches give their totals the same way.
    expect((await search('q=jan&limit=1')).json()).toMatchObject({ count: 2, page_size: 1 });
    expect((await search('q=quicksilver&type=roles&limit=1')).json().count).toBe(1);
    expect((await search('q=okafor&type=matches&limit=1')).json().count).toBe(1);
  });

  it('is for staff only', async () => {
    expect((await search('q=jan', janet.token)).statusCode).toBe(403);
    expect((await search('q=jan', employer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/matching/search/?q=jan' })).statusCode).toBe(401);
  });

  it('is answered by the GIN index (the query uses the index expression)', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select ${users.id} from ${users} where ${userSearchDocument(users)} @@ to_tsquery('simple', 'jan:*') and ${eq(users.userType, 'jobseeker')}`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('users_search');
  });
});
