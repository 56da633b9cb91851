import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { loadFlows } from '../src/server/flows/load-flows';
import { invoiceList } from '../src/server/invoices/invoice-routes';
import { adverseImpactReport } from '../src/server/reports/adverse-impact-report';
import { diversityReport } from '../src/server/reports/diversity-report';
import { feesReport } from '../src/server/reports/fees-report';
import { funnelReport } from '../src/server/reports/funnel-report';
import { readReportScope, rowsOf, type ScopeQuery } from '../src/server/reports/report-scope';
import { countRounder } from '../src/server/reports/rounded-counts';
import { timeInStatusReport } from '../src/server/reports/time-in-status-report';
import { MATCH_STATUS_VALUES } from '../src/shared/match-statuses';

/**
 * `npm run bench`: the staff reports (issue 27 item 7) over 100,000 and over 1,000,000 matches and their events
 * (about four and a half each) on PostgreSQL, each size in a database of its own that the bench creates and drops
 * (BENCH_MATCHING_SERVER_URL). The data keeps one shape at every size: two matches a job seeker (half of them with
 * self-reported answers), 50 matches a role, 40 roles an organization, a hire (and its invoice) on about one role in
 * eight; so 1,000,000 matches are 500,000 job seekers, 20,000 roles and 500 organizations, each match a distinct
 * (role, job seeker) pair. Each report is timed as its route computes it, for the whole marketplace, one
 * organization and one quarter, and the invoice list (first page, one organization, fifth page); the sizes are
 * printed side by side. Prints figures; asserts nothing. PGlite is not measured: the reports' targets are
 * PostgreSQL's, and seeding 1,000,000 matches in PGlite (in memory, one core) would take longer than the rest of
 * `npm run bench`.
 */
