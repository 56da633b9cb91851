import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDocument } from '../../../src/flows';
import { flowAnswers } from '../../../src/server/db/schema';
import { FLOW_JOB_HANDLERS } from '../../../src/server/flows/studio/flow-migration-job';
import { JobWorker } from '../../../src/server/queue/job-worker';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import { login } from '../support/accounts';
import { jobseekerWithAnswers, type Seeker } from '../support/complete-jobseeker-answers';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 34 items 1-4: a published version reaches everyone already inside, from every earlier version, and no
// mistake reaches a live form.

let t: TestApp;
let staff: string;
let boardMember: Seeker;
let curious: Seeker;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as Record<string, unknown> });

interface Problem {
  kind: string;
  step?: string;
  question?: string;
  message: string;
  answer_sets?: number;
  values?: { value: unknown; answer_sets: number }[];
}

/** The job seeking statuses with "Just curious" gone. */
const STATUSES_WITHOUT_CURIOUS = {
  type: 'string',
  oneOf: [
    { const: 'active', title: 'Actively looking' },
    { const: 'passive', title: 'Open to the right opportunity' },
    { const: 'part_time', title: 'Looking for part-time work' },
  ],
  errorMessage: { oneOf: 'Choose from the listed statuses' },
} as const;

/** The current job seeker flow as a draft of its next version. */
function draftOfCurrent(): FlowDocument {
  const current = t.app.ctx.flows.latest('jobseeker')!;
  // As the studio starts a draft: the version's own answer moves were for the version before it, not this draft's.
  const { migrateFrom: _moves, ...document } = structuredClone(t.app.ctx.flows.document('jobseeker', current.version)!);
  return { ...document, version: current.version + 1 };
}

const problemsOf = async (draft: FlowDocument): Promise<Problem[]> => {
  const response = await post(staff, '/api/flows/jobseeker/drafts/', { flow: draft });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ problems: Problem[] }>().problems;
};

async function publish(draft: FlowDocument): Promise<void> {
  const response = await post(staff, '/api/flows/jobseeker/versions/', { flow: draft });
  expect(response.statusCode, response.body).toBe(201);
}

const runJobs = () => new JobWorker(t.app.ctx, { handlers: FLOW_JOB_HANDLERS }).runDue();

async function versionsHeld(): Promise<Record<number, number>> {
  const rows = await t.database.db
    .select({ version: flowAnswers.flowVersion, count: sql<number>`count(*)::int` })
    .from(flowAnswers)
    .where(eq(flowAnswers.flowId, 'jobseeker'))
    .groupBy(flowAnswers.flowVersion);
  return Object.fromEntries(rows.map((row) => [row.version, Number(row.count)]));
}

async function answersOf(userId: number): Promise<Record<string, unknown>> {
  const [row] = await t.database.db
    .select({ answers: flowAnswers.answers })
    .from(flowAnswers)
    .where(and(eq(flowAnswers.userId, userId), eq(flowAnswers.flowId, 'jobseeker')));
  return row!.answers as Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  staff = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token as string;
  boardMember = await jobseekerWithAnswers(t, { currentlySitsOnBoard: true, currentBoardSeats: 'Treasurer of the Lincoln Elementary PTA board' });
  curious = await jobseekerWithAnswers(t, { jobSeekingStatus: 'curious' });
  await jobseekerWithAnswers(t, { jobSeekingStatus: 'passive' });
});
afterAll(() => t.close());

