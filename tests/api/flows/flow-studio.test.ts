import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDocument } from '../../../src/flows';
import { buildApp } from '../../../src/server/app';
import { flowAnswerOriginals, flowAnswers } from '../../../src/server/db/schema';
import { FLOW_JOB_HANDLERS } from '../../../src/server/flows/studio/flow-migration-job';
import { loadFlows } from '../../../src/server/flows/load-flows';
import { JobWorker } from '../../../src/server/queue/job-worker';
import { demoPeopleIds, seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import { seedDemoMatching } from '../../../src/server/seed/demo-matching';
import { login, signUpToken } from '../support/accounts';
import { jobseekerWithAnswers } from '../support/complete-jobseeker-answers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let staff: string;
let jobseeker: string;
let demoJobseekerId: number;

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const get = (token: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (token: string | null, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as Record<string, unknown> });

const NEW_STATUS_LABEL = 'How actively are you looking for a new role?';

/** The shipped job seeker flow as a document to edit: version 2 of it. */
function jobseekerDraft(): FlowDocument {
  const document = structuredClone(t.app.ctx.flows.document('jobseeker', 1)!);
  return { ...document, version: 2 };
}

/** Version 2 renames the "Actively looking" code and drops "Just curious", with the ops that say so (or without). */
function statusDraft(withOps: boolean): FlowDocument {
  const draft = jobseekerDraft();
  draft.questions.jobSeekingStatus = {
    ...draft.questions.jobSeekingStatus!,
    label: NEW_STATUS_LABEL,
    schema: {
      type: 'string',
      oneOf: [
        { const: 'actively_looking', title: 'Actively looking' },
        { const: 'passive', title: 'Open to the right opportunity' },
        { const: 'part_time', title: 'Looking for part-time work' },
      ],
      errorMessage: { oneOf: 'Choose from the listed statuses' },
    },
  };
  if (withOps) draft.migrateFrom = { version: 1, ops: [{ op: 'mapValues', field: 'jobSeekingStatus', map: { active: 'actively_looking', curious: null } }] };
  return draft;
}

async function countWithStatus(status: string): Promise<number> {
  return t.database.db.$count(flowAnswers, and(eq(flowAnswers.flowId, 'jobseeker'), sql`${flowAnswers.answers} ->> 'jobSeekingStatus' = ${status}`));
}

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await seedDemoAccounts(t.database.db);
  const people = await demoPeopleIds(t.database.db);
  demoJobseekerId = people.jobseekerId;
  await seedDemoMatching(t.database.db, loadFlows(), people, t.clock.now());
  const demo = accounts.find((account) => account.description.startsWith('job seeker'))!;
  jobseeker = (await login(t.app, demo.email, demo.password)).json().token as string;
  staff = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token as string;
  // Someone "Just curious", whose answer the new version no longer offers.
  await jobseekerWithAnswers(t, { jobSeekingStatus: 'curious' });
});
afterAll(() => t.close());

