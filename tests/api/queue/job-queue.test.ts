import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { openDatabase, type DatabaseTarget } from '../../../src/server/db/open-database';
import { jobs } from '../../../src/server/db/schema';
import { enqueueJob } from '../../../src/server/queue/enqueue-job';
import { JobWorker, type ClaimedJob, type QueueContext } from '../../../src/server/queue/job-worker';
import { TestClock } from '../support/test-clock';
import { openTestDatabase } from '../support/test-database';

/**
 * The durable job queue on the real database (PGlite here, PostgreSQL in the api-postgres project): a job
 * scheduled before a restart runs once after it, and two workers never run one job twice.
 */

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database that outlives the connections opened on it: a PGlite folder, or a PostgreSQL database of its own. */
async function durableTarget(): Promise<DatabaseTarget> {
  if (!onPostgres) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'queue-test-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { kind: 'pglite', dataDir };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const name = `queue_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString() };
}

async function open(target: DatabaseTarget): Promise<Database> {
  const database = await openDatabase(target);
  cleanups.push(async () => {
    await database.close().catch(() => undefined);
  });
  return database;
}

function recordingWorker(ctx: QueueContext, ran: ClaimedJob[], behaviour: (job: ClaimedJob) => Promise<void> = async () => undefined) {
  return new JobWorker(ctx, {
    handlers: {
      note: async (job) => {
        ran.push(job);
        await behaviour(job);
      },
    },
  });
}

describe('the job queue', () => {
  it('runs a job scheduled before a restart once, after it, and not before its time', async () => {
    const target = await durableTarget();
    const clock = new TestClock();
    const before = await open(target);
    await enqueueJob(before.db, { kind: 'note', payload: { matchId: 7 }, runAt: new Date(clock.now().getTime() + 60_000) });
    await before.close();

    const after = await open(target);
    const ran: ClaimedJob[] = [];
    const worker = recordingWorker({ db: after.db, clock }, ran);
    expect(await worker.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    expect(ran.map((job) => job.payload)).toEqual([{ matchId: 7 }]);
    const [row] = await after.db.select().from(jobs);
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('never runs one job twice with two workers on one database, each with its own connection', async () => {
    const target = await durableTarget();
    const clock = new TestClock();
    const first = await open(target);
    const second = onPostgres ? await open(target) : first;
    for (let i = 0; i < 40; i += 1) await enqueueJob(first.db, { kind: 'note', payload: { i }, runAt: clock.now() });
    const ran: ClaimedJob[] = [];
    // Each handler yields, so the two workers interleave their claims.
    const slow = () => new Promise<void>((resolve) => setImmediate(resolve));
    const workers = [recordingWorker({ db: first.db, clock }, ran, slow), recordingWorker({ db: second.db, clock }, ran, slow)];
    const counts = await Promise.all(workers.map((worker) => worker.runDue()));
    expect(counts[0]! + counts[1]!).toBe(40);
    expect(new Set(ran.map((job) => job.id)).size).toBe(40);
    expect(ran).toHaveLength(40);
  });
});

describe('the job queue, one database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('keeps one pending job per singleton key, and takes a new one once it has run', async () => {
    const clock = new TestClock();
    expect(await enqueueJob(database.db, { kind: 'note', runAt: clock.now(), singletonKey: 'mail:1' })).toBe(true);
    expect(await enqueueJob(database.db, { kind: 'note', runAt: clock.now(), singletonKey: 'mail:1' })).toBe(false);
    const ran: ClaimedJob[] = [];
    await recordingWorker({ db: database.db, clock }, ran).runDue();
    expect(ran).toHaveLength(1);
    expect(await enqueueJob(database.db, { kind: 'note', runAt: clock.now(), singletonKey: 'mail:1' })).toBe(true);
  });

  it('retries a failing job later, then gives up with the error recorded', async () => {
    const clock = new TestClock();
    await enqueueJob(database.db, { kind: 'note', runAt: clock.now(), maxAttempts: 2 });
    const ran: ClaimedJob[] = [];
    const worker = recordingWorker({ db: database.db, clock }, ran, async () => {
      throw new Error('SMTP refused the message');
    });
    expect(await worker.runDue()).toBe(1);
    let [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'SMTP refused the message' });
    // Not again at once: the retry waits its backoff.
    expect(await worker.runDue()).toBe(0);
    clock.advance(30_000);
    expect(await worker.runDue()).toBe(1);
    [row] = await database.db.select().from(jobs).where(eq(jobs.id, row!.id));
    expect(row).toMatchObject({ state: 'failed', attempts: 2, lastError: 'SMTP refused the message' });
  });

  it('gives a job whose worker died to another worker once the lease has passed', async () => {
    const clock = new TestClock();
    await enqueueJob(database.db, { kind: 'note', runAt: clock.now() });
    const ran: ClaimedJob[] = [];
    const dying = recordingWorker({ db: database.db, clock }, ran);
    expect(await dying.claim()).not.toBeNull();
    const other = recordingWorker({ db: database.db, clock }, ran);
    expect(await other.runDue()).toBe(0);
    clock.advance(5 * 60_000 + 1);
    expect(await other.runDue()).toBe(1);
    expect(ran).toHaveLength(1);
  });

  it('keeps a recurring job scheduled: run, then the next one an interval later', async () => {
    const clock = new TestClock();
    let runs = 0;
    const worker = new JobWorker(
      { db: database.db, clock },
      { handlers: { sweep: async () => void (runs += 1) }, recurring: [{ kind: 'sweep', everyMs: 3_600_000 }] },
    );
    await worker.scheduleRecurring();
    await worker.scheduleRecurring();
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    clock.advance(3_600_000);
    expect(await worker.runDue()).toBe(1);
    expect(runs).toBe(2);
  });
});
