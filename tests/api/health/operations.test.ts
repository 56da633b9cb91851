import { Writable } from 'node:stream';
import { desc, eq, sql } from 'drizzle-orm';
import { flowVersions } from '../../../src/server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, signUpEmployer, staffToken } from '../support/role-helpers';
import { openRoleRow, signUpJobseeker } from '../support/match-helpers';
import { multipartBody } from '../support/multipart';
import { enqueueJob } from '../../../src/server/queue/enqueue-job';
import { JobWorker } from '../../../src/server/queue/job-worker';
import { MATCH_JOB_HANDLERS } from '../../../src/server/matching/match-jobs';
import { FLOW_MIGRATION_JOB } from '../../../src/server/flows/studio/flow-migration-kind';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { METRICS_REFUSED } from '../../../src/server/metrics/metrics-access';
import { newestShippedMigration } from '../../../src/server/health/readiness';

/** Every JSON line the app's logger wrote, parsed. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: logStream } });
  staff = await staffToken(t);
});
afterAll(() => t.close());

interface Caller {
  remoteAddress?: string;
  headers?: Record<string, string>;
}
const metricsText = (options: Caller = {}, app = t.app) => app.inject({ method: 'GET', url: '/metrics', ...options });

/** The value of the one sample named `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const found = text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => {
      const inBraces = /\{(.*)\}/.exec(line)?.[1] ?? '';
      const pairs = inBraces === '' ? [] : inBraces.split(/,(?=[a-z_]+=")/);
      return wanted.every((pair) => pairs.includes(pair));
    });
  if (found.length === 0) return undefined;
  expect(found, `${name} ${JSON.stringify(labels)} names one series`).toHaveLength(1);
  return Number(found[0]!.split(' ').at(-1));
}

async function scrape(): Promise<string> {
  const response = await metricsText();
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('GET /healthz and GET /readyz', () => {
  it('says the process is alive, and ready when its database answers with every migration applied', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the migration while the newest one is not applied', async () => {
    const newest = newestShippedMigration()!;
    const [kept] = (
      (await t.database.db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations where created_at = ${newest.when}`)) as unknown as {
        rows: { hash: string; created_at: string | number }[];
      }
    ).rows;
    expect(kept, 'the newest migration is recorded').toBeDefined();
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.when}`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', detail: `The database does not have the newest migration (${newest.tag}) applied yet.` });
      // Alive all the same: a supervisor must not restart it for what the database lacks.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${kept!.hash}, ${kept!.created_at})`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    // A database that never had a migration has no table of them at all.
    await t.database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to drizzle_migrations_aside`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ detail: `The database does not have the newest migration (${newest.tag}) applied yet.` });
    } finally {
      await t.database.db.execute(sql`alter table drizzle.drizzle_migrations_aside rename to __drizzle_migrations`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 while the database does not answer', async () => {
    const other = await createTestApp();
    // Started first (its start-up work reads the database), then the database goes away under it.
    await other.app.ready();
    await other.database.close();
    try {
      const response = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', detail: 'The database is not answering.' });
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // The metrics still come, saying the database is down.
      const metrics = await metricsText({}, other.app);
      expect(metrics.statusCode).toBe(200);
      expect(sample(metrics.body, 'database_up')).toBe(0);
    } finally {
      await other.app.close();
    }
  });
});

describe('GET /metrics', () => {
  it('is in the Prometheus text format, counting requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/employers/987654/', headers: auth(staff) });
    await t.app.inject({ method: 'GET', url: '/api/employers/987655/', headers: auth(staff) });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-4711/' });
    const response = await metricsText();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const route = { method: 'GET', route: '/api/employers/:employerId/', status: '404' };
    expect(sample(text, 'http_requests_total', route)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-thing-4711');
    // Node's own figures come along.
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is served to this machine only: another address, or a request a local proxy forwards, is refused with the way to allow it', async () => {
    const callers: Caller[] = [
      { remoteAddress: '203.0.113.9' },
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { headers: { forwarded: 'for=203.0.113.9' } },
    ];
    for (const options of callers) {
      const refused = await metricsText(options);
      expect(refused.statusCode, JSON.stringify(options)).toBe(403);
      expect(refused.json()).toMatchObject({ detail: METRICS_REFUSED });
    }
    expect((await metricsText({ remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await metricsText({ remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);

    const allowing = await createTestApp({ METRICS_ALLOW: '203.0.113.0/24, 2001:db8::7' });
    try {
      expect((await metricsText({ remoteAddress: '203.0.113.9' }, allowing.app)).statusCode).toBe(200);
      expect((await metricsText({ remoteAddress: '2001:db8::7' }, allowing.app)).statusCode).toBe(200);
      expect((await metricsText({ remoteAddress: '198.51.100.1' }, allowing.app)).statusCode).toBe(403);
    } finally {
      await allowing.close();
    }
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33,everyone' })).toThrow(ConfigError);
    try {
      loadConfig({ METRICS_ALLOW: '10.0.0.0/33,everyone' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'METRICS_ALLOW entries must be IP addresses or address/prefix such as 10.0.0.0/24 (not "10.0.0.0/33").',
        'METRICS_ALLOW entries must be IP addresses or address/prefix such as 10.0.0.0/24 (not "everyone").',
      ]);
    }
  });

  it('shows the job queue: depth by kind and state, due jobs, retries, failures, the oldest due job’s age and answer moves', async () => {
    await t.database.db.execute(sql`delete from jobs`);
    const now = t.clock.now().getTime();
    await enqueueJob(t.database.db, { kind: 'ops-test-due', runAt: new Date(now - 90_000) });
    await enqueueJob(t.database.db, { kind: 'ops-test-due', runAt: new Date(now - 30_000) });
    await enqueueJob(t.database.db, { kind: 'ops-test-later', runAt: new Date(now + 3_600_000) });
    await enqueueJob(t.database.db, { kind: 'ops-test-broken', runAt: new Date(now - 1_000) });
    await enqueueJob(t.database.db, { kind: FLOW_MIGRATION_JOB, runAt: new Date(now + 60_000), payload: { flowId: 'jobseeker', toVersion: 99 } });
    await t.database.db.execute(sql`update jobs set state = 'failed', attempts = 5 where kind = 'ops-test-broken'`);
    await t.database.db.execute(
      sql`update jobs set attempts = 1 where kind = 'ops-test-due' and run_at = ${new Date(now - 30_000).toISOString()}::timestamptz`,
    );

    const text = await scrape();
    expect(sample(text, 'job_queue_jobs', { kind: 'ops-test-due', state: 'pending' })).toBe(2);
    expect(sample(text, 'job_queue_jobs', { kind: 'ops-test-later', state: 'pending' })).toBe(1);
    expect(sample(text, 'job_queue_jobs', { kind: 'ops-test-broken', state: 'failed' })).toBe(1);
    expect(sample(text, 'job_queue_due', { kind: 'ops-test-due' })).toBe(2);
    expect(sample(text, 'job_queue_due', { kind: 'ops-test-later' })).toBe(0);
    expect(sample(text, 'job_queue_retrying', { kind: 'ops-test-due' })).toBe(1);
    expect(sample(text, 'job_queue_oldest_due_age_seconds')).toBe(90);
    expect(sample(text, 'flow_answer_moves_in_progress')).toBe(1);
    expect(sample(text, 'database_up')).toBe(1);

    await t.database.db.execute(sql`delete from jobs`);
    const empty = await scrape();
    expect(sample(empty, 'job_queue_jobs', { kind: 'ops-test-due', state: 'pending' })).toBeUndefined();
    expect(sample(empty, 'job_queue_oldest_due_age_seconds')).toBe(0);
    expect(sample(empty, 'flow_answer_moves_in_progress')).toBe(0);
  });

  it('shows the database connections this instance holds', async () => {
    const text = await scrape();
    expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_max')).toBe(10);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'db_pool_max')).toBe(1);
    }
  });

  it('counts e-mails by outcome and times resume reading', async () => {
    const before = await scrape();
    const kept = sample(before, 'emails_total', { outcome: 'kept' }) ?? 0;
    await t.app.ctx.mailer.send({ to: 'someone@example.com', subject: 'Counted', text: 'Hello.' });
    expect(sample(await scrape(), 'emails_total', { outcome: 'kept' })).toBe(kept + 1);

    const seeker = await signUpJobseeker(t);
    const readings = (text: string) => sample(text, 'resume_reading_seconds_count', { route: '/api/extract/resume', status: '415' }) ?? 0;
    const read = readings(await scrape());
    const body = multipartBody([{ name: 'file', value: 'plain words, not a resume', fileName: 'resume.txt', contentType: 'text/plain' }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/extract/resume',
      headers: { ...auth(seeker.token), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(415);
    expect(readings(await scrape())).toBe(read + 1);
  });
});

describe('request ids and JSON logs', () => {
  it('answers each request with its id, keeping a plain id a proxy sent and replacing anything else', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const again = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(again.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'edge-7f3a.1' } })).headers['x-request-id']).toBe('edge-7f3a.1');
    const odd = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b"\nc' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes JSON lines naming the request, and the jobs a request enqueues log the same id when they run', async () => {
    const employer = await signUpEmployer(t.app, 'Logged Requests Academy');
    const role = await openRoleRow(t, employer.employerId, 'Reading Specialist');
    const seeker = await signUpJobseeker(t);
    const requestId = `propose-${Date.now()}`;
    const proposed = await t.app.inject({
      method: 'POST',
      url: '/api/matches/',
      headers: { ...auth(staff), 'x-request-id': requestId },
      payload: { role: role.uuid, jobseeker: seeker.userId },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.headers['x-request-id']).toBe(requestId);
    const requestLines = logLines.filter((line) => line.requestId === requestId);
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(requestLines[1]).toMatchObject({ level: 30, res: { statusCode: 201 } });

    // The confirm-match e-mail waits for the next morning; the worker logs through the app's logger, as on start.
    const worker = new JobWorker(t.app.ctx, { handlers: MATCH_JOB_HANDLERS, logger: t.app.log.child({ component: 'jobs' }) });
    t.clock.advance(24 * 3_600_000);
    try {
      await worker.runDue();
    } finally {
      t.clock.advance(-24 * 3_600_000);
    }
    const jobLines = logLines.filter((line) => line.component === 'jobs' && line.requestId === requestId);
    expect(jobLines).toContainEqual(expect.objectContaining({ msg: 'job done', kind: 'confirm-match-email', attempt: 1, level: 30 }));
  });
});

describe('a published flow version that no longer loads', () => {
  it('is not served, and the log says which one and why, once', async () => {
    const [current] = await t.database.db
      .select({ document: flowVersions.document })
      .from(flowVersions)
      .where(eq(flowVersions.flowId, 'jobseeker'))
      .orderBy(desc(flowVersions.version))
      .limit(1);
    // A version whose option list the files no longer have (a file renamed under it).
    const broken = JSON.parse(JSON.stringify(current!.document).replace('../../enums/us-states.json', '../../enums/no-such-list.json')) as Record<
      string,
      unknown
    >;
    await t.database.db.execute(
      sql`insert into flow_versions (flow_id, version, document, source, migrated_at) values ('jobseeker', 999, ${JSON.stringify({ ...broken, version: 999 })}::jsonb, 'studio', now())`,
    );
    try {
      const before = logLines.length;
      for (let call = 0; call < 2; call += 1) expect((await t.app.inject({ method: 'GET', url: '/api/flows/', headers: auth(staff) })).statusCode).toBe(200);
      const reported = logLines.slice(before).filter((line) => line.msg === 'a published flow version is not served: it no longer loads');
      expect(reported).toHaveLength(1);
      expect(reported[0]).toMatchObject({ level: 50, flowVersion: { flowId: 'jobseeker', version: 999, reason: expect.stringContaining('no-such-list') } });
      // People keep getting the version that loads.
      expect((await t.app.inject({ method: 'GET', url: '/api/flows/jobseeker/', headers: auth(staff) })).json().flow.version).not.toBe(999);
    } finally {
      await t.database.db.execute(sql`delete from flow_versions where flow_id = 'jobseeker' and version = 999`);
    }
  });
});
