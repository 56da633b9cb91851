import os from 'node:os';
import { buildApp } from '../src/server/app';
import { systemClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { loadFlows } from '../src/server/flows/load-flows';
import { createMailer } from '../src/server/mail/create-mailer';
import { seedDemoAccounts } from '../src/server/seed/demo-accounts';

/**
 * `npm run bench`: the real app on a fresh in-memory PGlite, or on BENCH_DATABASE_URL (a database of its own:
 * it is migrated and seeded with the demo accounts), loaded over loopback with a fixed number of requests at a fixed concurrency. Prints figures; asserts
 * nothing. Sign-in is limited per address, so it gets fewer requests than the reads.
 */
interface Scenario {
  name: string;
  requests: number;
  run: (baseUrl: string, token: string) => Promise<Response>;
}

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function measure(scenario: Scenario, baseUrl: string, token: string) {
  const timings: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < scenario.requests) {
      next += 1;
      const t0 = performance.now();
      const response = await scenario.run(baseUrl, token);
      await response.arrayBuffer();
      timings.push(performance.now() - t0);
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, scenario.requests) }, worker));
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
  return { scenario: scenario.name, requests: timings.length, failures, 'req/s': (timings.length / seconds).toFixed(0), 'p50 ms': at(0.5), 'p95 ms': at(0.95), 'p99 ms': at(0.99) };
}

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

const scenarios: Scenario[] = [
  { name: 'GET /api/health/', requests: 2000, run: (url) => fetch(`${url}/api/health/`) },
  { name: 'GET /api/my-profile/', requests: 2000, run: (url, token) => fetch(`${url}/api/my-profile/`, { headers: json(token) }) },
  {
    name: 'GET unread_count',
    requests: 2000,
    run: (url, token) => fetch(`${url}/api/notifications/notifications/unread_count/`, { headers: json(token) }),
  },
  { name: 'GET /api/flows/jobseeker/', requests: 500, run: (url, token) => fetch(`${url}/api/flows/jobseeker/`, { headers: json(token) }) },
  {
    name: 'POST /login/ (argon2id)',
    requests: 60,
    run: (url) =>
      fetch(`${url}/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'staff@demo.example.com', password: 'DemoStaff1234' }) }),
  },
];

const benchUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(benchUrl ? { kind: 'postgres', url: benchUrl } : { kind: 'pglite' });
const config = loadConfig({ JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!', LOG_LEVEL: 'silent' });
const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: config.mailFrom, outboxDir: os.tmpdir(), log: () => undefined });
const app = await buildApp({ config, db: database.db, clock: systemClock, jwtSecret: new TextEncoder().encode(config.jwtSecret!), mailer, flows: loadFlows() });
await seedDemoAccounts(database.db);
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${baseUrl}/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'jobseeker@demo.example.com', password: 'DemoJobseeker1' }) });
const { token } = (await login.json()) as { token: string };

console.log(`Database: ${database.kind}; concurrency ${CONCURRENCY}; ${os.cpus().length} cores`);
const rows = [];
for (const scenario of scenarios) rows.push(await measure(scenario, baseUrl, token));
console.table(rows);
await app.close();
await database.close();
