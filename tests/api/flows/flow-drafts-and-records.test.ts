import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDocument } from '../../../src/flows';
import { employers, flowAnswers, flowRecordOriginals, roles } from '../../../src/server/db/schema';
import { FLOW_DRY_RUN_JOB_HANDLERS } from '../../../src/server/flows/studio/flow-dry-run-job';
import { FLOW_JOB_HANDLERS } from '../../../src/server/flows/studio/flow-migration-job';
import { JobWorker } from '../../../src/server/queue/job-worker';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import { login, signUpToken } from '../support/accounts';
import { MATCHING_ROLE_ANSWERS, jobseekerWithAnswers } from '../support/complete-jobseeker-answers';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 34 items 1, 5 and 8: drafts kept on the server per staff member; roles and organization profiles follow a
// published version (an approved role only when its answers carry unchanged); a large dry run runs as a job.

let t: TestApp;
let staff: string;
let employer: string;
let jobseeker: string;
let openRoleId: number;
let draftRoleId: number;

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const call = (method: 'GET' | 'PUT' | 'POST', token: string | null, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });

function roleDraft(): FlowDocument {
  const current = t.app.ctx.flows.latest('role')!;
  return { ...structuredClone(t.app.ctx.flows.document('role', current.version)!), version: current.version + 1 };
}

const versionOfRole = async (id: number) => (await t.database.db.select({ version: roles.flowVersion }).from(roles).where(eq(roles.id, id)))[0]!.version;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  staff = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token as string;
  employer = (await signUpToken(t.app, { user_type: 'employee', organization: 'Draft Peekers Academy' })).token;
  jobseeker = (await jobseekerWithAnswers(t)).token;
  const [organization] = await t.database.db.insert(employers).values({ name: 'Harbor Prep Academy', slug: 'harbor-prep-academy' }).returning();
  const [open, draft] = await t.database.db
    .insert(roles)
    .values([
      { employerId: organization!.id, status: 'open', answers: MATCHING_ROLE_ANSWERS, flowVersion: 1 },
      { employerId: organization!.id, status: 'draft', answers: MATCHING_ROLE_ANSWERS, flowVersion: 1 },
    ])
    .returning();
  openRoleId = open!.id;
  draftRoleId = draft!.id;
});
afterAll(() => t.close());

