import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { flowAnswers, jobs, matches, notifications, outboxMessages, roles } from '../../../src/server/db/schema';
import { writeAnnounced } from '../../../src/server/db/written-rows';
import { generateJobseeker, seededRandom } from '../../../src/server/seed/generate-jobseeker-answers';
import { ALGORITHM_VERSION } from '../../../src/server/matching/algorithm';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, coworkerOf, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get, move, moveThrough, openRoleRow, propose, proposed, setMatchingAccess, signUpJobseeker, type Jobseeker } from '../support/match-helpers';
import type { matchConfirmationWireSchema } from '../../../src/shared/wire/match-confirmation-wire';
import type { FromSchema } from 'json-schema-to-ts';

let t: TestApp;
let staff: string;
let employer: Employee;
let other: Employee;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Pipeline Public Schools');
  other = await signUpEmployer(t.app, 'Elsewhere Academy');
});
afterAll(() => t.close());

const matchOf = async (id: number) => (await get(t, staff, `/api/matches/${id}/`)).json();
const eventsOf = async (id: number) => (await get(t, staff, `/api/matches/${id}/events/`)).json();

/** A 409 (or 403) with a reason, and the match and its history exactly as before. */
async function refusedMove(token: string, id: number, status: string, code: number, reason: RegExp, extra: Record<string, unknown> = {}) {
  const before = [await matchOf(id), await eventsOf(id)];
  const response = await move(t, token, id, status, extra);
  expect(response.statusCode, response.body).toBe(code);
  expect(response.json().detail).toMatch(reason);
  expect([await matchOf(id), await eventsOf(id)]).toEqual(before);
}

/** A role of the employer with one match per job seeker given, each sent to the employer (pending employer review). */
async function roleWithCandidates(title: string, count: number, feePercent: string | null = '10.00') {
  const role = await openRoleRow(t, employer.employerId, title, feePercent);
  const seekers: Jobseeker[] = [];
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const seeker = await signUpJobseeker(t);
    const match = await proposed(t, staff, role.uuid, seeker.userId);
    await moveThrough(t, staff, match.id, 'jobseeker_accept', 'pending_employer_review');
    seekers.push(seeker);
    ids.push(match.id);
  }
  return { role, seekers, ids };
}