/** BENCH_REPORTS_MATCHES: the sizes measured, comma-separated. */
const SIZES = (process.env.BENCH_REPORTS_MATCHES ?? '100000,1000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 30);
/** Fewer runs over 1,000,000 matches: a run of every report there takes seconds, not a tenth of one. */
const LARGE_RUNS = Number(process.env.BENCH_REPORTS_LARGE_RUNS ?? 20);
/**
 * BENCH_REPORTS_KEEP=1 leaves the databases behind, named bench_reports_<matches>, to compare plans in psql on their
 * data; BENCH_REPORTS_REUSE=1 measures such a database as it is, without seeding (1,000,000 matches take minutes to
 * seed, their measurement about as long). BENCH_REPORTS_DB_PREFIX names them otherwise.
 */
const KEEP = process.env.BENCH_REPORTS_KEEP === '1';
const REUSE = process.env.BENCH_REPORTS_REUSE === '1';
const PREFIX = process.env.BENCH_REPORTS_DB_PREFIX ?? 'bench_reports';
const WARMUP = 3;
const MATCHES_PER_ROLE = 50;
const MATCHES_PER_PERSON = 2;
const ROLES_PER_ORGANIZATION = 40;

async function seed(database: Database, matchCount: number): Promise<void> {
  const { db } = database;
  const ROLES = Math.ceil(matchCount / MATCHES_PER_ROLE);
  const PEOPLE = Math.ceil(matchCount / MATCHES_PER_PERSON);
  const ORGANIZATIONS = Math.ceil(ROLES / ROLES_PER_ORGANIZATION);
  await db.execute(
    sql`insert into employers (name, slug) select 'Bench Organization ' || n, 'bench-organization-' || n from generate_series(1, ${ORGANIZATIONS}) as n`,
  );
  await db.execute(sql`
    insert into roles (employer_id, status, answers, agreed_service_tier, agreed_fee_percent, created_at)
    select 1 + n % ${ORGANIZATIONS}, (array['open','filled','closed','filled'])[1 + n % 4],
      jsonb_build_object('jobTitle', 'Role ' || n, 'preferredSalary', 50000 + (n % 50) * 1000, 'roleType', jsonb_build_array('full_time')),
      'enhanced', 10, timestamptz '2026-01-01' + (n % 300 || ' days')::interval
    from generate_series(1, ${ROLES}) as n`);
  await db.execute(sql`
    insert into users (email, email_normalized, password_hash, first_name, last_name, user_type)
    select 'seeker' || n || '@bench.example.com', 'seeker' || n || '@bench.example.com', 'x', 'Bench', 'Seeker ' || n, 'jobseeker'
    from generate_series(1, ${PEOPLE}) as n`);
  // The answer pairs adverse impact counts by (migration 0033) are numbered here in one statement each: the row
  // trigger's upsert of the same few pairs, once per person, slowed down with every row it updated (10 minutes were
  // not enough for 500,000 people). It numbers them as the trigger would; it is switched off for this insert only.
  await db.execute(sql`alter table flow_answers disable trigger flow_answers_demographic_pair_added`);
  await db.execute(sql`
    insert into flow_answers (user_id, flow_id, flow_version, answers)
    select u.id, 'jobseeker', 1, case when u.id % 11 = 0 then '{}'::jsonb else jsonb_build_object(
      'gender', (array['female','male','decline_to_state','self_describe'])[1 + (u.id * 7) % 4],
      'ethnicity', case when u.id % 13 = 0 then jsonb_build_array('white', 'asian')
        else jsonb_build_array((array['american_indian_or_alaska_native','asian','black_or_african_american','hispanic_or_latino','native_hawaiian_or_pacific_islander','white','declined_to_state'])[1 + (u.id * 5) % 7]) end) end
    from users u where u.user_type = 'jobseeker'`);
  await db.execute(sql`alter table flow_answers enable trigger flow_answers_demographic_pair_added`);
  const answer = (field: string) => sql.raw(`coalesce(answers -> '${field}', 'null'::jsonb)`);
  await db.execute(sql`
    insert into demographic_answer_pairs (gender, ethnicity)
    select distinct ${answer('gender')}, ${answer('ethnicity')} from flow_answers where flow_id = 'jobseeker'
    on conflict do nothing`);
  await db.execute(sql`
    insert into jobseeker_demographic_pairs (user_id, pair_id)
    select f.user_id, p.id from flow_answers f
    join demographic_answer_pairs p on p.gender = ${answer('gender')} and p.ethnicity = ${answer('ethnicity')}
    where f.flow_id = 'jobseeker'`);
  // A match walks a prefix of the hiring path; where it stops decides its status. Its events come about three days
  // apart, give or take a day, to the second: stays of one length would make the percentiles' sorts free. One role
  // in eight hires its first match, and an offer not taken is archived, as the pipeline leaves them. Match n is of
  // role n / 50 and of job seeker n mod PEOPLE: the 50 matches of a role are 50 consecutive people, so no pair repeats (PEOPLE >= 50).
  await db.execute(sql`
    insert into matches (role_id, jobseeker_id, status, archived, score, created_at, status_changed_at)
    select role_id, jobseeker_id, path[stop], stop = 7, score, created_at, now()
    from (
      select 1 + n / ${MATCHES_PER_ROLE} as role_id, (select min(id) from users where user_type = 'jobseeker') + n % ${PEOPLE} as jobseeker_id,
        case when n % 50 = 0 and (n / 50) % 8 = 0 then 8 when (n * 31) % 8 = 7 then 7 else 1 + (n * 31) % 8 end as stop,
        array['confirm_match','jobseeker_accept','pending_employer_review','phone_screen','initial_interview','final_interview','offer_extended','hired'] as path,
        30 + (n * 17) % 70 as score, timestamptz '2026-01-01' + (n % 320 || ' days')::interval as created_at
      from generate_series(0, ${matchCount - 1}) as n
    ) planned`);
  await db.execute(sql`
    insert into match_events (match_id, from_status, to_status, created_at)
    select m.id, case when s.i = 1 then null else p.path[s.i - 1] end, p.path[s.i],
      m.created_at + ((s.i - 1) * 3 || ' days')::interval + (((m.id::bigint * 7919 + s.i * 104729) % 172800) || ' seconds')::interval
    from matches m
    cross join (select array['confirm_match','jobseeker_accept','pending_employer_review','phone_screen','initial_interview','final_interview','offer_extended','hired'] as path) p
    cross join lateral generate_series(1, array_position(p.path, m.status)) as s(i)`);
  await db.execute(sql`
    insert into invoices (match_id, role_id, employer_id, first_year_salary, tier, percent, amount, status, sent_at, paid_at, created_at)
    select m.id, r.id, r.employer_id, 60000, 'enhanced', 10, 6000, (array['draft','sent','paid'])[1 + m.id % 3],
      case when m.id % 3 > 0 then m.created_at + interval '25 days' end, case when m.id % 3 = 2 then m.created_at + interval '45 days' end, m.created_at + interval '21 days'
    from matches m join roles r on r.id = m.role_id where m.status = 'hired'`);
  await db.execute(sql`vacuum analyze`);
}

const SCOPES: [label: string, query: ScopeQuery][] = [
  ['everything', {}],
  ['one organization', { employer: '7' }],
  ['one quarter', { from: '2026-04-01', to: '2026-06-30' }],
];

async function measure(database: Database, runs: number): Promise<Map<string, { p50: number; p95: number }>> {
  const { db } = database;
  const flows = loadFlows();
  const round = countRounder(crypto.getRandomValues(new Uint8Array(32)));
  const now = new Date('2026-11-26T12:00:00Z');
  const reports: [string, (query: ScopeQuery) => Promise<unknown>][] = [
    ['funnel', async (query) => funnelReport(db, await readReportScope(db, query))],
    ['time in status', async (query) => timeInStatusReport(db, await readReportScope(db, query), now)],
    ['fees', async (query) => feesReport(db, await readReportScope(db, query))],
    ['diversity', async (query) => diversityReport(db, flows, await readReportScope(db, query), MATCH_STATUS_VALUES, round)],
    ['adverse impact', async (query) => adverseImpactReport(db, flows, await readReportScope(db, query), round)],
    // The invoice list has no days to filter by: its third run is a later page instead.
    ['invoices', async (query) => invoiceList(db, query.from ? { page: '5' } : { employer: query.employer })],
  ];
  const figures = new Map<string, { p50: number; p95: number }>();
  for (const [report, run] of reports) {
    for (const [label, query] of SCOPES) {
      const times: number[] = [];
      for (let at = 0; at < runs + WARMUP; at += 1) {
        const started = performance.now();
        await run(query);
        if (at >= WARMUP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const q = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
      figures.set(`${report}\n${label}`, { p50: q(0.5), p95: q(0.95) });
    }
  }
  return figures;
}

/** Seeds (or, with BENCH_REPORTS_REUSE=1, finds) a database of `matchCount` matches and times every report on it. */
async function measureSize(admin: pg.Client, serverUrl: string, matchCount: number): Promise<Map<string, { p50: number; p95: number }>> {
  const named = KEEP || REUSE;
  // A name of its own per run unless kept, so two runs at once never drop each other's database.
  const name = named ? `${PREFIX}_${matchCount}` : `${PREFIX}_${matchCount}_${process.pid}`;
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rows.length > 0;
  const reused = REUSE && exists;
  if (!reused) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    const started = performance.now();
    if (reused) console.log(`Reports on PostgreSQL: reusing ${name}…`);
    else {
      console.log(`Reports on PostgreSQL: seeding ${matchCount.toLocaleString('en-US')} matches with their events…`);
      await seed(server, matchCount);
    }
    const [counts] = rowsOf<{ matches: number; events: number }>(
      await server.db.execute(sql`select (select count(*) from matches)::int as matches, (select count(*) from match_events)::int as events`),
    );
    const runs = matchCount > 100_000 ? LARGE_RUNS : RUNS;
    console.log(
      `${Number(counts?.matches ?? 0).toLocaleString('en-US')} matches, ${Number(counts?.events ?? 0).toLocaleString('en-US')} match events` +
        `${reused ? '' : ` (seeded in ${Math.round((performance.now() - started) / 1000)} s)`}; ${runs} runs per report after ${WARMUP} to warm up.`,
    );
    return await measure(server, runs);
  } finally {
    await server.close();
    // A database reused is kept as it was found: reseeding 1,000,000 matches takes minutes.
    if (KEEP || reused) console.log(`Kept the database ${name}.`);
    else await admin.query(`drop database if exists ${name} with (force)`);
  }
}

const serverUrl = process.env.BENCH_MATCHING_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
  const bySize: [number, Map<string, { p50: number; p95: number }>][] = [];
  for (const size of SIZES) {
    const figures = await measureSize(admin, serverUrl, size);
    // Printed as soon as measured too: a larger size can take long enough to be stopped.
    console.log([...figures].map(([key, { p50, p95 }]) => `${key.replace('\n', ', ')}: ${p50} / ${p95} ms`).join('\n'));
    bySize.push([size, figures]);
  }
  const [, first] = bySize[0]!;
  const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1_000}k`);
  console.log(`Reports, p50 / p95 in ms; target p95 <= 500 ms at 1,000,000 matches (issue 38 item 6). PGlite: not measured (see the script).`);
  console.table(
    [...first.keys()].map((key) => {
      const [report, scope] = key.split('\n');
      const row: Record<string, string> = { report: report!, scope: scope! };
      for (const [size, figures] of bySize) {
        const figure = figures.get(key);
        row[`${label(size)} p50 / p95`] = figure ? `${figure.p50} / ${figure.p95}` : '';
      }
      return row;
    }),
  );
} catch (error) {
  console.log(`Reports bench skipped: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`);
} finally {
  await admin.end().catch(() => undefined);
}
