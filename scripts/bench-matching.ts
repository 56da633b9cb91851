import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { flowAnswers, jobseekerMatchProfiles, roles, userSettings, users, employers } from '../src/server/db/schema';
import { loadFlows } from '../src/server/flows/load-flows';
import { criteriaOf } from '../src/server/matching/algorithm';
import { coreProfileComplete, matchProfileValues } from '../src/server/matching/candidates-projection';
import { findCandidates } from '../src/server/matching/candidates-query';
import { DEMO_ROLE_ANSWERS } from '../src/server/seed/demo-matching';
import { generateJobseeker, seededRandom } from '../src/server/seed/generate-jobseeker-answers';

/**
 * `npm run bench` (after scripts/bench.ts): matching at scale. 100,000 generated job seekers (the seeded generator
 * the demo data uses: most in big metro areas, salaries by experience, a few not authorised to work in the US, 5 %
 * with matching turned off) inserted in bulk with SQL, then one role's top 50 with every explanation, the way
 * GET /api/matching/roles/{uuid}/candidates/ computes it (SQL hard filters on the projection, survivors scored),
 * timed over RUNS runs after WARMUP. On PGlite (in memory) and on PostgreSQL, in a database of its own that it
 * creates and drops (BENCH_MATCHING_SERVER_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * Prints figures; asserts nothing.
 */
const PEOPLE = Number(process.env.BENCH_MATCHING_PEOPLE ?? 100_000);
const RUNS = Number(process.env.BENCH_MATCHING_RUNS ?? 30);
const WARMUP = 3;
const BATCH = 1_000;
const TODAY = '2026-11-23';

/** The role: the demo one (Director of Operations, full-time, in person, max $115,000, 4+ years), in three metro areas. */
const ROLE_ANSWERS: Record<string, unknown> = {
  ...DEMO_ROLE_ANSWERS,
  geographicRequirement: 'specific',
  availableMetroAreas: ['New York, NY', 'Chicago, IL', 'Austin, TX'],
  openToRelocation: true,
};

async function seed(database: Database): Promise<number> {
  const { db } = database;
  const flows = loadFlows();
  const random = seededRandom(11);
  const now = new Date();
  const [employer] = await db.insert(employers).values({ name: 'Bench Charter Network', slug: `bench-${Date.now()}` }).returning();
  const [role] = await db.insert(roles).values({ employerId: employer!.id, status: 'open', answers: ROLE_ANSWERS, flowVersion: 1 }).returning();
  const started = performance.now();
  for (let offset = 0; offset < PEOPLE; offset += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, PEOPLE - offset) }, () => generateJobseeker(random));
    const created = await db
      .insert(users)
      .values(
        people.map((person, at) => {
          const email = `bench${offset + at}@bench.example.com`;
          return { email, emailNormalized: email, passwordHash: 'not-a-password', firstName: person.firstName, lastName: person.lastName, userType: 'jobseeker', hasConfirmedEmail: true };
        }),
      )
      .returning({ id: users.id });
    await db.insert(flowAnswers).values(created.map(({ id }, at) => ({ userId: id, flowId: 'jobseeker', flowVersion: 1, answers: people[at]!.answers })));
    // The flow engine decides Core Profile for a sample; generated answers are complete by construction.
    await db.insert(jobseekerMatchProfiles).values(created.map(({ id }, at) => matchProfileValues(id, people[at]!.answers, at % 100 === 0 ? coreProfileComplete(flows, people[at]!.answers) : true, now)));
    const closed = created.filter(() => random() < 0.05);
    if (closed.length > 0) await db.insert(userSettings).values(closed.map(({ id }) => ({ userId: id, openToMatching: false })));
    if ((offset / BATCH) % 20 === 19) process.stdout.write(`  ${offset + BATCH} job seekers in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  }
  await db.execute(sql`analyze`);
  await db.execute(sql`checkpoint`).catch(() => undefined);
  return role!.id;
}

/** A narrower role beside it, for scale: one metro area, no relocation. */
const NARROW_ROLE_ANSWERS: Record<string, unknown> = { ...ROLE_ANSWERS, availableMetroAreas: ['Chicago, IL'], openToRelocation: false };

async function measure(database: Database, roleId: number, answers: Record<string, unknown>, label: string) {
  const criteria = criteriaOf(answers);
  const timings: number[] = [];
  let last: Awaited<ReturnType<typeof findCandidates>> | undefined;
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const t0 = performance.now();
    last = await findCandidates(database.db, roleId, criteria, TODAY, 50);
    if (run >= WARMUP) timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
  return { database: database.kind, role: label, 'job seekers': PEOPLE, 'survive filters': last!.count, 'top score': last!.results[0]?.score ?? null, runs: RUNS, 'p50 ms': at(0.5), 'p95 ms': at(0.95), 'max ms': at(1) };
}

const rows = [];
console.log(`Matching: ${PEOPLE.toLocaleString('en-US')} generated job seekers, one role's top 50 with explanations`);

// BENCH_MATCHING_TARGETS=postgres (or pglite) measures one of the two.
const targets = (process.env.BENCH_MATCHING_TARGETS ?? 'pglite,postgres').split(',');
if (targets.includes('pglite')) {
  console.log('PGlite (in memory): seeding…');
  const lite = await openDatabase({ kind: 'pglite' });
  const roleId = await seed(lite);
  rows.push(await measure(lite, roleId, ROLE_ANSWERS, '3 metros + relocation'));
  rows.push(await measure(lite, roleId, NARROW_ROLE_ANSWERS, '1 metro'));
  await lite.close();
}

const serverUrl = process.env.BENCH_MATCHING_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = 'bench_matching';
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(
  () => true,
  (error: Error) => {
    console.log(`PostgreSQL at ${serverUrl} is not reachable (${error.message}); skipped.`);
    return false;
  },
);
if (targets.includes('postgres') && reachable) {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log('PostgreSQL: seeding…');
  const server = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    const roleId = await seed(server);
    rows.push(await measure(server, roleId, ROLE_ANSWERS, '3 metros + relocation'));
    rows.push(await measure(server, roleId, NARROW_ROLE_ANSWERS, '1 metro'));
  } finally {
    await server.close();
    // BENCH_MATCHING_KEEP=1 leaves the database for a look at the query plans.
    if (process.env.BENCH_MATCHING_KEEP !== '1') await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
console.table(rows);