describe('POST /api/matches/', () => {
  it('proposes a job seeker for an open role: 201, confirm match, waiting on the job seeker, with its creation event', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Math Coach');
    const seeker = await signUpJobseeker(t, { first_name: 'Grace', last_name: 'Hopper' });
    const response = await propose(t, staff, { role: role.uuid, jobseeker: seeker.userId, note: 'Strong fit on curriculum.' });
    expect(response.statusCode, response.body).toBe(201);
    const match = response.json();
    expect(match).toMatchObject({
      role: role.uuid,
      jobseeker: seeker.userId,
      status: 'confirm_match',
      archived: false,
      waiting_on: 'jobseeker',
      role_title: 'Math Coach',
      employer_id: employer.employerId,
      employer_name: 'Pipeline Public Schools',
      jobseeker_first_name: 'Grace',
      jobseeker_last_name: 'Hopper',
      jobseeker_interest: null,
      first_year_salary: null,
      placement_fee: null,
      created_at: t.clock.now().toISOString(),
    });
    // The algorithm's version and score are kept with the match.
    // (This job seeker has answered nothing yet, so there is nothing to score.)
    expect(match).toMatchObject({ algorithm_version: ALGORITHM_VERSION, score: null });
    const events = await eventsOf(match.id);
    expect(events).toEqual([
      {
        id: expect.any(Number),
        actor: { id: expect.any(Number), first_name: expect.any(String), last_name: expect.any(String), user_type: 'staff' },
        from_status: null,
        to_status: 'confirm_match',
        note: 'Strong fit on curriculum.',
        created_at: t.clock.now().toISOString(),
      },
    ]);

    const again = await propose(t, staff, { role: role.uuid, jobseeker: seeker.userId });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already has a match/);
  });

  it('schedules the confirm-match e-mail for the next morning, 9:00 in New York, and sends nothing now', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Scheduled Role');
    const seeker = await signUpJobseeker(t);
    const outboxBefore = (await t.database.db.select().from(outboxMessages)).length;
    const match = await proposed(t, staff, role.uuid, seeker.userId);
    const scheduled = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `confirm-match-email:${match.id}`));
    // The test clock reads 2026-11-21 12:00 UTC (07:00 in New York): the same morning at nine (14:00 UTC).
    expect(t.clock.now().toISOString().slice(0, 10)).toBe('2026-11-21');
    expect(scheduled).toEqual([
      expect.objectContaining({ kind: 'confirm-match-email', payload: expect.objectContaining({ matchId: match.id }), state: 'pending' }),
    ]);
    // The job carries the id of the request that scheduled it, so its log lines can be joined to that request's.
    expect(scheduled[0]!.payload).toHaveProperty('_requestId');
    expect(scheduled[0]!.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(scheduled[0]!.runAt),
    ).toBe('09:00');
    expect((await t.database.db.select().from(outboxMessages)).length).toBe(outboxBefore);
  });

  it('records the score of a job seeker with answers', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Scored Role');
    const seeker = await signUpJobseeker(t);
    const { answers } = generateJobseeker(seededRandom(11));
    const { db } = t.database;
    await writeAnnounced(db, flowAnswers, seeker.userId, () =>
      db.insert(flowAnswers).values({ userId: seeker.userId, flowId: 'jobseeker', flowVersion: 1, answers }),
    );
    const match = await proposed(t, staff, role.uuid, seeker.userId);
    expect(match.algorithm_version).toBe(ALGORITHM_VERSION);
    expect(match.score).toEqual(expect.any(Number));
    expect(match.score).toBeGreaterThanOrEqual(0);
    expect(match.score).toBeLessThanOrEqual(100);
  });

  it('refuses unknown roles and job seekers (404), bad bodies (400), roles that are not open (409), and everyone but staff', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Registrar');
    const seeker = await signUpJobseeker(t);
    expect((await propose(t, staff, { role: '00000000-0000-4000-8000-000000000000', jobseeker: seeker.userId })).statusCode).toBe(404);
    expect((await propose(t, staff, { role: 'not-a-uuid', jobseeker: seeker.userId })).statusCode).toBe(404);
    expect((await propose(t, staff, { role: role.uuid, jobseeker: 999_999 })).statusCode).toBe(404);
    // An employee is not a job seeker.
    expect((await propose(t, staff, { role: role.uuid, jobseeker: employer.userId })).json()).toEqual({ detail: 'No such job seeker.', code: 'not_found' });
    for (const payload of [
      {},
      { role: role.uuid },
      { role: role.uuid, jobseeker: String(seeker.userId) },
      { role: role.uuid, jobseeker: seeker.userId, extra: 1 },
      { role: 5, jobseeker: 1 },
    ]) {
      expect((await propose(t, staff, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const status of ['draft', 'paused', 'closed'] as const) {
      const notOpen = await openRoleRow(t, employer.employerId, `Role ${status}`, '10.00', status);
      const response = await propose(t, staff, { role: notOpen.uuid, jobseeker: seeker.userId });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toMatch(/open roles only/);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/matches/', payload: { role: role.uuid, jobseeker: seeker.userId } })).statusCode).toBe(401);
    expect((await propose(t, employer.token, { role: role.uuid, jobseeker: seeker.userId })).statusCode).toBe(403);
    expect((await propose(t, seeker.token, { role: role.uuid, jobseeker: seeker.userId })).statusCode).toBe(403);
  });

  it('refuses a job seeker who turned matching off', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Counselor');
    const seeker = await signUpJobseeker(t);
    await t.app.inject({ method: 'PATCH', url: `/api/my-settings/${seeker.userId}/`, headers: auth(seeker.token), payload: { open_to_matching: false } });
    const response = await propose(t, staff, { role: role.uuid, jobseeker: seeker.userId });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/turned matching off/);
  });
});

