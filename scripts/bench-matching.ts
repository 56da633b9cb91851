import pg from 'pg';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb, Database } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { flowAnswers, jobseekerMatchProfiles, roles, userSettings, users, employers } from '../src/server/db/schema';
import { loadFlows, type LoadedFlows } from '../src/server/flows/load-flows';
import { criteriaOf } from '../src/server/matching/algorithm';
import { coreProfileComplete, matchProfileValues } from '../src/server/matching/candidates-projection';
import { excludedCounts, findCandidates } from '../src/server/matching/candidates-query';
import { DEMO_ROLE_ANSWERS } from '../src/server/seed/demo-matching';
import { generateJobseeker, seededRandom, type GeneratedJobseeker } from '../src/server/seed/generate-jobseeker-answers';

/**
 * `npm run bench` (after scripts/bench-server.ts): matching at scale. Generated job seekers (the seeded generator
 * the demo data uses: most in big metro areas, salaries by experience, a few not authorised to work in the US, 5 %
 * with matching turned off) inserted in bulk, then a role's top 50 with every explanation, the way
 * GET /api/matching/roles/{uuid}/candidates/ computes it (findCandidates: one query filters, scores and ranks on the
 * projection and returns the best with their answers; the algorithm explains them), timed over RUNS runs after
 * WARMUP, for a broad role and a narrow one. Also the per-filter exclusion counts of the broad role (excludedCounts).
 *
 * At 100,000 job seekers on PGlite (in memory) and on PostgreSQL, then on PostgreSQL the same database grown to
 * 1,000,000 (BENCH_MATCHING_LARGE; 0 skips it) to put on record how the cost grows. PostgreSQL runs in a database of
 * its own that the bench creates and drops (BENCH_MATCHING_SERVER_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * Prints figures; asserts nothing.
 */
const PEOPLE = Number(process.env.BENCH_MATCHING_PEOPLE ?? 100_000);
const LARGE = Number(process.env.BENCH_MATCHING_LARGE ?? 1_000_000);
// 60 runs, so the p95 is the 57th of them rather than all but the slowest of 30 (the machine is shared).
const RUNS = Number(process.env.BENCH_MATCHING_RUNS ?? 60);
const LARGE_RUNS = Math.max(5, Math.round(RUNS / 4));
const WARMUP = 5;
const BATCH = 5_000;
const TODAY = '2026-11-23';

/** The role: the demo one (Director of Operations, full-time, in person, max $115,000, 4+ years), in three metro areas. */
const ROLE_ANSWERS: Record<string, unknown> = {
  ...DEMO_ROLE_ANSWERS,
  geographicRequirement: 'specific',
  availableMetroAreas: ['New York, NY', 'Chicago, IL', 'Austin, TX'],
  openToRelocation: true,
};

/** A narrower role beside it, for scale: one metro area, no relocation. */
const NARROW_ROLE_ANSWERS: Record<string, unknown> = { ...ROLE_ANSWERS, availableMetroAreas: ['Chicago, IL'], openToRelocation: false };

type Executor = Pick<AppDb, 'execute'>;

/** A value as the text PostgreSQL reads for its column type (every column travels as one text[] parameter). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Inserts many rows in one statement, COPY-like: each column is one text[] parameter, unnested and cast to the
 * column's type (array columns travel as JSON), so a statement of thousands of rows has a parameter per column.
 */
