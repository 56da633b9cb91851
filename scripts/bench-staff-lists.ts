import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { staffListNamed } from '../src/server/staff/lists/list-definitions';
import { countRows, pageOfRows, readListRequest } from '../src/server/staff/lists/list-query';

/**
 * `npm run bench` (last): the staff data tables at 100,000 job seekers. Inserts them with one SQL statement into
 * PGlite (in memory) and into a PostgreSQL database of its own (created and dropped; BENCH_MATCHING_SERVER_URL),
 * then times what GET /api/staff/lists/jobseekers/ does (the count and one page) for typical requests.
 * Prints figures; asserts nothing.
 */
const PEOPLE = Number(process.env.BENCH_LISTS_PEOPLE ?? 100_000);
const RUNS = 20;

const REQUESTS: [label: string, query: Record<string, string>][] = [
  ['first page, by id', {}],
  ['page 2,000 by last name, descending', { ordering: '-last_name', page: '2000', page_size: '25' }],
  ['search "smith"', { search: 'smith' }],
  ['Core Profile complete, newest first', { core_profile_complete: 'true', ordering: '-date_joined' }],
];

async function seed(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into users (email, email_normalized, password_hash, first_name, last_name, user_type, created_at)
    select 'person' || n || '@bench.example.com', 'person' || n || '@bench.example.com', 'x',
      (array['Ada','Grace','Mary','Katherine','Dorothy','Alan','Edsger','Barbara'])[1 + n % 8],
      (array['Smith','Jones','Garcia','Chen','Okafor','Nguyen','Brown','Rossi','Müller','Silva'])[1 + n % 10] || n,
      'jobseeker', now() - (n || ' minutes')::interval
    from generate_series(1, ${PEOPLE}) as n`);
  await database.db.execute(sql`analyze`);
}

async function measure(database: Database) {
  const list = staffListNamed('jobseekers')!;
  const rows = [];
  for (const [label, query] of REQUESTS) {
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < RUNS + 2; run += 1) {
      const started = performance.now();
      const request = readListRequest(list, query);
      const [n] = await Promise.all([countRows(database.db, list, request), pageOfRows(database.db, list, request)]);
      count = n;
      if (run >= 2) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
    rows.push({ database: database.kind, request: label, rows: count, 'p50 ms': at(0.5), 'p95 ms': at(0.95) });
  }
  return rows;
}

const results = [];
console.log(`PGlite (in memory): inserting ${PEOPLE.toLocaleString('en-US')} job seekers…`);
const embedded = await openDatabase({ kind: 'pglite' });
await seed(embedded);
results.push(...(await measure(embedded)));
await embedded.close();

const serverUrl = process.env.BENCH_MATCHING_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_lists_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log(`PostgreSQL: inserting ${PEOPLE.toLocaleString('en-US')} job seekers…`);
  const server = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seed(server);
  results.push(...(await measure(server)));
  await server.close();
  await admin.query(`drop database ${name} with (force)`);
} catch (error) {
  console.log(`PostgreSQL skipped: ${(error as Error).message}`);
} finally {
  await admin.end().catch(() => undefined);
}
console.table(results);
