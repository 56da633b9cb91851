import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { jobs, messages, notifications } from '../../../src/server/db/schema';
import { backoffMs, JobWorker } from '../../../src/server/queue/job-worker';
import { MESSAGE_EMAIL_DELAY_MS, MESSAGE_JOB_HANDLERS } from '../../../src/server/messages/message-email-job';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, coworkerOf, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get, moveThrough, openRoleRow, proposed, setMatchingAccess, signUpJobseeker, type Jobseeker } from '../support/match-helpers';

let t: TestApp;
let staff: string;
let employer: Employee;
let coworkerWithout: Employee;
let otherOrg: Employee;
let seeker: Jobseeker;
let otherSeeker: Jobseeker;
let matchId: number;
let threadId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Lakeside Unified');
  coworkerWithout = await coworkerOf(t, employer.employerId);
  await setMatchingAccess(t, coworkerWithout.userId, false);
  otherOrg = await signUpEmployer(t.app, 'Elsewhere Academy');
  seeker = await signUpJobseeker(t, { first_name: 'Ada', last_name: 'Byron' });
  otherSeeker = await signUpJobseeker(t);
  const role = await openRoleRow(t, employer.employerId, 'Dean of Students');
  const match = await proposed(t, staff, role.uuid, seeker.userId);
  await moveThrough(t, staff, match.id, 'jobseeker_accept', 'pending_employer_review');
  matchId = match.id;
  const thread = await get(t, staff, `/api/matches/${matchId}/thread/`);
  expect(thread.statusCode, thread.body).toBe(200);
  threadId = thread.json().id;
});
afterAll(() => t.close());

const post = (token: string | null, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: token === null ? {} : auth(token), payload: payload as Record<string, unknown> });
const write = (token: string, body: string, visibility: string[], thread = threadId) =>
  post(token, `/api/messages/threads/${thread}/messages/`, { body, visibility });
const bodiesSeenBy = async (token: string) => (await get(t, token, `/api/messages/threads/${threadId}/`)).json().messages.map((m: { body: string }) => m.body);