describe('PATCH /api/matches/{id}/: the rules', () => {
  it('lets only staff set the five staff-only statuses (403 for the employer)', async () => {
    const { ids } = await roleWithCandidates('Dean of Students', 1);
    for (const status of ['confirm_match', 'staff_rejected', 'jobseeker_accept', 'jobseeker_reject', 'pending_employer_review']) {
      await refusedMove(employer.token, ids[0]!, status, 403, /Only staff set/);
    }
  });

  it('needs the job seeker’s acceptance before pending employer review, and nothing changes when refused', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Librarian');
    const match = await proposed(t, staff, role.uuid, (await signUpJobseeker(t)).userId);
    await refusedMove(staff, match.id, 'pending_employer_review', 409, /accepts the match first/);
    await refusedMove(staff, match.id, 'phone_screen', 409, /send the match to the employer/);
    const accepted = await moveThrough(t, staff, match.id, 'jobseeker_accept');
    expect(accepted).toMatchObject({ status: 'jobseeker_accept', waiting_on: 'staff' });
    const sent = await moveThrough(t, staff, match.id, 'pending_employer_review');
    expect(sent).toMatchObject({ status: 'pending_employer_review', waiting_on: 'employer', archived: false });
  });

  it('lets the employer skip interview stages forward but not go back; staff may correct backwards', async () => {
    const { ids } = await roleWithCandidates('Principal', 1);
    const id = ids[0]!;
    t.clock.advance(60_000);
    const skipped = await moveThrough(t, employer.token, id, 'phone_screen', 'final_interview');
    expect(skipped).toMatchObject({ status: 'final_interview', status_changed_at: t.clock.now().toISOString() });
    await refusedMove(employer.token, id, 'phone_screen', 409, /move forward only/);
    expect(await moveThrough(t, staff, id, 'initial_interview')).toMatchObject({ status: 'initial_interview' });
    const events = await eventsOf(id);
    expect(events.map((event: { from_status: string | null; to_status: string }) => [event.from_status, event.to_status])).toEqual([
      [null, 'confirm_match'],
      ['confirm_match', 'jobseeker_accept'],
      ['jobseeker_accept', 'pending_employer_review'],
      ['pending_employer_review', 'phone_screen'],
      ['phone_screen', 'final_interview'],
      ['final_interview', 'initial_interview'],
    ]);
    expect(events[3].actor).toMatchObject({ id: employer.userId, user_type: 'employee' });
  });

  it('archives on staff rejected, job seeker reject, match expired, employer reject and offer rejected', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Archivist');
    const fresh = async () => (await proposed(t, staff, role.uuid, (await signUpJobseeker(t)).userId)).id;
    expect(await moveThrough(t, staff, await fresh(), 'staff_rejected')).toMatchObject({ archived: true, waiting_on: 'none' });
    expect(await moveThrough(t, staff, await fresh(), 'jobseeker_reject')).toMatchObject({ archived: true });
    expect(await moveThrough(t, staff, await fresh(), 'match_expired')).toMatchObject({ archived: true });
    const atEmployer = async () => {
      const id = await fresh();
      await moveThrough(t, staff, id, 'jobseeker_accept', 'pending_employer_review');
      return id;
    };
    expect(await moveThrough(t, employer.token, await atEmployer(), 'resume_review', 'employer_reject')).toMatchObject({ archived: true });
    expect(await moveThrough(t, employer.token, await atEmployer(), 'offer_extended', 'offer_rejected')).toMatchObject({ archived: true });
    expect(await moveThrough(t, employer.token, await atEmployer(), 'team_interview')).toMatchObject({ archived: false });
  });

  it('moves an archived match again only by staff', async () => {
    const { ids } = await roleWithCandidates('Bursar', 1);
    const id = ids[0]!;
    await moveThrough(t, employer.token, id, 'employer_reject');
    await refusedMove(employer.token, id, 'phone_screen', 409, /Only staff can move an archived match/);
    expect(await moveThrough(t, staff, id, 'phone_screen')).toMatchObject({ status: 'phone_screen', archived: false });
  });

  it('holds one offer per role at a time; a hire needs the first-year salary, records the fee, archives the others and fills the role', async () => {
    const { role, ids, seekers } = await roleWithCandidates('Head of Science', 3);
    const [a, b, c] = ids as [number, number, number];
    await moveThrough(t, employer.token, a, 'final_interview', 'offer_extended');
    await moveThrough(t, employer.token, b, 'final_interview');
    await refusedMove(employer.token, b, 'offer_extended', 409, /already holds an offer/);
    await refusedMove(staff, b, 'offer_extended', 409, /already holds an offer/);
    await refusedMove(employer.token, b, 'hired', 409, /already holds an offer/, { first_year_salary: 90_000 });

    for (const salary of [undefined, 0, -5, 12.5, 50_000_000]) {
      const response = await move(t, employer.token, a, 'hired', salary === undefined ? {} : { first_year_salary: salary });
      expect(response.statusCode, String(salary)).toBe(400);
      expect(response.json()).toHaveProperty('first_year_salary');
    }
    expect((await move(t, employer.token, b, 'phone_screen', { first_year_salary: 1 })).statusCode).toBe(400);

    t.clock.advance(60_000);
    const hired = await move(t, employer.token, a, 'hired', { first_year_salary: 92_500, note: 'Starts in January.' });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json()).toMatchObject({ status: 'hired', archived: false, first_year_salary: 92_500, placement_fee: 9250, waiting_on: 'none' });
    // The fee is between the provider and the organisation: the job seeker does not see it.
    expect((await get(t, seekers[0]!.token, `/api/matches/${a}/`)).json()).toMatchObject({ status: 'hired', placement_fee: null });
    for (const id of [b, c]) {
      const archived = await matchOf(id);
      expect(archived).toMatchObject({ archived: true, waiting_on: 'none' });
      expect((await eventsOf(id)).at(-1)).toMatchObject({ note: 'Archived: another candidate was hired for this role.' });
    }
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, role.id));
    expect(row!.status).toBe('filled');
    await refusedMove(staff, a, 'employer_reject', 409, /hire is final/);
    await refusedMove(staff, b, 'phone_screen', 409, /role is filled/);
    // Staff are told of the hire and the fee to invoice.
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Hired: ${(await matchOf(a)).jobseeker_first_name} ${(await matchOf(a)).jobseeker_last_name} for Head of Science`));
    expect(mail?.body).toMatch(/Placement fee to invoice: \$9,250\.00/);
  });

  it('lets only one of two offers made at the same moment through', async () => {
    const { ids } = await roleWithCandidates('Race Role', 2);
    const answers = await Promise.all(ids.map((id) => move(t, employer.token, id, 'offer_extended')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const offers = (await Promise.all(ids.map(matchOf))).filter((match) => match.status === 'offer_extended');
    expect(offers).toHaveLength(1);
  });

  it('restarts the response clock on every move: a new status change time, the reminder cleared', async () => {
    const { ids } = await roleWithCandidates('Clock Role', 1);
    await t.database.db.update(matches).set({ remindedAt: t.clock.now() }).where(eq(matches.id, ids[0]!));
    t.clock.advance(120_000);
    await moveThrough(t, employer.token, ids[0]!, 'phone_screen');
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, ids[0]!));
    expect(row).toMatchObject({ remindedAt: null, statusChangedAt: t.clock.now(), updatedAt: t.clock.now() });
  });

  it('records no fee on custom terms', async () => {
    const { ids } = await roleWithCandidates('Custom Terms Role', 1, null);
    await refusedMove(employer.token, ids[0]!, 'hired', 409, /Extend an offer first/, { first_year_salary: 70_000 });
    await moveThrough(t, employer.token, ids[0]!, 'offer_extended');
    const hired = await move(t, employer.token, ids[0]!, 'hired', { first_year_salary: 70_000 });
    expect(hired.json()).toMatchObject({ status: 'hired', first_year_salary: 70_000, placement_fee: null });
  });

  it('refuses unknown statuses (400) and treats the current status as no change', async () => {
    const { ids } = await roleWithCandidates('Nurse', 1);
    expect((await move(t, employer.token, ids[0]!, 'promoted')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/matches/${ids[0]}/`, headers: auth(staff), payload: { note: 'x' } })).statusCode).toBe(400);
    const before = await eventsOf(ids[0]!);
    expect((await move(t, employer.token, ids[0]!, 'pending_employer_review')).statusCode).toBe(403);
    expect((await move(t, staff, ids[0]!, 'pending_employer_review')).statusCode).toBe(200);
    expect(await eventsOf(ids[0]!)).toEqual(before);
  });
});

