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
 * `npm run bench`: the staff reports (issue 27 item 7) over 100,000 matches and their events (about five each) on
 * PostgreSQL, in a database of its own that the bench creates and drops (BENCH_MATCHING_SERVER_URL). 50,000 job
 * seekers with self-reported answers, 50 organizations of 40 roles, a hire (and its invoice) on about one role in
 * eight. Each report is timed as its route computes it, for the whole marketplace, one organization and one
 * quarter, and the invoice list (first page, one organization, fifth page). Prints figures; asserts nothing.
 */
const MATCHES = Number(process.env.BENCH_REPORTS_MATCHES ?? 100_000);
const PEOPLE = 50_000;
const ORGANIZATIONS = 50;
const ROLES = 2_000;
const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 30);
/** BENCH_REPORTS_KEEP=1 leaves the database behind (its name is printed), to compare plans in psql on its data. */
const KEEP = process.env.BENCH_REPORTS_KEEP === '1';
const WARMUP = 3;

async function seed(database: Database): Promise<void> {
  const { db } = database;
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
  await db.execute(sql`
    insert into flow_answers (user_id, flow_id, flow_version, answers)
    select u.id, 'jobseeker', 1, case when u.id % 11 = 0 then '{}'::jsonb else jsonb_build_object(
      'gender', (array['female','male','decline_to_state','self_describe'])[1 + (u.id * 7) % 4],
      'ethnicity', case when u.id % 13 = 0 then jsonb_build_array('white', 'asian')
        else jsonb_build_array((array['american_indian_or_alaska_native','asian','black_or_african_american','hispanic_or_latino','native_hawaiian_or_pacific_islander','white','declined_to_state'])[1 + (u.id * 5) % 7]) end) end
    from users u where u.user_type = 'jobseeker'`);
  // A match walks a prefix of the hiring path; where it stops decides its status. One role in eight hires its first
  // match, and an offer not taken is archived, as the pipeline leaves them.
  await db.execute(sql`
    insert into matches (role_id, jobseeker_id, status, archived, score, created_at, status_changed_at)
    select role_id, jobseeker_id, path[stop], stop = 7, score, created_at, now()
    from (
      select 1 + (n / 50) % ${ROLES} as role_id, (select min(id) from users where user_type = 'jobseeker') + n % ${PEOPLE} as jobseeker_id,
        case when n % 50 = 0 and (n / 50) % 8 = 0 then 8 when (n * 31) % 8 = 7 then 7 else 1 + (n * 31) % 8 end as stop,
        array['confirm_match','jobseeker_accept','pending_employer_review','phone_screen','initial_interview','final_interview','offer_extended','hired'] as path,
        30 + (n * 17) % 70 as score, timestamptz '2026-01-01' + (n % 320 || ' days')::interval as created_at
      from generate_series(0, ${MATCHES - 1}) as n
    ) planned`);
  await db.execute(sql`
    insert into match_events (match_id, from_status, to_status, created_at)
    select m.id, case when s.i = 1 then null else p.path[s.i - 1] end, p.path[s.i], m.created_at + ((s.i - 1) * 3 || ' days')::interval
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

async function measure(database: Database) {
  const { db } = database;
  const flows = loadFlows();
  const round = countRounder(crypto.getRandomValues(new Uint8Array(32)));
  const now = new Date('2026-11-26T12:00:00Z');
  const reports: [string, (query: ScopeQuery) => Promise<unknown>][] = [
    ['funnel', async (query) => funnelReport(db, (await readReportScope(db, query)).matchCondition)],
    ['time in status', async (query) => timeInStatusReport(db, await readReportScope(db, query), now)],
    ['fees', async (query) => feesReport(db, await readReportScope(db, query))],
    ['diversity', async (query) => diversityReport(db, flows, await readReportScope(db, query), MATCH_STATUS_VALUES, round)],
    ['adverse impact', async (query) => adverseImpactReport(db, flows, await readReportScope(db, query), round)],
    // The invoice list has no days to filter by: its third run is a later page instead.
    ['invoices', async (query) => invoiceList(db, query.from ? { page: '5' } : { employer: query.employer })],
  ];
  const rows = [];
  for (const [report, run] of reports) {
    for (const [label, query] of SCOPES) {
      const times: number[] = [];
      for (let at = 0; at < RUNS + WARMUP; at += 1) {
        const started = performance.now();
        await run(query);
        if (at >= WARMUP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const q = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
      rows.push({ report, scope: label, 'p50 ms': q(0.5), 'p95 ms': q(0.95) });
    }
  }
  return rows;
}

const serverUrl = process.env.BENCH_MATCHING_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_reports_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    console.log(`Reports on PostgreSQL: ${MATCHES.toLocaleString('en-US')} matches with their events…`);
    await seed(server);
    const [events] = rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from match_events`));
    console.log(`${Number(events?.n ?? 0).toLocaleString('en-US')} match events; ${RUNS} runs per report after ${WARMUP} to warm up.`);
    console.table(await measure(server));
  } finally {
    await server.close();
    if (KEEP) console.log(`Kept the database ${name}.`);
    else await admin.query(`drop database ${name} with (force)`);
  }
} catch (error) {
  console.log(`Reports bench skipped: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`);
} finally {
  await admin.end().catch(() => undefined);
}