describe('every published version reaches everyone already inside', () => {
  it('refuses a draft that changes nothing, in words', async () => {
    const problems = await problemsOf(draftOfCurrent());
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'unchanged', message: expect.stringContaining('would change nothing') }));
    expect((await post(staff, '/api/flows/jobseeker/versions/', { flow: draftOfCurrent() })).statusCode).toBe(400);
  });

  it('refuses two options with one value, a condition on its own answer and a limit the type does not have, each at its question or step', async () => {
    const draft = draftOfCurrent();
    draft.questions.jobSeekingStatus!.schema = {
      type: 'string',
      minLength: 2,
      errorMessage: { minLength: 'Too short', oneOf: 'Choose from the listed statuses' },
      oneOf: [
        { const: 'active', title: 'Actively looking' },
        { const: 'active', title: 'On a sabbatical' },
        { const: 'passive', title: 'Open to the right opportunity' },
        { const: 'part_time', title: 'Looking for part-time work' },
        { const: 'curious', title: 'Just curious' },
      ],
    };
    draft.steps = draft.steps.map((step) => (step.name === 'current_board_seats' ? { ...step, when: { op: 'exists', field: 'currentBoardSeats' } } : step));
    const problems = await problemsOf(draft);
    expect(problems).toContainEqual(
      expect.objectContaining({ kind: 'duplicate-option', question: 'jobSeekingStatus', message: expect.stringContaining('“On a sabbatical”') }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'limit-not-for-type', question: 'jobSeekingStatus' }));
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'condition-needs-own-answer', step: 'current_board_seats' }));
    for (const problem of problems) expect(problem.message).not.toMatch(/\.\.\/|enums\/|mapValues|migrateFrom/);
  });

  it('refuses removing a question or option that saved answers hold, and a tighter limit, naming the question and how many people', async () => {
    const draft = draftOfCurrent();
    delete draft.questions.currentBoardSeats;
    draft.steps = draft.steps.filter((step) => step.name !== 'current_board_seats');
    draft.questions.jobSeekingStatus!.schema = STATUSES_WITHOUT_CURIOUS;
    const curiousCount = await t.database.db.$count(flowAnswers, sql`${flowAnswers.answers} ->> 'jobSeekingStatus' = 'curious'`);
    const boardCount = await t.database.db.$count(flowAnswers, sql`${flowAnswers.answers} ? 'currentBoardSeats'`);
    const problems = await problemsOf(draft);
    const lost = problems.find((problem) => problem.kind === 'vanished-code' && problem.question === 'currentBoardSeats');
    expect(lost).toMatchObject({ answer_sets: boardCount, message: expect.stringContaining('“Which boards do you sit on?”') });
    const gone = problems.find((problem) => problem.kind === 'vanished-code' && problem.question === 'jobSeekingStatus');
    expect(gone).toMatchObject({ step: 'job_seeking_status', answer_sets: curiousCount, values: [{ value: 'curious', answer_sets: curiousCount }] });
    expect(gone!.message).toContain('“Just curious”');

    const tighter = draftOfCurrent();
    tighter.questions.currentBoardSeats!.schema = { type: 'string', maxLength: 10, errorMessage: { maxLength: 'Keep this to 10 characters or fewer' } };
    const refused = (await problemsOf(tighter)).find((problem) => problem.kind === 'answers-refused');
    expect(refused).toMatchObject({ question: 'currentBoardSeats', step: 'current_board_seats' });
    expect(refused!.values).toContainEqual({ value: 'Treasurer of the Lincoln Elementary PTA board', answer_sets: 1 });
    expect((await post(staff, '/api/flows/jobseeker/versions/', { flow: tighter })).statusCode).toBe(400);
  });

  it('moves every answer set from every earlier version onto the newest, and the person then gets the new version', async () => {
    const everyone = await t.database.db.$count(flowAnswers, eq(flowAnswers.flowId, 'jobseeker'));
    const second = draftOfCurrent();
    second.questions.jobSeekingStatus!.label = 'Where are you in your search for a role?';
    const dry = await post(staff, '/api/flows/jobseeker/drafts/dry-run/', { flow: second });
    expect(dry.json()).toMatchObject({ answer_sets: everyone, changed: 0, versions: [{ version: 1, answer_sets: everyone }], changes: [], invalid: [] });
    await publish(second);
    // Version 3 is published before version 2's move ran: those on 1 go straight to 3.
    const third = draftOfCurrent();
    third.questions.jobSeekingStatus!.help = 'Tell us how soon you could start somewhere new.';
    await publish(third);
    await runJobs();
    expect(await versionsHeld()).toEqual({ 3: everyone });
    const mine = await get(curious.token, '/api/my-answers/jobseeker/');
    expect(mine.json()).toMatchObject({ version: 3 });
    const served = (await get(curious.token, `/api/flows/jobseeker/?version=3`)).json<{
      flow: { questions: Record<string, { label: string; help?: string }> };
    }>().flow;
    expect(served.questions.jobSeekingStatus).toMatchObject({
      label: 'Where are you in your search for a role?',
      help: 'Tell us how soon you could start somewhere new.',
    });

    const list = (await get(staff, '/api/flows/')).json<
      { flow_id: string; versions: { version: number; answer_sets: number; migrated_at: string | null; published_by: string | null; changes: string[] }[] }[]
    >();
    const versions = list.find((flow) => flow.flow_id === 'jobseeker')!.versions;
    expect(versions.map((version) => [version.version, version.answer_sets])).toEqual([
      [1, 0],
      [2, 0],
      [3, everyone],
    ]);
    expect(versions.every((version) => version.migrated_at !== null)).toBe(true);
    expect(versions[0]!.published_by).toBeNull();
    expect(versions[1]!.published_by).toMatch(/\S+ \S+/);
    expect(versions[1]!.changes).toEqual(['“Where are you in your job search?” is now worded “Where are you in your search for a role?”.']);
    expect(versions[2]!.changes).toEqual(['“Where are you in your search for a role?”: its help text changed.']);
  });

  it('carries a rename, an option merge, a removal and a cleared answer through the ops the studio writes, originals kept', async () => {
    const current = t.app.ctx.flows.latest('jobseeker')!.version;
    const draft = draftOfCurrent();
    draft.questions.boardSeats = {
      ...draft.questions.currentBoardSeats!,
      schema: { type: 'string', maxLength: 20, errorMessage: { maxLength: 'Keep this to 20 characters or fewer' } },
    };
    delete draft.questions.currentBoardSeats;
    draft.steps = draft.steps.map((step) => ({ ...step, questions: step.questions.map((field) => (field === 'currentBoardSeats' ? 'boardSeats' : field)) }));
    draft.questions.jobSeekingStatus!.schema = STATUSES_WITHOUT_CURIOUS;
    draft.migrateFrom = {
      version: current,
      ops: [
        { op: 'rename', from: 'currentBoardSeats', to: 'boardSeats' },
        { op: 'mapValues', field: 'jobSeekingStatus', map: { curious: 'passive' } },
        { op: 'clearInvalid', field: 'boardSeats' },
      ],
    };
    expect(await problemsOf(draft)).toEqual([]);
    const dry = (await post(staff, '/api/flows/jobseeker/drafts/dry-run/', { flow: draft })).json<{
      changes: { user_id: number; name: string; question: string; message: string }[];
    }>();
    expect(dry.changes).toContainEqual(
      expect.objectContaining({
        user_id: curious.id,
        question: 'Where are you in your search for a role?',
        message: '“Just curious” becomes “Open to the right opportunity”.',
      }),
    );
    expect(dry.changes).toContainEqual(expect.objectContaining({ user_id: boardMember.id, message: expect.stringContaining('is removed') }));
    await publish(draft);
    await runJobs();
    expect(await answersOf(curious.id)).toMatchObject({ jobSeekingStatus: 'passive' });
    const board = await answersOf(boardMember.id);
    expect(board).not.toHaveProperty('currentBoardSeats');
    expect(board).not.toHaveProperty('boardSeats');
  });

  it('brings back an earlier version for everyone: its questions published as the next version', async () => {
    const everyone = await t.database.db.$count(flowAnswers, eq(flowAnswers.flowId, 'jobseeker'));
    const current = t.app.ctx.flows.latest('jobseeker')!.version;
    const back = {
      ...structuredClone(t.app.ctx.flows.document('jobseeker', 1)!),
      version: current + 1,
      migrateFrom: { version: current, ops: [{ op: 'rename' as const, from: 'boardSeats', to: 'currentBoardSeats' }] },
    };
    expect(await problemsOf(back)).toEqual([]);
    await publish(back);
    await runJobs();
    expect(await versionsHeld()).toEqual({ [current + 1]: everyone });
    const served = (await get(curious.token, '/api/flows/jobseeker/')).json<{ flow: { version: number; questions: Record<string, { label: string }> } }>().flow;
    expect(served.version).toBe(current + 1);
    expect(served.questions.jobSeekingStatus!.label).toBe('Where are you in your job search?');
    expect((await get(curious.token, '/api/my-answers/jobseeker/')).json()).toMatchObject({ version: current + 1 });
  });
  it('twenty parallel publishes of one version: one is published, the rest told someone else was first (409)', async () => {
    const draft = draftOfCurrent();
    draft.questions.jobSeekingStatus!.help = 'Your answer helps us time our introductions.';
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(staff, '/api/flows/jobseeker/versions/', { flow: draft })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().detail).toContain('published a moment ago');
  });
});