describe('flow studio API', () => {
  it('is for staff: others get 403, and no one signed in 401', async () => {
    const employer = (await signUpToken(t.app, { user_type: 'employee', organization: 'Studio Academy' })).token;
    for (const url of ['/api/flows/', '/api/flows/jobseeker/versions/1/graph/', '/api/flows/jobseeker/fixtures/']) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(jobseeker, url)).statusCode).toBe(403);
      expect((await get(employer, url)).statusCode).toBe(403);
    }
    expect((await post(jobseeker, '/api/flows/jobseeker/versions/', { flow: jobseekerDraft() })).statusCode).toBe(403);
    expect((await post(null, '/api/flows/jobseeker/drafts/', { flow: jobseekerDraft() })).statusCode).toBe(401);
  });

  it('lists each flow with its versions and how many answer sets stand on each', async () => {
    const response = await get(staff, '/api/flows/');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ flow_id: string; current_version: number; versions: { version: number; answer_sets: number }[] }[]>();
    expect(list.map((flow) => flow.flow_id).sort()).toEqual(['employer-profile', 'jobseeker', 'role']);
    const jobseekers = list.find((flow) => flow.flow_id === 'jobseeker')!;
    expect(jobseekers.current_version).toBe(1);
    expect(jobseekers.versions).toEqual([expect.objectContaining({ version: 1, answer_sets: await t.database.db.$count(flowAnswers) })]);
  });

  it('maps every shipped flow with no problem: a node per step, edges labeled in words', async () => {
    for (const flow of t.app.ctx.flows.all()) {
      const response = await get(staff, `/api/flows/${flow.id}/versions/${flow.version}/graph/`);
      expect(response.statusCode, response.body).toBe(200);
      const graph = response.json<{
        nodes: { id: string; reachable: boolean }[];
        edges: { from: string; to: string; condition: string | null }[];
        problems: unknown[];
      }>();
      expect(graph.problems).toEqual([]);
      expect(graph.nodes.map((node) => node.id)).toEqual(flow.steps.map((step) => step.name));
      expect(graph.nodes.every((node) => node.reachable)).toBe(true);
    }
    const graph = (await get(staff, '/api/flows/jobseeker/versions/1/graph/')).json<{ edges: { from: string; to: string; condition: string | null }[] }>();
    expect(graph.edges).toContainEqual({ from: 'can_work_in_us', to: 'legal_explanation', condition: 'Can work in us is No' });
    expect((await get(staff, '/api/flows/jobseeker/versions/9/graph/')).statusCode).toBe(404);
    expect((await get(staff, '/api/flows/nothing/versions/1/graph/')).statusCode).toBe(404);
  });

  it("serves the flow's QA fixtures (name, version, answers) for the map to walk, and 404 for an unknown flow", async () => {
    const fixtures = (await get(staff, '/api/flows/jobseeker/fixtures/')).json() as { name: string; version: number; answers: Record<string, unknown> }[];
    expect(fixtures.length).toBeGreaterThan(10);
    expect(fixtures.find((fixture) => fixture.name === 'full-time-shortest-path')).toMatchObject({ version: 1, answers: { canWorkInUs: true } });
    expect(fixtures.some((fixture) => fixture.name.startsWith('role-'))).toBe(false);
    expect((await get(staff, '/api/flows/role/fixtures/')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'role-contract-only-goes-to-rates', version: 1 })]),
    );
    expect((await get(staff, '/api/flows/nothing/fixtures/')).statusCode).toBe(404);
  });

  it('refuses a draft with a step that can never be shown, naming the step, and publishes nothing', async () => {
    const draft = jobseekerDraft();
    draft.steps = draft.steps.map((step) =>
      step.name === 'legal_explanation' ? { ...step, when: { op: 'equals', field: 'jobSeekingStatus', value: 'retired' } } : step,
    );
    const checked = await post(staff, '/api/flows/jobseeker/drafts/', { flow: draft });
    expect(checked.statusCode, checked.body).toBe(200);
    const problems = checked.json<{ problems: { step?: string; kind: string; message: string }[] }>().problems;
    expect(problems).toContainEqual(expect.objectContaining({ step: 'legal_explanation', kind: 'unreachable-step' }));
    expect(problems).toContainEqual(expect.objectContaining({ step: 'legal_explanation', kind: 'unknown-value' }));
    const refused = await post(staff, '/api/flows/jobseeker/versions/', { flow: draft });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toContainEqual(expect.objectContaining({ step: 'legal_explanation' }));
    expect((await get(staff, '/api/flows/jobseeker/')).json().flow.version).toBe(1);
  });

  it('refuses bodies that are not a draft, with a message', async () => {
    for (const payload of [{}, { flow: 'x' }, { flow: {}, extra: 1 }]) {
      const response = await post(staff, '/api/flows/jobseeker/drafts/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const broken = await post(staff, '/api/flows/jobseeker/drafts/', { flow: { id: 'jobseeker' } });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().problems.length).toBeGreaterThan(0);
    expect(broken.json().graph).toBeNull();
  });

  it('refuses a version where an option saved answers hold vanishes without an op', async () => {
    const refused = await post(staff, '/api/flows/jobseeker/versions/', { flow: statusDraft(false) });
    expect(refused.statusCode, refused.body).toBe(400);
    const problems = refused.json<{ problems: { step?: string; kind: string; message: string }[] }>().problems;
    const vanished = problems.find((problem) => problem.kind === 'vanished-code');
    // At the question, in words (the options' titles), with how many people hold each option that is gone.
    expect(vanished).toMatchObject({
      step: 'job_seeking_status',
      question: 'jobSeekingStatus',
      answer_sets: (await countWithStatus('active')) + (await countWithStatus('curious')),
    });
    expect(vanished!.message).toContain('“Actively looking”');
    expect(vanished!.message).toContain('“Just curious”');
    expect(vanished!.message).not.toContain('mapValues');
    expect((vanished as unknown as { values: { value: string; answer_sets: number }[] }).values).toEqual(
      expect.arrayContaining([
        { value: 'active', answer_sets: await countWithStatus('active') },
        { value: 'curious', answer_sets: await countWithStatus('curious') },
      ]),
    );
    expect((await get(staff, '/api/flows/jobseeker/')).json().flow.version).toBe(1);
  });

  it('dry-runs a mapValues op: how many answer sets it changes and whose answers no longer pass', async () => {
    const active = await countWithStatus('active');
    const curious = await countWithStatus('curious');
    expect(active).toBeGreaterThan(0);
    const response = await post(staff, '/api/flows/jobseeker/drafts/dry-run/', { flow: statusDraft(true) });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json<{ answer_sets: number; changed: number; invalid: { user_id: number; field: string; message: string }[] }>();
    expect(run.answer_sets).toBe(await t.database.db.$count(flowAnswers, eq(flowAnswers.flowId, 'jobseeker')));
    expect(run.changed).toBe(active + curious);
    const sentBack = run.invalid.filter((entry) => entry.field === 'jobSeekingStatus');
    expect(sentBack).toHaveLength(curious);
    expect(sentBack[0]!.message).toBe('Choose your job seeking status');
    expect(await countWithStatus('active')).toBe(active);
  });

  it('publishes: the new version is served at once, the answers migrate in the background, originals kept', async () => {
    // A second instance on the same database, built before the publish, as another server process would be.
    const other = await buildApp({ ...t.app.ctx, flows: loadFlows() });
    try {
      const [before] = await t.database.db
        .select()
        .from(flowAnswers)
        .where(and(eq(flowAnswers.userId, demoJobseekerId), eq(flowAnswers.flowId, 'jobseeker')));
      const active = await countWithStatus('active');
      const published = await post(staff, '/api/flows/jobseeker/versions/', { flow: statusDraft(true) });
      expect(published.statusCode, published.body).toBe(201);
      expect(published.json()).toMatchObject({ flow_id: 'jobseeker', version: 2, migration: { from_version: 1 } });

      for (const app of [t.app, other]) {
        const served = (await app.inject({ method: 'GET', url: '/api/flows/jobseeker/', headers: auth(jobseeker) })).json().flow;
        expect(served.version).toBe(2);
        expect(served.questions.jobSeekingStatus.label).toBe(NEW_STATUS_LABEL);
      }
      // Until the job runs the demo job seeker's answers stay on version 1.
      expect((await get(jobseeker, '/api/my-answers/jobseeker/')).json().version).toBe(1);

      const worker = new JobWorker(t.app.ctx, { handlers: FLOW_JOB_HANDLERS });
      expect(await worker.runDue()).toBe(1);

      const mine = (await get(jobseeker, '/api/my-answers/jobseeker/')).json();
      expect(mine.version).toBe(2);
      const status = (before!.answers as Record<string, unknown>).jobSeekingStatus;
      expect(mine.answers.job_seeking_status).toBe(status === 'active' ? 'actively_looking' : status);
      const [original] = await t.database.db.select().from(flowAnswerOriginals).where(eq(flowAnswerOriginals.userId, demoJobseekerId));
      expect(original).toMatchObject({ flowId: 'jobseeker', fromVersion: 1, toVersion: 2, answers: before!.answers });
      expect(await countWithStatus('active')).toBe(0);
      expect(await countWithStatus('actively_looking')).toBe(active);
      const curious = await t.database.db
        .select()
        .from(flowAnswerOriginals)
        .where(sql`${flowAnswerOriginals.answers} ->> 'jobSeekingStatus' = 'curious'`);
      expect(curious.length).toBeGreaterThan(0);
      expect(curious.every((row) => row.firstInvalidStep === 'job_seeking_status')).toBe(true);

      const list = (await get(staff, '/api/flows/')).json<
        { flow_id: string; current_version: number; versions: { version: number; answer_sets: number; migrated_at: string | null }[] }[]
      >();
      const jobseekers = list.find((flow) => flow.flow_id === 'jobseeker')!;
      expect(jobseekers.current_version).toBe(2);
      expect(jobseekers.versions.map((version) => [version.version, version.answer_sets])).toEqual([
        [1, 0],
        [2, await t.database.db.$count(flowAnswers, eq(flowAnswers.flowId, 'jobseeker'))],
      ]);
      expect(jobseekers.versions[1]!.migrated_at).not.toBeNull();

      // Run again (a restart mid-way): nothing is left on version 1, nothing is migrated twice.
      const originals = await t.database.db.$count(flowAnswerOriginals);
      await FLOW_JOB_HANDLERS['flow-migration']!(
        { id: 0, kind: 'flow-migration', payload: { flowId: 'jobseeker', toVersion: 2 }, attempts: 1, maxAttempts: 5, runAt: new Date() },
        t.app.ctx,
      );
      expect(await t.database.db.$count(flowAnswerOriginals)).toBe(originals);

      // The same draft again is version 2 no more.
      const again = await post(staff, '/api/flows/jobseeker/versions/', { flow: statusDraft(true) });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toContain('published a moment ago');
    } finally {
      await other.close();
    }
  });
});