describe('closing a role', () => {
  it('expires its open matches in the same move, by the system, saying why; hired and archived ones stay', async () => {
    const { role, ids } = await roleWithCandidates('Closing Role', 2);
    await moveThrough(t, employer.token, ids[1]!, 'employer_reject');
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/employer/role/${role.uuid}/`,
      headers: auth(employer.token),
      payload: { status: 'closed' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await matchOf(ids[0]!)).toMatchObject({ status: 'match_expired', archived: true });
    expect((await eventsOf(ids[0]!)).at(-1)).toMatchObject({
      actor: null,
      from_status: 'pending_employer_review',
      to_status: 'match_expired',
      note: 'The role was closed.',
    });
    expect(await matchOf(ids[1]!)).toMatchObject({ status: 'employer_reject' });
  });
});

describe('who sees and moves what', () => {
  let match: { id: number };
  let seeker: Jobseeker;
  let anotherSeeker: Jobseeker;
  let noAccess: Employee;
  beforeAll(async () => {
    const { ids, seekers } = await roleWithCandidates('Access Matrix Role', 1);
    match = { id: ids[0]! };
    seeker = seekers[0]!;
    anotherSeeker = await signUpJobseeker(t);
    noAccess = await coworkerOf(t, employer.employerId);
    await setMatchingAccess(t, noAccess.userId, false);
  });

  const reads = ['', 'events/', 'candidate/'];

  it('staff and the role’s employees with matching access read and move it', async () => {
    for (const token of [staff, employer.token]) {
      for (const path of reads) expect((await get(t, token, `/api/matches/${match.id}/${path}`)).statusCode, path).toBe(200);
      expect((await get(t, token, '/api/matches/')).json().results.map((m: { id: number }) => m.id)).toContain(match.id);
    }
    expect((await move(t, employer.token, match.id, 'resume_review')).statusCode).toBe(200);
    expect((await move(t, staff, match.id, 'phone_screen')).statusCode).toBe(200);
  });

  it('refuses an employee without matching access (403) and hides it from another organization (404)', async () => {
    expect((await get(t, noAccess.token, '/api/matches/')).statusCode).toBe(403);
    for (const path of reads) expect((await get(t, noAccess.token, `/api/matches/${match.id}/${path}`)).statusCode).toBe(403);
    expect((await move(t, noAccess.token, match.id, 'initial_interview')).statusCode).toBe(403);

    expect((await get(t, other.token, '/api/matches/')).json().results.map((m: { id: number }) => m.id)).not.toContain(match.id);
    for (const path of reads) expect((await get(t, other.token, `/api/matches/${match.id}/${path}`)).statusCode).toBe(404);
    expect((await move(t, other.token, match.id, 'initial_interview')).statusCode).toBe(404);
  });

  it('shows the job seeker their own match but not its history or profile summary, and never lets them move it', async () => {
    expect((await get(t, seeker.token, '/api/matches/')).json().results.map((m: { id: number }) => m.id)).toEqual([match.id]);
    expect((await get(t, seeker.token, `/api/matches/${match.id}/`)).statusCode).toBe(200);
    expect((await get(t, seeker.token, `/api/matches/${match.id}/events/`)).statusCode).toBe(403);
    expect((await get(t, seeker.token, `/api/matches/${match.id}/candidate/`)).statusCode).toBe(403);
    expect((await move(t, seeker.token, match.id, 'initial_interview')).statusCode).toBe(403);
  });

  it('hides it from another job seeker and refuses anonymous callers', async () => {
    expect((await get(t, anotherSeeker.token, '/api/matches/')).json().results).toEqual([]);
    expect((await get(t, anotherSeeker.token, `/api/matches/${match.id}/`)).statusCode).toBe(404);
    expect((await move(t, anotherSeeker.token, match.id, 'initial_interview')).statusCode).toBe(404);
    for (const path of reads) expect((await get(t, anotherSeeker.token, `/api/matches/${match.id}/${path}`)).statusCode).not.toBe(200);
    for (const path of ['', ...reads.map((p) => `${match.id}/${p}`)]) expect((await get(t, null, `/api/matches/${path}`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/matches/${match.id}/`, payload: { status: 'phone_screen' } })).statusCode).toBe(401);
  });

  it('keeps a match with staff out of the employer’s sight until pending employer review, and staff-rejected ones out of the job seeker’s', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Hidden Stages Role');
    const hidden = await proposed(t, staff, role.uuid, anotherSeeker.userId);
    expect((await get(t, employer.token, `/api/matches/${hidden.id}/`)).statusCode).toBe(404);
    expect((await move(t, employer.token, hidden.id, 'phone_screen')).statusCode).toBe(404);
    expect((await get(t, employer.token, `/api/matches/?role=${role.uuid}`)).json().results).toEqual([]);
    expect((await get(t, anotherSeeker.token, `/api/matches/${hidden.id}/`)).statusCode).toBe(200);
    await moveThrough(t, staff, hidden.id, 'staff_rejected');
    expect((await get(t, anotherSeeker.token, `/api/matches/${hidden.id}/`)).statusCode).toBe(404);
  });

  it('filters the list by role, status and archived, and refuses filters that mean nothing (400)', async () => {
    const { role, ids } = await roleWithCandidates('Filter Role', 2);
    await moveThrough(t, employer.token, ids[1]!, 'employer_reject');
    const list = async (query: string) => (await get(t, staff, `/api/matches/?${query}`)).json().results.map((m: { id: number }) => m.id);
    expect((await list(`role=${role.uuid}`)).sort()).toEqual([...ids].sort());
    expect(await list(`role=${role.uuid}&archived=true`)).toEqual([ids[1]]);
    expect(await list(`role=${role.uuid}&archived=false&status=pending_employer_review`)).toEqual([ids[0]]);
    for (const query of ['role=nope', 'status=promoted', 'archived=yes', 'colour=blue'])
      expect((await get(t, staff, `/api/matches/?${query}`)).statusCode, query).toBe(400);
  });
});

