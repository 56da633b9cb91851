import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FlowDocument } from '../src/flows';
import { openDatabase } from '../src/server/db/open-database';
import { flowAnswerOriginals, flowAnswers, flowVersions, jobseekerMatchProfiles } from '../src/server/db/schema';
import { loadFlows } from '../src/server/flows/load-flows';
import { publishedFlows } from '../src/server/flows/published-flows';
import { migrateAnswerSets } from '../src/server/flows/studio/flow-migration-job';
import { profilesWire } from '../src/server/matching/match-profile-repository';
import { dryRun } from '../src/server/flows/studio/dry-run';
import { checkDraft } from '../src/flows/studio/check-draft';
import { matchProfileValues } from '../src/server/matching/candidates-projection';
import { generateJobseeker, seededRandom } from '../src/server/seed/generate-jobseeker-answers';

/**
 * `npm run bench`: the dry run of a flow version over 100,000 job seekers' answer sets (issue 34 item 8, as the studio's
 * job runs it: every answer set carried and checked, the first thousand changes named), then publishing it and
 * moving them on PostgreSQL (issues 26 and 34, target 60 s): the background job's whole run (every batch: answer sets locked and read, carried by
 * the ops, checked against the new version for where each person is sent back to, originals kept, answers and
 * matching projections rewritten). The answers are the demo generator's (a pool of distinct people, reused);
 * the new version renames the "Actively looking" code of the job seeking status. Runs in a database of its own that
 * it creates and drops (BENCH_FLOW_MIGRATION_SERVER_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * Prints figures; asserts nothing.
 */
const PEOPLE = Number(process.env.BENCH_FLOW_MIGRATION_PEOPLE ?? 100_000);
const POOL = 2_000;
const serverUrl = process.env.BENCH_FLOW_MIGRATION_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Version 2 of the job seeker flow: "active" becomes "actively_looking". */
function nextVersion(document: FlowDocument): FlowDocument {
  const status = document.questions.jobSeekingStatus!;
  return {
    ...document,
    version: 2,
    questions: {
      ...document.questions,
      jobSeekingStatus: {
        ...status,
        schema: {
          type: 'string',
          oneOf: [
            { const: 'actively_looking', title: 'Actively looking' },
            { const: 'passive', title: 'Open to the right opportunity' },
            { const: 'part_time', title: 'Looking for part-time work' },
            { const: 'curious', title: 'Just curious' },
          ],
          errorMessage: { oneOf: 'Choose from the listed statuses' },
        },
      },
    },
    migrateFrom: { version: 1, ops: [{ op: 'mapValues', field: 'jobSeekingStatus', map: { active: 'actively_looking' } }] },
  };
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `bench_flow_migration_${process.pid}`;
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  const { db } = database;
  const random = seededRandom(26);
  const pool = Array.from({ length: POOL }, () => generateJobseeker(random).answers);
  const loadStarted = performance.now();
  await db.execute(sql`
    insert into users (email, email_normalized, password_hash, first_name, last_name, user_type, has_confirmed_email)
    select 'bench' || n || '@bench.example.com', 'bench' || n || '@bench.example.com', 'not-a-password', 'Bench', 'Person ' || n, 'jobseeker', true
    from generate_series(1, ${PEOPLE}) as n
  `);
  await db.execute(sql`
    insert into ${flowAnswers} (user_id, flow_id, flow_version, answers)
    select id, 'jobseeker', 1, ${JSON.stringify(pool)}::jsonb -> (id % ${POOL})::int from users
  `);
  // Every job seeker has their matching projection, as on a live database (generated answers complete Core Profile).
  const profiles = JSON.parse(profilesWire(pool.map((answers) => matchProfileValues(0, answers, true, new Date())))) as Record<string, unknown>[];
  await db.execute(sql`
    insert into ${jobseekerMatchProfiles}
    select (jsonb_populate_record(null::${jobseekerMatchProfiles}, (${JSON.stringify(profiles)}::jsonb -> (id % ${POOL})::int) || jsonb_build_object('user_id', id))).* from users
  `);
  await db.execute(sql`vacuum analyze`);
  console.log(`Loaded ${PEOPLE.toLocaleString('en-US')} job seekers' answers in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s.`);

  const files = loadFlows();
  const flows = await publishedFlows(files, db, database.readCache);
  // The dry run first, as the studio runs it before a publish: the draft loaded as the server loads one.
  const draft = checkDraft(nextVersion(files.document('jobseeker', 1)!), { ...files.sources, validator: files.validator }).flow!;
  const dryStarted = performance.now();
  let reports = 0;
  const summary = await dryRun({ db, flows }, draft, async () => {
    reports += 1;
  });
  const drySeconds = (performance.now() - dryStarted) / 1000;
  console.log(
    `Dry run on PostgreSQL: ${summary.answer_sets.toLocaleString('en-US')} answer sets in ${drySeconds.toFixed(1)} s ` +
      `(${reports} progress reports; ${summary.changed.toLocaleString('en-US')} change, ${summary.changes.length.toLocaleString('en-US')} listed by name).`,
  );
  await db.insert(flowVersions).values({ flowId: 'jobseeker', version: 2, document: nextVersion(files.document('jobseeker', 1)!), source: 'studio' });
  await flows.refresh();
  const clock = { now: () => new Date() };
  const started = performance.now();
  const migrated = await migrateAnswerSets({ db, flows, clock }, { flowId: 'jobseeker', toVersion: 2 });
  const seconds = (performance.now() - started) / 1000;
  const sentBack = await db.$count(flowAnswerOriginals, sql`${flowAnswerOriginals.firstInvalidStep} is not null`);
  console.log(
    `Flow migration on PostgreSQL: ${migrated.toLocaleString('en-US')} answer sets carried to version 2 in ${seconds.toFixed(1)} s ` +
      `(${Math.round(migrated / seconds).toLocaleString('en-US')} a second; target 60 s for 100,000); ${sentBack.toLocaleString('en-US')} sent back to a step.`,
  );
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