describe('a match thread', () => {
  it('is made with the match and answered as {id, match, messages}', async () => {
    const response = await get(t, staff, `/api/messages/threads/${threadId}/`);
    expect(response.json()).toMatchObject({ id: threadId, match: matchId, messages: [], can_write_to: ['jobseeker', 'employer', 'staff'] });
    // The same thread through the match, for each party who sees the match.
    expect((await get(t, seeker.token, `/api/matches/${matchId}/thread/`)).json().id).toBe(threadId);
    expect((await get(t, employer.token, `/api/matches/${matchId}/thread/`)).json().id).toBe(threadId);
  });

  it('shows each side exactly the messages its side may read: every audience × every person', async () => {
    const audiences: [string, string[]][] = [
      ['to staff', ['staff']],
      ['to the job seeker', ['jobseeker']],
      ['to the employer', ['employer']],
      ['to the job seeker and employer', ['jobseeker', 'employer']],
      ['to all three', ['jobseeker', 'employer', 'staff']],
    ];
    for (const [body, visibility] of audiences) expect((await write(staff, body, visibility)).statusCode).toBe(201);

    expect(await bodiesSeenBy(staff)).toEqual(audiences.map(([body]) => body));
    expect(await bodiesSeenBy(seeker.token)).toEqual(['to the job seeker', 'to the job seeker and employer', 'to all three']);
    expect(await bodiesSeenBy(employer.token)).toEqual(['to the employer', 'to the job seeker and employer', 'to all three']);

    // Nobody else reads the thread at all.
    expect((await get(t, otherOrg.token, `/api/messages/threads/${threadId}/`)).statusCode).toBe(404);
    expect((await get(t, otherSeeker.token, `/api/messages/threads/${threadId}/`)).statusCode).toBe(404);
    expect((await get(t, coworkerWithout.token, `/api/messages/threads/${threadId}/`)).statusCode).toBe(403);
    expect((await get(t, null, `/api/messages/threads/${threadId}/`)).statusCode).toBe(401);
    expect((await get(t, otherOrg.token, `/api/matches/${matchId}/thread/`)).statusCode).toBe(404);
    expect((await get(t, otherSeeker.token, `/api/matches/${matchId}/thread/`)).statusCode).toBe(404);

    // Labels say who may read each one.
    const labels = (await get(t, staff, `/api/messages/threads/${threadId}/`)).json().messages.map((m: { visibility_label: string }) => m.visibility_label);
    expect(labels).toEqual(['Staff only', 'Job seeker only', 'Employer only', 'Job seeker and employer', 'Job seeker and employer']);
  });

  it('counts and lists only what each side may read, and a read thread counts nothing', async () => {
    const unread = async (token: string) => (await get(t, token, '/api/messages/unread-count/')).json().count;
    const listed = async (token: string) => (await get(t, token, '/api/messages/threads/')).json();
    expect(await unread(seeker.token)).toBe(3);
    expect(await unread(employer.token)).toBe(3);
    expect(await unread(otherSeeker.token)).toBe(0);
    expect(await unread(otherOrg.token)).toBe(0);
    expect(await unread(coworkerWithout.token)).toBe(0);
    expect((await listed(seeker.token)).results).toEqual([
      expect.objectContaining({ id: threadId, match: matchId, unread_count: 3, title: 'Dean of Students at Lakeside Unified', last_message: 'to all three' }),
    ]);
    expect(await listed(otherSeeker.token)).toEqual({ count: 0, results: [] });
    expect(await listed(otherOrg.token)).toEqual({ count: 0, results: [] });
    expect((await get(t, null, '/api/messages/threads/')).statusCode).toBe(401);

    expect((await post(seeker.token, `/api/messages/threads/${threadId}/read/`, {})).statusCode).toBe(200);
    expect(await unread(seeker.token)).toBe(0);
    expect(await unread(employer.token)).toBe(3);
  });

  it('lets the employer and the job seeker write, always to themselves and staff, and refuses what they may not address', async () => {
    const reply = await write(employer.token, 'Thanks, we would like to interview Ada.', ['employer']);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({
      author: employer.userId,
      author_side: 'employer',
      visibility: ['employer', 'staff'],
      visibility_label: 'Employer only',
    });
    expect(await bodiesSeenBy(staff)).toContain('Thanks, we would like to interview Ada.');
    expect(await bodiesSeenBy(seeker.token)).not.toContain('Thanks, we would like to interview Ada.');

    const before = await t.database.db.select().from(messages);
    for (const [token, payload, field] of [
      [seeker.token, { body: '   ', visibility: ['jobseeker'] }, 'body'],
      [seeker.token, { body: 'x'.repeat(5_001), visibility: ['jobseeker'] }, 'body'],
      [seeker.token, { body: 'Hello', visibility: [] }, 'visibility'],
      [seeker.token, { body: 'Hello', visibility: ['everyone'] }, 'visibility'],
      [seeker.token, { body: 'Hello' }, 'visibility'],
    ] as const) {
      const response = await post(token, `/api/messages/threads/${threadId}/messages/`, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json())).toEqual([field, 'code']);
    }
    expect((await write(otherOrg.token, 'Let me in', ['employer'])).statusCode).toBe(404);
    expect((await write(coworkerWithout.token, 'Let me in', ['employer'])).statusCode).toBe(403);
    expect(await t.database.db.select().from(messages)).toEqual(before);
  });

  it('tells the audience by the bell at once, and by e-mail only those who have not read it 10 minutes later', async () => {
    await post(employer.token, `/api/messages/threads/${threadId}/read/`, {});
    await post(seeker.token, `/api/messages/threads/${threadId}/read/`, {});
    const bellsBefore = await t.database.db.select().from(notifications).where(eq(notifications.type, 'message'));
    expect((await write(staff, 'Interview on Tuesday at 10?', ['jobseeker', 'employer'])).statusCode).toBe(201);
    expect((await write(staff, 'Internal: check references first.', ['staff'])).statusCode).toBe(201);
    const bells = (await t.database.db.select().from(notifications).where(eq(notifications.type, 'message'))).slice(bellsBefore.length);
    // One bell each for the job seeker and the employer (the only employee with matching access); none for the staff note.
    expect(bells.map((bell) => bell.userId).sort()).toEqual([seeker.userId, employer.userId].sort());
    expect(bells.find((bell) => bell.userId === seeker.userId)?.title).toBe('New message: Dean of Students at Lakeside Unified');
    expect(bells.every((bell) => !bell.title.includes('Interview') && !bell.title.includes('references'))).toBe(true);

    // The employer reads it in the app; the job seeker is away.
    await post(employer.token, `/api/messages/threads/${threadId}/read/`, {});
    const outboxBefore = new Set(fs.readdirSync(t.outboxDir));
    const worker = new JobWorker(t.app.ctx, { handlers: MESSAGE_JOB_HANDLERS });
    await worker.runDue();
    expect(fs.readdirSync(t.outboxDir).filter((file) => !outboxBefore.has(file))).toEqual([]);
    t.clock.advance(MESSAGE_EMAIL_DELAY_MS + 1_000);
    await worker.runDue();
    const mails = fs
      .readdirSync(t.outboxDir)
      .filter((file) => !outboxBefore.has(file))
      .map((file) => fs.readFileSync(`${t.outboxDir}/${file}`, 'utf8'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${seeker.email}`);
    expect(mails[0]).toContain('A new message');
    expect(mails[0]).toContain(`/messages?thread=${threadId}`);
    // Never the words, and never a staff note.
    expect(mails[0]).not.toContain('Interview on Tuesday');
    expect(mails[0]).not.toContain('references');
  });
});

describe('the away e-mail', () => {
  it('is tried again, with the failure logged against its job, when the database fails while it is prepared', async () => {
    await post(seeker.token, `/api/messages/threads/${threadId}/read/`, {});
    expect((await write(staff, 'Could you send your references?', ['jobseeker'])).statusCode).toBe(201);
    const outboxBefore = new Set(fs.readdirSync(t.outboxDir));
    const newMails = () => fs.readdirSync(t.outboxDir).filter((file) => !outboxBefore.has(file));
    const logged: string[] = [];
    const worker = new JobWorker(t.app.ctx, { handlers: MESSAGE_JOB_HANDLERS, log: (line) => void logged.push(line) });
    const job = async () =>
      (
        await t.database.db
          .select()
          .from(jobs)
          .where(eq(jobs.singletonKey, `message-email:${threadId}:${seeker.userId}`))
          .orderBy(desc(jobs.id))
          .limit(1)
      )[0]!;

    // A real failure of the database while the job reads the conversation: its table is not there for a moment.
    t.clock.advance(MESSAGE_EMAIL_DELAY_MS + 1_000);
    await t.database.db.execute(sql`alter table message_threads rename to message_threads_away`);
    try {
      expect(await worker.runDue()).toBe(1);
    } finally {
      await t.database.db.execute(sql`alter table message_threads_away rename to message_threads`);
    }
    expect(newMails()).toEqual([]);
    const failed = await job();
    expect(failed).toMatchObject({ state: 'pending', attempts: 1 });
    expect(failed.lastError).toContain('message_threads');
    expect(logged).toEqual([expect.stringMatching(new RegExp(`^Job ${failed.id} \\(message-email\\) failed on attempt 1: .*message_threads`))]);

    // The retry, once its back-off has passed, sends the e-mail the failure held up.
    t.clock.advance(backoffMs(1));
    await worker.runDue();
    expect(await job()).toMatchObject({ id: failed.id, state: 'done', attempts: 2 });
    expect(newMails()).toHaveLength(1);
  });
});

describe('a conversation between staff and one person', () => {
  it('is opened by staff only, and read only by that person and staff', async () => {
    expect((await post(seeker.token, '/api/messages/threads/', { person: otherSeeker.userId })).statusCode).toBe(403);
    expect((await post(staff, '/api/messages/threads/', { person: 'x' })).statusCode).toBe(400);
    const opened = await post(staff, '/api/messages/threads/', { person: otherOrg.userId });
    expect(opened.statusCode, opened.body).toBe(201);
    const direct = opened.json();
    expect(direct).toMatchObject({ match: null, person: otherOrg.userId, can_write_to: ['employer', 'staff'] });
    // A match side the conversation has not is refused, with the reason.
    const wrong = await write(staff, 'Hello', ['jobseeker'], direct.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().visibility[0]).toMatch(/cannot write to the job seeker/);

    expect((await write(staff, 'Welcome aboard!', ['employer'], direct.id)).statusCode).toBe(201);
    expect((await get(t, otherOrg.token, `/api/messages/threads/${direct.id}/`)).json()).toMatchObject({
      title: 'Our staff',
      messages: [{ body: 'Welcome aboard!' }],
    });
    expect((await get(t, employer.token, `/api/messages/threads/${direct.id}/`)).statusCode).toBe(404);
    expect((await get(t, seeker.token, `/api/messages/threads/${direct.id}/`)).statusCode).toBe(404);
    const reply = await write(otherOrg.token, 'Thank you!', ['employer'], direct.id);
    expect(reply.statusCode).toBe(201);
    // Staff see it among their threads, newest first.
    const staffThreads = (await get(t, staff, '/api/messages/threads/')).json().results;
    expect(staffThreads[0]).toMatchObject({ id: direct.id, last_message: 'Thank you!', unread_count: 1 });
  });
});