async function insertMany(db: Executor, table: PgTable, rows: Record<string, unknown>[], returning?: SQL): Promise<Record<string, unknown>[]> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map(([, column], at) => {
      const type = column.getSQLType();
      const value = sql.raw(`r.v${at}`);
      return type.endsWith('[]')
        ? sql`array(select e.value::${sql.raw(type.slice(0, -2))} from jsonb_array_elements_text(${value}::jsonb) as e(value))`
        : sql`${value}::${sql.raw(type)}`;
    }),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([key]) => sql`${sql.param(rows.map((row) => asText(row[key])))}::text[]`),
    sql`, `,
  );
  const aliases = sql.raw(columns.map((_, at) => `v${at}`).join(', '));
  const query = sql`insert into ${table} (${names}) select ${values} from unnest(${arrays}) as r(${aliases})${returning ? sql` returning ${returning}` : sql``}`;
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Generates job seekers `from` … `to` - 1 and inserts them with their answers, projection and (for 5 %) matching off. */
async function addPeople(database: Database, random: () => number, from: number, to: number): Promise<void> {
  const { db } = database;
  const flows = loadFlows();
  const now = new Date();
  const started = performance.now();
  // The next batch is generated while the database stores the last: the generator and the database each keep a core.
  let storing: Promise<void> | undefined;
  for (let offset = from; offset < to; offset += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, to - offset) }, () => ({ ...generateJobseeker(random), matchingOff: random() < 0.05 }));
    await storing;
    storing = db.transaction(async (tx) => {
      // A bulk load, as pg_restore does it: no triggers (the row-change notices feed the app's read cache, and this
      // database has no app reading it; foreign keys hold by construction) and no wait for each commit to reach disk.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`set local synchronous_commit = off`);
      // Answers are long enough to be compressed when stored: pglz was a quarter of the load's time, lz4 a fraction of it.
      if (database.kind === 'postgres') await tx.execute(sql`set local default_toast_compression = lz4`);
      await insertBatch(tx, people, offset, flows, now);
      const done = offset + people.length;
      if (done % 100_000 === 0)
        process.stdout.write(`  ${done.toLocaleString('en-US')} job seekers (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
    });
  }
  await storing;
  await db.execute(sql`vacuum analyze`).catch(() => db.execute(sql`analyze`));
  await db.execute(sql`checkpoint`).catch(() => undefined);
}

/** One batch of generated people: their accounts, answers, projections and (for 5 %) matching turned off. */
async function insertBatch(
  db: Executor,
  people: (GeneratedJobseeker & { matchingOff: boolean })[],
  offset: number,
  flows: LoadedFlows,
  now: Date,
): Promise<void> {
  const created = await insertMany(
    db,
    users,
    people.map((person, at) => {
      const email = `bench${offset + at}@bench.example.com`;
      return {
        email,
        emailNormalized: email,
        passwordHash: 'not-a-password',
        firstName: person.firstName,
        lastName: person.lastName,
        userType: 'jobseeker',
        hasConfirmedEmail: true,
      };
    }),
    sql`id, email`,
  );
  // Ids in the order the people were made (RETURNING promises no order).
  const ids = new Map(created.map((row) => [String(row.email), Number(row.id)]));
  const idOf = (at: number) => ids.get(`bench${offset + at}@bench.example.com`)!;
  await insertMany(
    db,
    flowAnswers,
    people.map((person, at) => ({ userId: idOf(at), flowId: 'jobseeker', flowVersion: 1, answers: person.answers })),
  );
  // The flow engine decides Core Profile for a sample; generated answers are complete by construction.
  await insertMany(
    db,
    jobseekerMatchProfiles,
    // With triggers off, the projection's copy of the matching setting is written here (migration 0039's triggers would).
    people.map((person, at) => ({
      ...matchProfileValues(idOf(at), person.answers, at % 100 === 0 ? coreProfileComplete(flows, person.answers) : true, now),
      openToMatching: !person.matchingOff,
    })),
  );
  // And the rows of the cities they named, which the projection's trigger would write.
  await db.execute(sql`select write_named_places(${sql.raw(`'{${people.map((_, at) => idOf(at)).join(',')}}'::integer[]`)})`);
  const closed = people.flatMap((person, at) => (person.matchingOff ? [{ userId: idOf(at), openToMatching: false }] : []));
  if (closed.length > 0) await insertMany(db, userSettings, closed);
}

async function createRole(database: Database): Promise<number> {
  const [employer] = await database.db
    .insert(employers)
    .values({ name: 'Bench Charter Network', slug: `bench-${Date.now()}` })
    .returning();
  const [role] = await database.db.insert(roles).values({ employerId: employer!.id, status: 'open', answers: ROLE_ANSWERS, flowVersion: 1 }).returning();
  return role!.id;
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);

async function measure(database: Database, roleId: number, answers: Record<string, unknown>, label: string, people: number, runs: number) {
  const criteria = criteriaOf(answers);
  const timings: number[] = [];
  let last: Awaited<ReturnType<typeof findCandidates>> | undefined;
  for (let run = 0; run < WARMUP + runs; run += 1) {
    const t0 = performance.now();
    last = await findCandidates(database.db, roleId, criteria, TODAY, 50);
    if (run >= WARMUP) timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  return {
    database: database.kind,
    role: label,
    'job seekers': people,
    'survive filters': last!.count,
    'top score': last!.results[0]?.score ?? null,
    '50th score': last!.results[49]?.score ?? null,
    runs,
    'p50 ms': percentile(timings, 0.5),
    'p95 ms': percentile(timings, 0.95),
    'max ms': percentile(timings, 1),
  };
}

/** excludedCounts for the broad role: one aggregate pass over everyone who may be matched. */
async function measureExcluded(database: Database, people: number, runs: number) {
  const criteria = criteriaOf(ROLE_ANSWERS);
  const timings: number[] = [];
  let last: Awaited<ReturnType<typeof excludedCounts>> | undefined;
  for (let run = 0; run < WARMUP + runs; run += 1) {
    const t0 = performance.now();
    last = await excludedCounts(database.db, criteria);
    if (run >= WARMUP) timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  return {
    database: database.kind,
    role: 'excluded counts, 3 metros',
    'job seekers': people,
    'survive filters': `${last!.excluded} excluded`,
    runs,
    'p50 ms': percentile(timings, 0.5),
    'p95 ms': percentile(timings, 0.95),
    'max ms': percentile(timings, 1),
  };
}

async function measureBoth(database: Database, roleId: number, people: number, runs: number) {
  return [
    await measure(database, roleId, ROLE_ANSWERS, '3 metros + relocation', people, runs),
    await measure(database, roleId, NARROW_ROLE_ANSWERS, '1 metro', people, runs),
    await measureExcluded(database, people, runs),
  ];
}

const rows = [];
console.log(
  `Matching: ${PEOPLE.toLocaleString('en-US')} generated job seekers (then ${LARGE.toLocaleString('en-US')} on PostgreSQL), one role's top 50 with explanations`,
);

// BENCH_MATCHING_TARGETS=postgres (or pglite) measures one of the two.
const targets = (process.env.BENCH_MATCHING_TARGETS ?? 'pglite,postgres').split(',');
if (targets.includes('pglite')) {
  console.log('PGlite (in memory): seeding…');
  const lite = await openDatabase({ kind: 'pglite' });
  const roleId = await createRole(lite);
  await addPeople(lite, seededRandom(11), 0, PEOPLE);
  rows.push(...(await measureBoth(lite, roleId, PEOPLE, RUNS)));
  await lite.close();
}

const serverUrl = process.env.BENCH_MATCHING_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A name of its own per run, so two runs at once (several engineers share the server) never drop each other's database.
const name = process.env.BENCH_MATCHING_DB ?? `bench_matching_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(
  () => true,
  (error: Error) => {
    console.log(`PostgreSQL at ${serverUrl} is not reachable (${error.message}); skipped.`);
    return false;
  },
);
// BENCH_MATCHING_REUSE=1 with BENCH_MATCHING_DB measures a database an earlier run kept (BENCH_MATCHING_KEEP=1) as it
// is, without seeding: a million job seekers take a quarter of an hour to seed, a measurement a minute.
const reuse = process.env.BENCH_MATCHING_REUSE === '1' && process.env.BENCH_MATCHING_DB !== undefined;
const kept = reuse && reachable && (await admin.query('select 1 from pg_database where datname = $1', [name])).rows.length > 0;
if (targets.includes('postgres') && reachable && kept) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    const [role] = ((await server.db.execute(sql`select min(id) as id from ${roles}`)) as unknown as { rows: { id: number }[] }).rows;
    const [size] = ((await server.db.execute(sql`select count(*)::integer as n from ${jobseekerMatchProfiles}`)) as unknown as { rows: { n: number }[] }).rows;
    console.log(`PostgreSQL: reusing ${name} (${size!.n.toLocaleString('en-US')} job seekers)…`);
    rows.push(...(await measureBoth(server, Number(role!.id), size!.n, size!.n > PEOPLE ? LARGE_RUNS : RUNS)));
  } finally {
    await server.close();
  }
} else if (targets.includes('postgres') && reachable) {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log('PostgreSQL: seeding…');
  const server = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    const roleId = await createRole(server);
    const random = seededRandom(11);
    await addPeople(server, random, 0, PEOPLE);
    rows.push(...(await measureBoth(server, roleId, PEOPLE, RUNS)));
    if (LARGE > PEOPLE) {
      // More people from the same generator, the first ones kept: how the cost grows with the field.
      console.log(`PostgreSQL: growing to ${LARGE.toLocaleString('en-US')}…`);
      await addPeople(server, random, PEOPLE, LARGE);
      rows.push(...(await measureBoth(server, roleId, LARGE, LARGE_RUNS)));
    }
  } finally {
    await server.close();
    // BENCH_MATCHING_KEEP=1 leaves the database for a look at the query plans.
    if (process.env.BENCH_MATCHING_KEEP === '1') console.log(`Kept database ${name}.`);
    if (process.env.BENCH_MATCHING_KEEP !== '1') await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
// The server's memory and vacuuming decide whether ranking reads its indexes alone (docs/operations.md): said beside
// the figures, so a run on a server left at its defaults is not taken for the product's speed.
const serverSettings = reachable
  ? (
      await admin.query<{ name: string; setting: string }>(
        `select name, current_setting(name) as setting from unnest(array['shared_buffers', 'autovacuum']) as name`,
      )
    ).rows
  : [];
if (reachable) await admin.end();
console.table(rows);
if (serverSettings.length > 0) console.log(`PostgreSQL: ${serverSettings.map(({ name, setting }) => `${name} ${setting}`).join(', ')}.`);
