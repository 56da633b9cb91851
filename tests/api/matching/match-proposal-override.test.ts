import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { createRole, signUpEmployer, staffToken } from '../support/role-helpers';
import { get, propose } from '../support/match-helpers';
import { MATCHING_ROLE_ANSWERS, jobseekerWithAnswers, setRoleAnswers } from '../support/complete-jobseeker-answers';

let t: TestApp;
let staff: string;
let roleUuid: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  const employer = await signUpEmployer(t.app, 'Override Academy');
  roleUuid = (await createRole(t.app, employer.token)).uuid;
  await setRoleAnswers(t, roleUuid, MATCHING_ROLE_ANSWERS);
  await t.database.db.update(roles).set({ status: 'open' }).where(eq(roles.uuid, roleUuid));
});
afterAll(() => t.close());

const firstEventNote = async (matchId: number) => {
  const events = (await get(t, staff, `/api/matches/${matchId}/events/`)).json() as
    { to_status: string; note: string | null }[] | { results: { to_status: string; note: string | null }[] };
  const list = Array.isArray(events) ? events : events.results;
  return list.find((event) => event.to_status === 'confirm_match')!.note;
};

describe('proposing someone the role’s filters exclude (issue 36 item 15)', () => {
  it('is recorded on the match with the filters overridden, in words, before staff’s own note', async () => {
    // The role pays at most $115,000; this person asks $120,000.
    const expensive = await jobseekerWithAnswers(t, { compensation: { minimumSalary: 120_000 } });
    const response = await propose(t, staff, { role: roleUuid, jobseeker: expensive.id, note: 'Worth a conversation.' });
    expect(response.statusCode, response.body).toBe(201);
    const note = await firstEventNote(response.json().id);
    expect(note).toMatch(/^Proposed with the role's filters overridden: .*\. Worth a conversation\.$/);
    expect(note).toMatch(/120,000|salary|pay/i);
  });

  it('leaves the note alone when the person passes every filter', async () => {
    const fits = await jobseekerWithAnswers(t);
    const response = await propose(t, staff, { role: roleUuid, jobseeker: fits.id, note: 'Strong fit.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await firstEventNote(response.json().id)).toBe('Strong fit.');
  });
});
