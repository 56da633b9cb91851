import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';

// Issue 38 item 3: three server processes on one PostgreSQL database behind HAProxy (round robin) keep every
// promise one keeps: a write is read back anywhere at once, a sign-out ends the session everywhere at once, a
// published flow version is served by all, each scheduled job runs once, and limits and lock-outs count across
// them. Only the PostgreSQL project runs it: embedded PGlite is one process's database.
const onPostgres = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.DATABASE_URL);

/** Starting three servers that compile on the fly beside a proxy, on two busy cores. */
const START_DEADLINE_MS = 120_000;
/** The job workers poll every 5 s; a due job is run well within a few polls. */
const JOB_DEADLINE_MS = 40_000;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The instance HAProxy sent the request to (its X-Served-By), when it came through the proxy. */
  servedBy: string | null;
}

async function call(base: string, method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, servedBy: response.headers.get('x-served-by') };
}

/** Polls until `check` answers true; a condition awaited, never a fixed sleep. */
async function until(what: string, check: () => Promise<boolean>, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not so within ${deadlineMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The HAProxy configuration docs/operations.md shows, with the test's ports; X-Served-By names the instance. */
function haproxyConfig(port: number, instances: readonly { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 1024',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend marketplace',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %[srv_name]',
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check inter 1s`),
    '',
  ].join('\n');
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const dbName = `marketplace_three_${crypto.randomBytes(6).toString('hex')}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-three-'));
let databaseUrl = '';
const servers: ServerProcess[] = [];
let haproxy: ChildProcess | undefined;
let haproxyOutput = '';
let proxy = '';
let direct: string[] = [];
/** A connection of the test's own to the shared database, to read what the instances did. */
let db: pg.Client | undefined;

async function count(query: string, params: unknown[] = []): Promise<number> {
  const result = await db!.query<{ n: string }>(query, params);
  return Number(result.rows[0]!.n);
}

async function signUp(email: string, password: string): Promise<{ id: number; token: string }> {
  const answer = await call(proxy, 'POST', '/api/user/', undefined, { first_name: 'Ada', last_name: 'Lovelace', email, password, user_type: 'jobseeker' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const profile = await call(proxy, 'GET', '/api/my-profile/', String(answer.body.token));
  expect(profile.status).toBe(200);
  return { id: Number(profile.body.id), token: String(answer.body.token) };
}

async function login(base: string, email: string, password: string): Promise<string> {
  const answer = await call(base, 'POST', '/login/', undefined, { email, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.token);
}

/** Runs `work` while other people's signed-in requests keep every instance busy, through the proxy. */
async function underLoad(work: () => Promise<void>): Promise<void> {
  const busy = await signUp(`busy-${crypto.randomBytes(4).toString('hex')}@school.example.org`, 'DifferenceEngine1');
  let loading = true;
  const load = Promise.all(
    Array.from({ length: 16 }, async () => {
      while (loading) expect((await call(proxy, 'GET', '/api/my-profile/', busy.token)).status).toBe(200);
    }),
  );
  try {
    await work();
  } finally {
    loading = false;
    await load;
  }
}

describe.runIf(onPostgres)('three instances behind HAProxy on one PostgreSQL database', () => {
  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL!;
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    // One secret for all three: a token issued by one is checked by the others.
    const env = { DATABASE_URL: databaseUrl, NODE_ENV: 'development', JWT_SECRET: crypto.randomBytes(32).toString('hex') };
    // The first seeds the demo data on the empty database; the others then start on it as it is.
    servers.push(await startServerProcess({ ...env, DATA_DIR: path.join(tmp, 'a') }, undefined, START_DEADLINE_MS));
    servers.push(
      ...(await Promise.all(['b', 'c'].map((name) => startServerProcess({ ...env, DATA_DIR: path.join(tmp, name) }, undefined, START_DEADLINE_MS)))),
    );
    direct = servers.map((server) => server.url.replace('localhost', '127.0.0.1'));
    for (const base of direct) await until(`${base}/readyz`, async () => (await fetch(`${base}/readyz`)).status === 200, START_DEADLINE_MS);

    const port = await freePort();
    const config = path.join(tmp, 'haproxy.cfg');
    const instances = direct.map((base, index) => ({ name: `instance${index + 1}`, port: Number(new URL(base).port) }));
    fs.writeFileSync(config, haproxyConfig(port, instances));
    haproxy = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout?.on('data', (chunk: Buffer) => (haproxyOutput += chunk.toString()));
    haproxy.stderr?.on('data', (chunk: Buffer) => (haproxyOutput += chunk.toString()));
    // HAProxy not installed (scripts/ensure-haproxy.sh installs it) or refusing its configuration: said at once,
    // rather than after the wait for the instances to answer through it.
    const stopped = new Promise<never>((_, reject) => {
      haproxy!.once('error', (error) => reject(new Error(`haproxy could not start (${error.message}); scripts/ensure-haproxy.sh installs it`)));
      haproxy!.once('exit', (code) => reject(new Error(`haproxy exited with code ${code}:\n${haproxyOutput}`)));
    });
    stopped.catch(() => undefined);
    proxy = `http://127.0.0.1:${port}`;
    // Ready once every instance has answered through the proxy (its health checks have passed for all three).
    const seen = new Set<string>();
    const answering = until(
      'every instance answering through HAProxy',
      async () => {
        const response = await fetch(`${proxy}/readyz`);
        if (response.status === 200) seen.add(response.headers.get('x-served-by') ?? '');
        return seen.size === 3;
      },
      START_DEADLINE_MS,
    );
    await Promise.race([answering, stopped]);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 4 * START_DEADLINE_MS);

  afterAll(async () => {
    await db?.end();
    if (haproxy && haproxy.exitCode === null) {
      const exited = new Promise((resolve) => haproxy!.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(servers.map((server) => server.stop()));
    await withAdmin(process.env.DATABASE_URL!, (admin) => admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('sends requests round robin to all three', async () => {
    const served = [];
    for (let i = 0; i < 6; i += 1) served.push((await call(proxy, 'GET', '/readyz')).servedBy);
    expect(new Set(served)).toEqual(new Set(['instance1', 'instance2', 'instance3']));
  });

  it('reads a write back on each other instance at once, under parallel load', async () => {
    const { id, token } = await signUp('writer@school.example.org', 'Analytical1843');
    const unread = (base: string) => call(base, 'GET', '/api/notifications/notifications/unread_count/', token);
    // Signing up leaves a notification or so; none is unread from here.
    expect((await call(direct[0]!, 'POST', '/api/notifications/notifications/mark_as_read/', token, { notification_ids: [] })).status).toBe(200);
    await underLoad(async () => {
      for (let round = 0; round < 12; round += 1) {
        const writer = direct[round % 3]!;
        const readers = direct.filter((base) => base !== writer);
        // Every instance reads (and so keeps) the person's row and unread count before they change.
        for (const base of direct) expect((await call(base, 'GET', '/api/my-profile/', token)).status).toBe(200);

        // A users row, announced by its trigger at commit.
        const written = await call(writer, 'PATCH', `/api/user/${id}/`, token, { first_name: `Ada${round}` });
        expect(written.status, JSON.stringify(written.body)).toBe(200);
        const profiles = await Promise.all(readers.map((base) => call(base, 'GET', '/api/my-profile/', token)));
        for (const profile of profiles) expect(profile.body.first_name, `round ${round}`).toBe(`Ada${round}`);

        // Notifications, announced by the server that writes them (migration 0031): two put in by another writer,
        // seen at once everywhere, then marked read on one instance and read as none on the others.
        await db!.query(
          "insert into notifications (user_id, type, title, created_at) values ($1, 'match_confirm', 'A role', now()), ($1, 'match_confirm', 'Another', now())",
          [id],
        );
        for (const base of direct) expect((await unread(base)).body.unread_count, `round ${round}`).toBe(2);
        expect((await call(writer, 'POST', '/api/notifications/notifications/mark_as_read/', token, { notification_ids: [] })).status).toBe(200);
        const counts = await Promise.all(readers.map(unread));
        for (const count of counts) expect(count.body.unread_count, `round ${round}`).toBe(0);
      }
    });
  });

  it('refuses a signed-out token on the two other instances at once, 10 times of 10 under parallel load', async () => {
    const email = 'signout@school.example.org';
    const password = 'Babbage18341834';
    await signUp(email, password);
    const refused: number[] = [];
    await underLoad(async () => {
      for (let round = 0; round < 10; round += 1) {
        const home = direct[round % 3]!;
        const others = direct.filter((base) => base !== home);
        const token = await login(home, email, password);
        // Every instance knows the session (and so keeps the person's row) before it ends.
        for (const base of direct) expect((await call(base, 'GET', '/api/my-profile/', token)).status).toBe(200);
        expect((await call(home, 'POST', '/logout/', token)).status).toBe(204);
        const after = await Promise.all(others.map((base) => call(base, 'GET', '/api/my-profile/', token)));
        refused.push(after.filter((answer) => answer.status === 401).length);
      }
    });
    expect(refused).toEqual(Array.from({ length: 10 }, () => 2));
  });

  it('serves a version published through the studio on all three at once, and moves the answers once', async () => {
    const staff = await login(proxy, 'staff@demo.example.com', 'DemoStaff1234');
    const current = await call(direct[0]!, 'GET', '/api/flows/jobseeker/', staff);
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    const version = Number((current.body.flow as { version: number }).version);
    // Every instance serves the current version, so each keeps it before the new one is published.
    for (const base of direct) expect(((await call(base, 'GET', '/api/flows/jobseeker/', staff)).body.flow as { version: number }).version).toBe(version);
    const stored = await call(proxy, 'GET', `/api/flows/jobseeker/versions/${version}/`, staff);
    expect(stored.status).toBe(200);
    // As the studio starts a draft: the version's own answer moves were for the version before it.
    const { migrateFrom: _moves, ...document } = stored.body.document as Record<string, unknown> & { questions: Record<string, { label?: string }> };
    document.questions.jobSeekingStatus!.label = 'Where are you in your search for a role?';
    const published = await call(proxy, 'POST', '/api/flows/jobseeker/versions/', staff, { flow: { ...document, version: version + 1 } });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const served = await Promise.all(direct.map((base) => call(base, 'GET', '/api/flows/jobseeker/', staff)));
    for (const answer of served) {
      const flow = answer.body.flow as { version: number; questions: Record<string, { label: string }> };
      expect(flow.version).toBe(version + 1);
      expect(flow.questions.jobSeekingStatus!.label).toBe('Where are you in your search for a role?');
    }

    const moves = "select count(*) as n from jobs where kind = 'flow-migration'";
    await until('the answer move done', async () => (await count(`${moves} and state = 'done'`)) === 1, JOB_DEADLINE_MS);
    expect(await count(moves)).toBe(1);
    expect(await count(`${moves} and attempts = 1`)).toBe(1);
    expect(await count("select count(*) as n from flow_answers where flow_id = 'jobseeker' and flow_version <> $1", [version + 1])).toBe(0);
  });

  it('runs each scheduled job once across the three: the deadline sweep, the confirm-match e-mails and message e-mails', async () => {
    // The deadline sweep is scheduled by every instance as it starts and after each run: one run, one next.
    const sweeps = "select count(*) as n from jobs where kind = 'match-deadlines'";
    await until('the first deadline sweep done', async () => (await count(`${sweeps} and state = 'done'`)) >= 1, JOB_DEADLINE_MS);
    expect(await count(`${sweeps} and state = 'done'`)).toBe(1);
    expect(await count(`${sweeps} and state = 'pending'`)).toBe(1);

    // The sweep made due three more times: each time it runs once, and its next run is scheduled once.
    for (let run = 2; run <= 4; run += 1) {
      await db!.query("update jobs set run_at = now() where kind = 'match-deadlines' and state = 'pending'");
      await until(`deadline sweep ${run} done`, async () => (await count(`${sweeps} and state = 'done'`)) === run, JOB_DEADLINE_MS);
      await until(`the sweep after ${run} scheduled`, async () => (await count(`${sweeps} and state = 'pending'`)) === 1, JOB_DEADLINE_MS);
      expect(await count(sweeps)).toBe(run + 1);
    }

    // Eight demo job seekers proposed for the demo role, each waiting on its confirm-match e-mail, due now.
    const proposed = await db!.query<{ id: number }>(
      `insert into matches (role_id, jobseeker_id, status, created_by)
       select role.id, seeker.id, 'confirm_match', staff.id
       from (select id from roles order by id limit 1) as role,
            (select id from users where user_type = 'staff' order by id limit 1) as staff,
            (select id from users where user_type = 'jobseeker' and id not in (select jobseeker_id from matches) order by id limit 8) as seeker
       returning id`,
    );
    const matchIds = proposed.rows.map((row) => Number(row.id));
    expect(matchIds).toHaveLength(8);
    await db!.query("delete from jobs where kind = 'confirm-match-email'");
    const mailsBefore = await count("select count(*) as n from outbox_messages where subject like 'A role for you:%'");
    // Twenty e-mails of people who are gone beside them: each job run once, sending nothing.
    const gone = 20;
    await db!.query(
      `insert into jobs (kind, payload, run_at, singleton_key)
       select 'confirm-match-email', jsonb_build_object('matchId', id), now(), 'confirm-match-email:' || id from unnest($1::int[]) as id
       union all
       select 'message-email', jsonb_build_object('threadId', -n, 'userId', -n, 'notificationUuid', gen_random_uuid()), now(), 'message-email:three:' || n
       from generate_series(1, ${gone}) as n`,
      [matchIds],
    );
    const mailJobs = "select count(*) as n from jobs where kind in ('confirm-match-email', 'message-email')";
    await until('every e-mail job done', async () => (await count(`${mailJobs} and state <> 'done'`)) === 0, JOB_DEADLINE_MS);
    expect(await count(mailJobs)).toBe(matchIds.length + gone);
    expect(await count(`${mailJobs} and attempts = 1`)).toBe(matchIds.length + gone);
    expect(await count("select count(*) as n from outbox_messages where subject like 'A role for you:%'")).toBe(mailsBefore + matchIds.length);
    const workers = await db!.query<{ locked_by: string }>(`select distinct locked_by from jobs where kind in ('confirm-match-email', 'message-email')`);
    console.log(`e-mail jobs were run by ${workers.rows.length} of the three instances`);
  });

  it('counts failed sign-ins and rate limits across the three', async () => {
    const email = 'locked@school.example.org';
    const password = 'Jacquard18041804';
    await signUp(email, password);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(await call(direct[attempt % 3]!, 'POST', '/login/', undefined, { email, password: 'wrong-password' }));
    expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(answers[4]!.status).toBe(429);
    for (const base of direct) {
      const locked = await call(base, 'POST', '/login/', undefined, { email, password });
      expect(locked.status).toBe(429);
      expect(String(locked.body.detail)).toContain('Locked: too many failed sign-in attempts');
    }

    // Five sign-ups an hour per e-mail address: the sixth is refused whichever instance each went to.
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (
          await call(direct[attempt % 3]!, 'POST', '/api/user/', undefined, {
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'limited@school.example.org',
            password: 'Analytical1843',
            user_type: 'jobseeker',
          })
        ).status,
      );
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 5).every((status) => status !== 429 && status >= 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
