import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/server/db/schema';
import { loadFlows } from '../../src/server/flows/load-flows';
import { roleCompletion } from '../../src/server/roles/role-completion';
import { demoPeopleIds, seedDemoAccounts } from '../../src/server/seed/demo-accounts';
import { GENERATED_JOBSEEKERS, seedDemoMatching } from '../../src/server/seed/demo-matching';
import { login } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/** What a newcomer sees on the first `npm start` (issue 11 item 8): matching at work, not empty pages. */
let t: TestApp;
const tokens: Record<'jobseeker' | 'employee' | 'staff', string> = { jobseeker: '', employee: '', staff: '' };

async function call(who: keyof typeof tokens, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await seedDemoAccounts(t.database.db);
  await seedDemoMatching(t.database.db, loadFlows(), await demoPeopleIds(t.database.db), t.clock.now());
  for (const account of accounts) {
    const who = account.description.startsWith('job seeker') ? 'jobseeker' : account.description.startsWith('staff') ? 'staff' : 'employee';
    tokens[who] = (await login(t.app, account.email, account.password)).json().token as string;
  }
});
afterAll(() => t.close());

describe('demo matching data', () => {
  it('gives the demo organisation a complete, open role', async () => {
    const [role] = await t.database.db.select().from(roles);
    expect(role?.status).toBe('open');
    const flows = loadFlows();
    expect(roleCompletion(flows.latest('role')!, role!.answers, flows.validator).completion).toBe(100);
  });

  it('shows the employer the demo job seeker waiting on them, as a new match', async () => {
    const list = await call('employee', '/api/matches/');
    const results = (Array.isArray(list) ? list : list.results) as { status: string; jobseeker_first_name: string; waiting_on: string }[];
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: 'pending_employer_review', jobseeker_first_name: 'Jordan', waiting_on: 'employer' });
    expect(await call('employee', '/api/employer/new-match-count/')).toEqual({ count: 1, can_access_matching_page: true });
  });

  it('lets the demo job seeker see their matches: Core Profile complete and open to matching', async () => {
    const profile = await call('jobseeker', '/api/my-profile/');
    expect(profile.completed_sections).toContain('Core Profile');
    expect((await call('jobseeker', '/api/employer/new-match-count/')).can_access_matching_page).toBe(true);
  });

  it('ranks generated job seekers for the role, with the demo job seeker among them', async () => {
    const [role] = await t.database.db.select().from(roles).where(eq(roles.status, 'open'));
    const ranked = await call('staff', `/api/matching/roles/${role!.uuid}/candidates/?limit=50`);
    expect(ranked.count).toBeGreaterThan(10);
    expect(ranked.count).toBeLessThanOrEqual(GENERATED_JOBSEEKERS + 1);
    const scores = (ranked.results as { score: number }[]).map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const { jobseekerId } = await demoPeopleIds(t.database.db);
    const demo = await call('staff', `/api/matching/roles/${role!.uuid}/candidates/${jobseekerId}/`);
    expect(demo.eligible).toBe(true);
  });
});
