import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowAnswers, flowVersions } from '../../../src/server/db/schema';
import { FLOW_JOB_HANDLERS } from '../../../src/server/flows/studio/flow-migration-job';
import { loadFlows } from '../../../src/server/flows/load-flows';
import { publishedFlows } from '../../../src/server/flows/published-flows';
import { JobWorker } from '../../../src/server/queue/job-worker';
import { jobseekerWithAnswers } from '../support/complete-jobseeker-answers';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 34 item 1 for developers: a version file shipped newer than every version before it reaches everyone already
// inside, as a publish from the studio does.

let t: TestApp;
let schemasDir: string;

beforeAll(async () => {
  t = await createTestApp();
  await jobseekerWithAnswers(t);
  await jobseekerWithAnswers(t, { jobSeekingStatus: 'passive' });
  schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-v2-'));
  fs.cpSync(path.resolve('schemas'), schemasDir, { recursive: true });
  const first = JSON.parse(fs.readFileSync(path.join(schemasDir, 'flows/jobseeker/v1.json'), 'utf8')) as {
    version: number;
    questions: Record<string, { label: string }>;
  };
  first.version = 2;
  first.questions.jobSeekingStatus!.label = 'Where are you in your search for a role?';
  fs.writeFileSync(path.join(schemasDir, 'flows/jobseeker/v2.json'), JSON.stringify(first));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(schemasDir, { recursive: true, force: true });
});

describe('a shipped version file', () => {
  it('moves everyone onto it once, whichever server seeds it first, and says "being carried over" until then', async () => {
    const everyone = await t.database.db.$count(flowAnswers, eq(flowAnswers.flowId, 'jobseeker'));
    expect(everyone).toBeGreaterThan(1);
    // Two servers of the new release start on the same database.
    await publishedFlows(loadFlows(schemasDir), t.database.db, t.database.readCache);
    await publishedFlows(loadFlows(schemasDir), t.database.db, t.database.readCache);
    const [row] = await t.database.db
      .select()
      .from(flowVersions)
      .where(and(eq(flowVersions.flowId, 'jobseeker'), eq(flowVersions.version, 2)));
    expect(row).toMatchObject({ source: 'file', migratedAt: null });
    expect(await new JobWorker(t.app.ctx, { handlers: FLOW_JOB_HANDLERS }).runDue()).toBe(1);
    expect(await t.database.db.$count(flowAnswers, and(eq(flowAnswers.flowId, 'jobseeker'), eq(flowAnswers.flowVersion, 2)))).toBe(everyone);
    const [moved] = await t.database.db
      .select()
      .from(flowVersions)
      .where(and(eq(flowVersions.flowId, 'jobseeker'), eq(flowVersions.version, 2)));
    expect(moved!.migratedAt).not.toBeNull();
    // The version shipped first (version 1) never said "being carried over".
    const [first] = await t.database.db
      .select()
      .from(flowVersions)
      .where(and(eq(flowVersions.flowId, 'jobseeker'), eq(flowVersions.version, 1)));
    expect(first!.migratedAt).not.toBeNull();
  });
});
