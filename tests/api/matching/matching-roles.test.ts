import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { matches, roles } from '../../../src/server/db/schema';
import { signUpToken } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';

let t: TestApp;
let employer: Employee;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  employer = await signUpEmployer(t.app, 'Matching Roles Academy');
  staff = await staffToken(t);
});
afterAll(() => t.close());

async function role(status: 'draft' | 'open' | 'closed' | 'filled', jobTitle: string | null) {
  const [row] = await t.database.db
    .insert(roles)
    .values({ employerId: employer.employerId, status, answers: jobTitle === null ? {} : { jobTitle } })
    .returning();
  return row!;
}

async function jobseekerId(): Promise<number> {
  const { token } = await signUpToken(t.app);
  return decodeJwt(token).user_id as number;
}

const list = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/matching/roles/${query}`, headers: auth(token) });

describe('GET /api/matching/roles/', () => {
  it('lists open roles and roles with matches, with their live matches counted per status, open roles first', async () => {
    const open = await role('open', 'Math Coach');
    const quiet = await role('open', null);
    const closed = await role('closed', 'Registrar');
    await role('draft', 'Unpublished Draft');
    await role('closed', 'Closed Without Matches');
    const [a, b, c, d] = [await jobseekerId(), await jobseekerId(), await jobseekerId(), await jobseekerId()];
    await t.database.db.insert(matches).values([
      { roleId: open.id, jobseekerId: a, status: 'confirm_match' },
      { roleId: open.id, jobseekerId: b, status: 'confirm_match' },
      { roleId: open.id, jobseekerId: c, status: 'hired' },
      // Ended: counted apart, never under its status.
      { roleId: open.id, jobseekerId: d, status: 'employer_reject', archived: true },
      { roleId: closed.id, jobseekerId: a, status: 'match_expired', archived: true },
    ]);

    const response = await list(staff);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toBe(body.results.length);
    // Only this test's organisation: demo data may add roles of its own.
    const ours = body.results.filter((summary: { employer_id: number }) => summary.employer_id === employer.employerId);
    const byUuid = Object.fromEntries(ours.map((summary: { uuid: string }) => [summary.uuid, summary]));
    expect(Object.keys(byUuid).sort()).toEqual([open.uuid, quiet.uuid, closed.uuid].sort());
    expect(byUuid[open.uuid]).toMatchObject({
      title: 'Math Coach',
      status: 'open',
      employer_id: employer.employerId,
      employer_name: 'Matching Roles Academy',
      counts: { confirm_match: 2, hired: 1 },
      total: 3,
      archived: 1,
    });
    expect(byUuid[open.uuid].counts).not.toHaveProperty('employer_reject');
    expect(byUuid[quiet.uuid]).toMatchObject({ title: 'Untitled role', counts: {}, total: 0, archived: 0, last_match_at: null });
    // A role whose only match has ended is still listed (it has a match), with nothing live to count.
    expect(byUuid[closed.uuid]).toMatchObject({ title: 'Registrar', status: 'closed', counts: {}, total: 0, archived: 1 });
    expect(typeof byUuid[closed.uuid].last_match_at).toBe('string');
    expect(ours.map((summary: { status: string }) => summary.status)).toEqual(['open', 'open', 'closed']);
    expect(typeof byUuid[open.uuid].last_match_at).toBe('string');
  });

  it('narrows to one lifecycle status when asked, and refuses an unknown one', async () => {
    const drafts = (await list(staff, '?status=draft')).json();
    expect(drafts.results.map((summary: { title: string }) => summary.title)).toContain('Unpublished Draft');
    expect(drafts.results.every((summary: { status: string }) => summary.status === 'draft')).toBe(true);
    expect((await list(staff, '?status=sideways')).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/matching/roles/' })).statusCode).toBe(401);
    const refused = await list(employer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This needs a staff account.');
    const { token } = await signUpToken(t.app);
    expect((await list(token)).statusCode).toBe(403);
  });
});
