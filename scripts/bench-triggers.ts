/**
 * What the row-change triggers cost the busiest writes (issue 24 item 6, docs/read-cache.md): 50 people at once
 * save answers (an UPDATE of their flow_answers row) and receive notifications (an INSERT), each caller on a
 * connection of its own set up as the server sets up its pool's, straight to the database (no HTTP). Three ways:
 * with the triggers as the server's connections meet them (skipped; the writer announces its rows after the commit,
 * migration 0031),
 * with no trigger at all, and with the triggers as any other writer meets them (NOTIFY inside the transaction,
 * whose commits PostgreSQL takes one at a time). Rounds alternate the ways so that drift on a shared machine falls
 * on each alike; each round starts with another way; the median round is printed. PostgreSQL only: `BENCH_DATABASE_URL` or `DATABASE_URL`.
 * `BENCH_CONNECTIONS` (50), `BENCH_TRIGGER_SECONDS` a measurement (4), `BENCH_TRIGGER_ROUNDS` (3).
 */
import pg from 'pg';
import { openDatabase } from '../src/server/db/open-database';
import { ReadCache } from '../src/server/db/read-cache';
import { listenForOtherProcesses, listeningPoolConnection } from '../src/server/db/row-change-listener';
import { settleOwnWrites } from '../src/server/db/own-row-changes';
import { rowTopic } from '../src/server/db/read-cache';
import { flowAnswers, notifications } from '../src/server/db/schema';

const CALLERS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_TRIGGER_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_TRIGGER_ROUNDS ?? 3);
/** Issue 24 item 6: with the triggers, at least this share of the rate without them. */
const TARGET_PERCENT = 80;
const TRIGGERS = { 'answer saves': 'flow_answers', 'notification inserts': 'notifications' } as const;
type Operation = keyof typeof TRIGGERS;
type Way = 'server connections, triggers' | 'no trigger' | 'other writers, triggers (NOTIFY at commit)';
const WAYS: Way[] = ['server connections, triggers', 'no trigger', 'other writers, triggers (NOTIFY at commit)'];

async function freshDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench_triggers WITH (FORCE)');
  await admin.query('CREATE DATABASE bench_triggers');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/bench_triggers';
  return url.toString();
}

async function callsPerSecond(clients: pg.Client[], call: (client: pg.Client, caller: number) => Promise<unknown>): Promise<number> {
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client, caller) => {
      while (Date.now() < until) {
        await call(client, caller);
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}

/** Until the listener has read every announcement (NOTIFY at commit leaves thousands), so none spills into the next way. */
async function drained(client: pg.Client): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await client.query<{ usage: number }>('select pg_notification_queue_usage() as usage');
    if (Number(rows[0]!.usage) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) {
  console.log('\nRow-change trigger cost: set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to measure it.');
} else {
  const url = await freshDatabase(serverUrl);
  await (await openDatabase({ kind: 'postgres', url })).close();
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  const ids = (
    await setup.query<{ id: number }>(
      `insert into users (email, email_normalized, password_hash, first_name, last_name, user_type)
       select 'bench' || g || '@example.com', 'bench' || g || '@example.com', '-', 'Bench', 'User', 'jobseeker'
       from generate_series(1, $1::integer) as g returning id`,
      [CALLERS],
    )
  ).rows.map((row) => row.id);
  await setup.query(`insert into flow_answers (user_id, flow_id, flow_version, answers) select id, 'jobseeker', 1, '{}' from users`);

  // As a server process: every connection reports its own changes, one connection listens for the others' and
  // one more announces this process's answers and notifications.
  const cache = new ReadCache();
  const listener = await listenForOtherProcesses(url, cache);
  const announcer = new pg.Client({ connectionString: url });
  await announcer.connect();
  const settle = settleOwnWrites(cache, (payloads) => announcer.query('select announce_row_changes($1::text[])', [payloads]));
  const setUp = listeningPoolConnection(cache);
  const clients = await Promise.all(
    ids.map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await setUp(client);
      return client;
    }),
  );

  // With the server's connections the triggers skip the write, and the server settles what it wrote after the
  // commit, as `announceWrite` makes every transaction of the app do: forgotten here, announced to the others.
  let settling = false;
  const calls: Record<Operation, (client: pg.Client, caller: number) => Promise<unknown>> = {
    'answer saves': async (client, caller) => {
      await client.query(
        `update flow_answers set answers = jsonb_set(answers, '{saved}', to_jsonb(now())), updated_at = now() where user_id = $1 and flow_id = 'jobseeker'`,
        [ids[caller]],
      );
      if (settling) await settle([rowTopic(flowAnswers, ids[caller]!)]);
    },
    'notification inserts': async (client, caller) => {
      await client.query(`insert into notifications (user_id, type, title, created_at) values ($1, 'message', 'A new message', now())`, [ids[caller]]);
      if (settling) await settle([rowTopic(notifications, ids[caller]!)]);
    },
  };
  const rates = new Map<string, number[]>();
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round starts with another way, so no way always follows the same one.
      for (const way of [...WAYS.slice(round % WAYS.length), ...WAYS.slice(0, round % WAYS.length)]) {
        const enabled = way === 'no trigger' ? 'disable' : 'enable';
        for (const table of Object.values(TRIGGERS)) await setup.query(`alter table ${table} ${enabled} trigger ${table}_row_changes`);
        // Other writers are connections that have not asked for notices.
        const delivery = way.startsWith('other writers') ? 'RESET row_changes.delivery' : `SET row_changes.delivery TO 'notice'`;
        await Promise.all(clients.map((client) => client.query(delivery)));
        settling = way === 'server connections, triggers';
        for (const operation of Object.keys(calls) as Operation[]) {
          const key = `${operation}|${way}`;
          rates.set(key, [...(rates.get(key) ?? []), await callsPerSecond(clients, calls[operation])]);
          await drained(setup);
        }
      }
    }
  } finally {
    for (const table of Object.values(TRIGGERS)) await setup.query(`alter table ${table} enable trigger ${table}_row_changes`);
    await Promise.all(clients.map((client) => client.end()));
    await announcer.end();
    await listener.stop();
    await setup.end();
  }

  const rows = [];
  for (const operation of Object.keys(calls) as Operation[]) {
    const without = median(rates.get(`${operation}|no trigger`)!);
    for (const way of WAYS) {
      const rate = median(rates.get(`${operation}|${way}`)!);
      const share = (100 * rate) / without;
      const checked = way === 'server connections, triggers';
      rows.push({
        operation,
        way,
        'per s': Math.round(rate),
        'of no trigger': `${share.toFixed(0)} %`,
        target: checked ? `≥ ${TARGET_PERCENT} %` : '',
        meets: checked ? (share >= TARGET_PERCENT ? 'yes' : 'NO') : '',
      });
    }
  }
  console.log(`\nRow-change trigger cost on PostgreSQL: ${CALLERS} callers at once, each on its own connection, median of ${ROUNDS} rounds of ${SECONDS} s:`);
  console.table(rows);
}
