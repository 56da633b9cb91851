import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, notifications, outboxMessages, users } from '../../../src/server/db/schema';
import { JobWorker } from '../../../src/server/queue/job-worker';
import { MATCH_DEADLINES, MATCH_JOB_HANDLERS, MATCH_RECURRING_JOBS } from '../../../src/server/matching/match-jobs';
import type { AppContext } from '../../../src/server/http/app-context';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get, moveThrough, openRoleRow, proposed, signUpJobseeker } from '../support/match-helpers';
import { GOOD_PASSWORD, login } from '../support/accounts';

/**
 * Scheduled match work with the app's clock moved by hand: the confirm-match e-mail the next morning, then the
 * response deadlines (README "Scheduled work"): a reminder, then the match expires; staff are only reminded.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let employer: Employee;
let employerEmail = '';
let worker: JobWorker;

/** Sessions last minutes and the clock moves days: each call signs in afresh, as a person coming back would. */
async function tokenOf(email: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await login(t.app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}
const staffNow = () => tokenOf('staff@demo.example.com', 'DemoStaff1234');

beforeAll(async () => {
  t = await createTestApp();
  await staffToken(t);
  employer = await signUpEmployer(t.app, 'Deadline Charter Network');
  employerEmail = (await t.database.db.select().from(users).where(eq(users.id, employer.userId)))[0]!.email;
  worker = new JobWorker(t.app.ctx, { handlers: MATCH_JOB_HANDLERS, recurring: MATCH_RECURRING_JOBS });
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts its own deadline sweeps.
  await t.database.db.delete(jobs);
});

async function mailsTo(email: string) {
  return t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
}

async function newMatch(title: string) {
  const role = await openRoleRow(t, employer.employerId, title);
  const seeker = await signUpJobseeker(t);
  const match = await proposed(t, await staffNow(), role.uuid, seeker.userId);
  return { role, seeker, match };
}

async function matchOf(id: number) {
  return (await get(t, await staffNow(), `/api/matches/${id}/`)).json<{ status: string; archived: boolean }>();
}

/** Runs whatever is due after moving the clock; the sweep is scheduled as the server schedules it. */
async function after(ms: number) {
  t.clock.advance(ms);
  await worker.scheduleRecurring();
  await worker.runDue();
}

describe('the confirm-match e-mail', () => {
  it('reaches the job seeker at nine the next morning, New York time, with a link that answers without signing in', async () => {
    // The test clock starts at 12:00 UTC, 7:00 in New York: the e-mail waits for nine.
    const { seeker, match } = await newMatch('Literacy Coach');
    await after(0);
    expect((await mailsTo(seeker.email)).filter((mail) => mail.link?.includes('/matching/confirmation'))).toHaveLength(0);
    await after(2 * HOUR);
    const sent = (await mailsTo(seeker.email)).filter((mail) => mail.link?.includes('/matching/confirmation'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Literacy Coach');
    const token = new URL(sent[0]!.link!).searchParams.get('token')!;
    const confirmation = await t.app.inject({ method: 'GET', url: `/api/matches/confirmation/${token}/` });
    expect(confirmation.statusCode).toBe(200);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seeker.userId), eq(notifications.type, 'match_confirm')));
    expect(bell).toHaveLength(1);
    // Once only, however often the worker looks.
    await after(DAY);
    expect((await mailsTo(seeker.email)).filter((mail) => mail.link?.includes('/matching/confirmation'))).toHaveLength(1);
    expect(match.status).toBe('confirm_match');
  });

  it('is not sent when the job seeker answered from My Matches before the morning', async () => {
    const { seeker, match } = await newMatch('Data Analyst');
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/interest/`,
      headers: auth(await tokenOf(seeker.email)),
      payload: { interested: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await after(3 * HOUR);
    expect((await mailsTo(seeker.email)).filter((mail) => mail.link?.includes('/matching/confirmation'))).toHaveLength(0);
  });
});

describe('response deadlines', () => {
  it('reminds a silent job seeker once after two days, and expires the match after four', async () => {
    const { seeker, match } = await newMatch('Operations Manager');
    await after(2 * DAY);
    const reminders = (await mailsTo(seeker.email)).filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    await after(HOUR);
    expect((await mailsTo(seeker.email)).filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(1);
    expect(await matchOf(match.id)).toMatchObject({ status: 'confirm_match', archived: false });
    await after(2 * DAY);
    expect(await matchOf(match.id)).toMatchObject({ status: 'match_expired', archived: true });
    const events = (await get(t, await staffNow(), `/api/matches/${match.id}/events/`)).json<{ actor: unknown; to_status: string; note: string }[]>();
    const list = Array.isArray(events) ? events : (events as { results: typeof events }).results;
    expect(list.at(-1)).toMatchObject({ actor: null, to_status: 'match_expired', note: 'Nobody answered within 4 days.' });
  });

  it('reminds the employer after five days in review and expires the match after ten; a move restarts the count', async () => {
    const { match } = await newMatch('Finance Director');
    await moveThrough(t, await staffNow(), match.id, 'jobseeker_accept', 'pending_employer_review');
    await after(4 * DAY);
    await moveThrough(t, await tokenOf(employerEmail), match.id, 'phone_screen');
    await after(4 * DAY);
    expect((await mailsTo(employerEmail)).filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(0);
    await after(DAY);
    expect((await mailsTo(employerEmail)).filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(1);
    await after(5 * DAY);
    expect(await matchOf(match.id)).toMatchObject({ status: 'match_expired', archived: true });
  });

  it('reminds staff of a match waiting on them, and never expires it', async () => {
    const { match } = await newMatch('Talent Manager');
    await moveThrough(t, await staffNow(), match.id, 'jobseeker_accept');
    const staffMails = async () =>
      (await t.database.db.select().from(outboxMessages)).filter((mail) => mail.subject.startsWith('Reminder') && mail.body.includes('Talent Manager'));
    await after(2 * DAY);
    expect(await staffMails()).toHaveLength(1);
    await after(30 * DAY);
    expect(await matchOf(match.id)).toMatchObject({ status: 'jobseeker_accept', archived: false });
  });
});

describe('the deadline sweep against what happens meanwhile', () => {
  it('leaves alone a match the employer moved between the sweep reading it and expiring it', async () => {
    const { match } = await newMatch('Chief Academic Officer');
    await moveThrough(t, await staffNow(), match.id, 'jobseeker_accept', 'pending_employer_review');
    t.clock.advance(10 * DAY + HOUR);
    const employerToken = await tokenOf(employerEmail);
    // The sweep has read the match as due; before it writes, the employer moves it on.
    let movedMeanwhile = false;
    const db = new Proxy(t.app.ctx.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
        return async (...args: Parameters<typeof target.transaction>) => {
          if (!movedMeanwhile) {
            movedMeanwhile = true;
            await moveThrough(t, employerToken, match.id, 'phone_screen');
          }
          return target.transaction(...args);
        };
      },
    });
    const sweep = MATCH_JOB_HANDLERS[MATCH_DEADLINES]!;
    await sweep({ id: 0, kind: MATCH_DEADLINES, payload: {}, attempts: 1, maxAttempts: 1, runAt: t.clock.now() }, { ...t.app.ctx, db } satisfies AppContext);
    expect(movedMeanwhile).toBe(true);
    expect(await matchOf(match.id)).toMatchObject({ status: 'phone_screen', archived: false });
    const events = (await get(t, await staffNow(), `/api/matches/${match.id}/events/`)).json<{ to_status: string }[] | { results: { to_status: string }[] }>();
    const list = Array.isArray(events) ? events : events.results;
    expect(list.map((event) => event.to_status)).not.toContain('match_expired');
  });

  it("expires a job seeker's match however many matches wait on staff ahead of it", async () => {
    const { match } = await newMatch('Dean of Students');
    const role = await openRoleRow(t, employer.employerId, 'Staff Backlog Role');
    const now = t.clock.now();
    // 600 matches waiting on staff since before it, already reminded: they never expire.
    await t.database.db.execute(sql`
      with seekers as (
        insert into users (email, email_normalized, password_hash, first_name, last_name, user_type)
        select 'backlog' || g || '@example.com', 'backlog' || g || '@example.com', '-', 'Backlog', 'Seeker', 'jobseeker'
        from generate_series(1, 600) as g
        returning id
      )
      insert into matches (role_id, jobseeker_id, status, status_changed_at, reminded_at)
      select ${role.id}, id, 'jobseeker_accept', ${new Date(now.getTime() - DAY)}, ${now} from seekers`);
    await after(4 * DAY + HOUR);
    expect(await matchOf(match.id)).toMatchObject({ status: 'match_expired', archived: true });
  });
});