describe('drafts kept on the server', () => {
  it('keeps one draft per flow per staff member, read back as saved, and forgets it on null', async () => {
    expect((await call('GET', staff, '/api/flows/jobseeker/draft/')).json()).toEqual({ flow: null, updated_at: null });
    const draft = { id: 'jobseeker', version: 2, title: 'Half done', steps: [] };
    const saved = await call('PUT', staff, '/api/flows/jobseeker/draft/', { flow: draft });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ flow: draft, updated_at: expect.any(String) });
    expect((await call('GET', staff, '/api/flows/jobseeker/draft/')).json().flow).toEqual(draft);
    // Another flow's draft, and nobody else's, is separate.
    expect((await call('GET', staff, '/api/flows/role/draft/')).json().flow).toBeNull();
    expect((await call('PUT', staff, '/api/flows/jobseeker/draft/', { flow: null })).json()).toEqual({ flow: null, updated_at: null });
    expect((await call('GET', staff, '/api/flows/jobseeker/draft/')).json().flow).toBeNull();
  });

  it('is for staff: 401 for no one signed in, 403 for others, 404 for a flow that does not exist, 400 for a body that is not a draft', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { flow: { id: 'jobseeker' } } : undefined;
      expect((await call(method, null, '/api/flows/jobseeker/draft/', body)).statusCode).toBe(401);
      expect((await call(method, jobseeker, '/api/flows/jobseeker/draft/', body)).statusCode).toBe(403);
      expect((await call(method, employer, '/api/flows/jobseeker/draft/', body)).statusCode).toBe(403);
      expect((await call(method, staff, '/api/flows/nothing/draft/', body)).statusCode).toBe(404);
    }
    for (const payload of [{}, { flow: 'text' }, { flow: [] }, { flow: {}, more: 1 }]) {
      expect((await call('PUT', staff, '/api/flows/jobseeker/draft/', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('roles and organization profiles follow a published version', () => {
  it('moves every role whose answers carry unchanged, and a role not yet approved whatever changes', async () => {
    const worded = roleDraft();
    worded.questions.jobTitle!.label = 'What is the title of the job?';
    expect((await call('POST', staff, '/api/flows/role/versions/', { flow: worded })).statusCode).toBe(201);
    await new JobWorker(t.app.ctx, { handlers: FLOW_JOB_HANDLERS }).runDue();
    expect(await versionOfRole(openRoleId)).toBe(2);
    expect(await versionOfRole(draftRoleId)).toBe(2);

    // A new question with a default for everyone changes every role's answers: the open role keeps what staff approved.
    const defaulted = roleDraft();
    defaulted.questions.hiringNote = {
      ...defaulted.questions.jobTitle!,
      label: 'Anything our staff should know?',
      schema: { type: 'string', maxLength: 200, errorMessage: { maxLength: 'Keep this to 200 characters' } },
    };
    delete defaulted.questions.hiringNote.required;
    defaulted.steps = defaulted.steps.map((step) => (step.name === 'jobTitle' ? { ...step, questions: [...step.questions, 'hiringNote'] } : step));
    defaulted.migrateFrom = { version: 2, ops: [{ op: 'setDefault', field: 'hiringNote', value: 'None' }] };
    const dry = await call('POST', staff, '/api/flows/role/drafts/dry-run/', { flow: defaulted });
    expect(dry.statusCode, dry.body).toBe(200);
    const roleCount = await t.database.db.$count(roles, sql`${roles.status} in ('draft', 'in_review')`);
    expect(dry.json()).toMatchObject({
      answer_sets: roleCount,
      roles_kept: expect.arrayContaining([{ id: openRoleId, title: expect.stringContaining('Harbor Prep Academy'), status: 'open' }]),
    });
    expect(dry.json().changes).toContainEqual(
      expect.objectContaining({ user_id: draftRoleId, question: 'Anything our staff should know?', message: 'Set to “None”.' }),
    );
    expect((await call('POST', staff, '/api/flows/role/versions/', { flow: defaulted })).statusCode).toBe(201);
    await new JobWorker(t.app.ctx, { handlers: FLOW_JOB_HANDLERS }).runDue();
    expect(await versionOfRole(openRoleId)).toBe(2);
    expect(await versionOfRole(draftRoleId)).toBe(3);
    const [draftRole] = await t.database.db.select().from(roles).where(eq(roles.id, draftRoleId));
    expect(draftRole!.answers).toMatchObject({ hiringNote: 'None' });
    const kept = await t.database.db.select().from(flowRecordOriginals).where(eq(flowRecordOriginals.recordId, draftRoleId));
    expect(kept.map((row) => [row.recordKind, row.fromVersion, row.toVersion])).toEqual([
      ['role', 1, 2],
      ['role', 2, 3],
    ]);
  });
});

describe('a dry run over many answer sets', () => {
  it('runs as a job: 202 with progress, then its summary from any poll', async () => {
    // 5,001 answer sets on the current version: past what a request answers at once.
    await t.database.db.execute(sql`
      insert into users (email, email_normalized, password_hash, first_name, last_name, user_type)
      select 'bulk' || n || '@example.com', 'bulk' || n || '@example.com', 'x', 'Bulk', 'Person ' || n, 'jobseeker' from generate_series(1, 5001) as n
    `);
    await t.database.db.execute(sql`
      insert into ${flowAnswers} (user_id, flow_id, flow_version, answers)
      select id, 'jobseeker', 1, jsonb_build_object('jobSeekingStatus', 'curious') from users where email like 'bulk%@example.com'
    `);
    const draft = { ...structuredClone(t.app.ctx.flows.document('jobseeker', 1)!), version: 2 };
    draft.questions.jobSeekingStatus!.label = 'Where are you in your search?';
    const started = await call('POST', staff, '/api/flows/jobseeker/drafts/dry-run/', { flow: draft });
    expect(started.statusCode, started.body).toBe(202);
    const { dry_run_id: id, total } = started.json<{ dry_run_id: string; total: number }>();
    expect(total).toBe(await t.database.db.$count(flowAnswers));
    expect((await call('GET', staff, `/api/flows/jobseeker/dry-runs/${id}/`)).json()).toMatchObject({ done: 0, total, result: null, error: null });
    await new JobWorker(t.app.ctx, { handlers: FLOW_DRY_RUN_JOB_HANDLERS }).runDue();
    const finished = (await call('GET', staff, `/api/flows/jobseeker/dry-runs/${id}/`)).json();
    expect(finished).toMatchObject({ done: total, total, error: null, result: { answer_sets: total, changed: 0 } });
    // Another staff member's dry run is not theirs to read; an id that is no id is 404, not 500.
    expect((await call('GET', staff, '/api/flows/jobseeker/dry-runs/not-an-id/')).statusCode).toBe(404);
  });
});