describe('the job seeker’s answer and the e-mail link', () => {
  it('records interest on the match for staff, by the signed-in job seeker or the confirmation token', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Interest Role');
    const seeker = await signUpJobseeker(t, { first_name: 'Ida', last_name: 'Wells' });
    const match = await proposed(t, staff, role.uuid, seeker.userId);
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, match.id));
    const token = row!.confirmationToken;

    const shown = await get(t, null, `/api/matches/confirmation/${token}/`);
    expect(shown.statusCode).toBe(200);
    // The whole answer, so nothing about the person beyond the match reaches the public link.
    expect(shown.json()).toEqual({
      role_title: 'Interest Role',
      employer_name: 'Pipeline Public Schools',
      status: 'confirm_match',
      archived: false,
      answered: false,
      jobseeker_interest: null,
      open: true,
    } satisfies FromSchema<typeof matchConfirmationWireSchema>);
    expect((await get(t, null, '/api/matches/confirmation/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
    expect((await get(t, null, '/api/matches/confirmation/nonsense/')).statusCode).toBe(404);

    const answered = await t.app.inject({ method: 'POST', url: `/api/matches/confirmation/${token}/`, payload: { interested: true, note: 'Keen!' } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answered: true, jobseeker_interest: 'interested' });
    expect(await matchOf(match.id)).toMatchObject({ jobseeker_interest: 'interested', jobseeker_interest_note: 'Keen!', waiting_on: 'staff' });
    expect((await get(t, seeker.token, `/api/matches/${match.id}/`)).json()).toMatchObject({ jobseeker_interest_note: 'Keen!' });
    const staffNotices = await t.database.db.select().from(notifications).where(eq(notifications.type, 'match_interest'));
    expect(staffNotices.map((notice) => notice.title)).toContain('Ida Wells is interested in Interest Role (Pipeline Public Schools)');

    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/interest/`,
      headers: auth(seeker.token),
      payload: { interested: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ jobseeker_interest: 'not_interested', jobseeker_interest_note: null });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/matches/${match.id}/interest/`, headers: auth(staff), payload: { interested: true } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/matches/${match.id}/interest/`, headers: auth(seeker.token), payload: { interested: 'yes' } }))
        .statusCode,
    ).toBe(400);

    await moveThrough(t, staff, match.id, 'jobseeker_reject');
    const late = await t.app.inject({ method: 'POST', url: `/api/matches/confirmation/${token}/`, payload: { interested: true } });
    expect(late.statusCode).toBe(409);
  });
});

describe('the employer’s new candidates', () => {
  it('counts matches sent to the employer until opened, tells the employees with matching access by e-mail, and shows a profile summary without demographics or contact details', async () => {
    const admin = await signUpEmployer(t.app, 'Counting Charter');
    const { employerId } = admin;
    const without = await coworkerOf(t, employerId);
    await setMatchingAccess(t, without.userId, false);
    const role = await openRoleRow(t, employerId, 'Counted Role');
    const seeker = await signUpJobseeker(t, { first_name: 'Mary', last_name: 'Jackson' });
    const match = await proposed(t, staff, role.uuid, seeker.userId);
    const count = async () => (await get(t, admin.token, '/api/employer/new-match-count/')).json().count;
    const interest = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/interest/`,
      headers: auth(seeker.token),
      payload: { interested: true, note: 'Only if remote Fridays.' },
    });
    expect(interest.statusCode).toBe(200);
    await moveThrough(t, staff, match.id, 'jobseeker_accept');
    expect(await count()).toBe(0);
    await moveThrough(t, staff, match.id, 'pending_employer_review');
    expect(await count()).toBe(1);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.type, 'match_for_review'));
    expect(notices.filter((n) => n.userId === admin.userId).map((n) => n.actionUrl)).toEqual([`/matching/${role.uuid}?match=${match.id}`]);
    expect(notices.some((n) => n.userId === without.userId)).toBe(false);

    // The job seeker's note was written to staff, not to the employer.
    expect((await get(t, admin.token, `/api/matches/${match.id}/`)).json()).toMatchObject({
      seen: false,
      jobseeker_interest: 'interested',
      jobseeker_interest_note: null,
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/matches/${match.id}/seen/`, headers: auth(admin.token) })).statusCode).toBe(204);
    expect(await count()).toBe(0);
    expect((await get(t, admin.token, `/api/matches/${match.id}/`)).json().seen).toBe(true);

    const candidate = await get(t, admin.token, `/api/matches/${match.id}/candidate/`);
    expect(candidate.statusCode).toBe(200);
    expect(candidate.json()).toMatchObject({ jobseeker: seeker.userId, first_name: 'Mary', last_name: 'Jackson', summary: expect.any(Array) });
    expect(Object.keys(candidate.json()).sort()).toEqual([
      'first_name',
      'headline',
      'jobseeker',
      'last_name',
      'reasons',
      'score',
      'starts_late',
      'summary',
      'unmet_requirements',
    ]);
    // What the candidate lacks of the role's requirements is said to the employer too (none here: it requires nothing).
    expect(candidate.json()).toMatchObject({ unmet_requirements: [], starts_late: false });
    const text = JSON.stringify(candidate.json());
    expect(text).not.toContain(seeker.email);
    expect(text).not.toMatch(/gender|ethnicity|phone/i);
  });
});
