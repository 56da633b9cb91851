import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { openDatabase, type DatabaseTarget } from '../src/server/db/open-database';
import { users } from '../src/server/db/schema';

/**
 * `npm run bench` (first part): the real server as its own process, driven by autocannon from this one, beside a
 * bare Fastify hello-world measured in the same run, as Fastify's users measure. Each hot endpoint's requests per
 * second and p50/p95/p99 are printed with their ratio to hello-world and the target issue 13 sets. On embedded
 * PGlite always, and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) names a server: a database of its
 * own, `bench_server`, is made afresh there. Prints figures; asserts nothing.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const root = path.resolve(import.meta.dirname, '..');

interface Scenario {
  name: string;
  kind: 'baseline' | 'read' | 'write';
  method: 'GET' | 'PATCH';
  path: (userId: number) => string;
  body?: string;
}

const SCENARIOS: Scenario[] = [
  { name: 'GET /api/health/', kind: 'baseline', method: 'GET', path: () => '/api/health/' },
  { name: 'GET /api/my-profile/', kind: 'read', method: 'GET', path: () => '/api/my-profile/' },
  { name: 'GET unread notifications count', kind: 'read', method: 'GET', path: () => '/api/notifications/notifications/unread_count/' },
  { name: 'PATCH /api/user/{id}/', kind: 'write', method: 'PATCH', path: (id) => `/api/user/${id}/`, body: JSON.stringify({ first_name: 'Demo' }) },
];

const TARGETS: Record<'postgres' | 'pglite', Record<'read' | 'write', number>> = {
  postgres: { read: 25, write: 12 },
  pglite: { read: 6, write: 4 },
};

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, options: { method?: 'GET' | 'PATCH'; headers?: Record<string, string>; body?: string } = {}): Promise<Figures> {
  // A short warm-up first: JIT, connection pools and caches settle before anything is counted.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...options });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: p95Of(result),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** autocannon reports p90, p97.5 and p99; p95 is read between p90 and p97.5 (linear), the nearest it gives. */
function p95Of(result: autocannon.Result): number {
  const { p90, p97_5 } = result.latency;
  return Math.round((p90 + ((95 - 90) / (97.5 - 90)) * (p97_5 - p90)) * 10) / 10;
}

async function helloWorld(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/lib/hello-world-server.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
  });
  return { url, child };
}

async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench_server WITH (FORCE)');
  await admin.query('CREATE DATABASE bench_server');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/bench_server';
  return url.toString();
}

async function signIn(server: ServerProcess): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${server.url}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'jobseeker@demo.example.com', password: 'DemoJobseeker1' }),
  });
  if (!response.ok) throw new Error(`the demo job seeker could not sign in: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: number };
  return { token, userId: claims.user_id };
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl: string, hello: Figures) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn', JWT_SECRET: '' });
  try {
    const { token, userId } = await signIn(server);
    const rows = [];
    for (const scenario of SCENARIOS) {
      const headers: Record<string, string> = scenario.kind === 'baseline' ? {} : { authorization: `Bearer ${token}` };
      if (scenario.body) headers['content-type'] = 'application/json';
      const figures = await load(`${server.url}${scenario.path(userId)}`, {
        method: scenario.method,
        headers,
        ...(scenario.body ? { body: scenario.body } : {}),
      });
      const ratio = (100 * figures.rps) / hello.rps;
      const target = scenario.kind === 'baseline' ? undefined : TARGETS[kind][scenario.kind];
      rows.push({
        endpoint: scenario.name,
        'req/s': Math.round(figures.rps),
        'p50 ms': figures.p50,
        'p95 ms': figures.p95,
        'p99 ms': figures.p99,
        'vs hello-world': `${ratio.toFixed(1)} %`,
        target: target === undefined ? '' : `≥ ${target} %`,
        meets: target === undefined ? '' : ratio >= target ? 'yes' : 'NO',
        'non-2xx': figures.non2xx,
        errors: figures.errors,
      });
    }
    await server.stop();
    const ceilings = await updateCeilings(kind === 'postgres' ? { kind, url: databaseUrl } : { kind, dataDir: path.join(dataDir, 'pgdata') }, userId);
    for (const { name, rps } of ceilings) {
      rows.push({ endpoint: name, 'req/s': Math.round(rps), 'vs hello-world': `${((100 * rps) / hello.rps).toFixed(1)} %` });
    }
    console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}:`);
    console.table(rows);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `update` called by as many callers at once as autocannon has connections, for as long: calls per second. */
async function callsPerSecond(update: (caller: number) => Promise<unknown>): Promise<number> {
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, caller) => {
      while (Date.now() < until) {
        await update(caller);
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}

/**
 * What the database alone allows the write: the UPDATE the PATCH makes, with no HTTP, no sign-in check and no
 * answer to build, from as many callers at once as autocannon has connections. Of the PATCH's one user (updates of
 * one row wait for each other's durable commit), and of as many users as callers; each with the row-change trigger
 * (migration 0021) and without it, since PostgreSQL commits transactions that notify one at a time.
 */
async function updateCeilings(target: DatabaseTarget, userId: number): Promise<{ name: string; rps: number }[]> {
  const database = await openDatabase(target);
  const { db } = database;
  try {
    const others = await db.execute(
      sql`insert into users (email, email_normalized, password_hash, first_name, last_name, user_type)
          select 'bench' || g || '@example.com', 'bench' || g || '@example.com', '-', 'Bench', 'User', 'jobseeker'
          from generate_series(1, ${CONNECTIONS}::integer) as g returning id`,
    );
    const ids = (others as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    const update = (id: number) => db.update(users).set({ firstName: 'Demo', updatedAt: new Date() }).where(eq(users.id, id)).returning();
    const figures = [];
    for (const announced of [true, false]) {
      await db.execute(sql.raw(`alter table users ${announced ? 'enable' : 'disable'} trigger users_row_changes`));
      const how = announced ? '' : ', no trigger';
      figures.push({ name: `UPDATE of the PATCH's user alone${how}`, rps: await callsPerSecond(() => update(userId)) });
      figures.push({ name: `UPDATE of ${CONNECTIONS} users alone${how}`, rps: await callsPerSecond((caller) => update(ids[caller]!)) });
    }
    await db.execute(sql.raw('alter table users enable trigger users_row_changes'));
    return figures;
  } finally {
    await database.close();
  }
}

const hello = await helloWorld();
let helloFigures: Figures;
try {
  helloFigures = await load(hello.url);
} finally {
  hello.child.kill('SIGTERM');
}
console.log(`${os.cpus().length} cores, Node ${process.version}; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per endpoint after a 2 s warm-up.`);
console.log(`Bare Fastify hello-world: ${Math.round(helloFigures.rps)} req/s, p50 ${helloFigures.p50} ms, p99 ${helloFigures.p99} ms.`);

await benchDatabase('pglite', '', helloFigures);
const postgresServer = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresServer) await benchDatabase('postgres', await freshPostgresDatabase(postgresServer), helloFigures);
else console.log('\nSet BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to measure it too.');
