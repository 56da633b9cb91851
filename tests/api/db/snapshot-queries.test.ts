import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppDb, Database } from '../../../src/server/db/database';
import { queriesInOneSnapshot, readInOneSnapshot } from '../../../src/server/db/snapshot-queries';
import { openTestDatabase } from '../support/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// Time in status over the whole marketplace runs one part per status this way (src/server/reports/report-query.ts).
describe('a report read in parts', () => {
  it("answers each part's rows in the order asked, with the settings in force", async () => {
    const parts = [1, 2, 3, 4, 5].map((n) => sql`select ${n}::int as n, current_setting('work_mem') as work_mem`);
    const results = await queriesInOneSnapshot<{ n: number; work_mem: string }>(database.db, { work_mem: '40MB' }, parts, 2);
    expect(results).toEqual([1, 2, 3, 4, 5].map((n) => [{ n, work_mem: '40MB' }]));
  });

  it('a part that fails rejects with the database error, and the next report works', async () => {
    const failure = await queriesInOneSnapshot(database.db, {}, [sql`select 1 as one`, sql`select 1 / ${0}::int as nothing`, sql`select 2 as two`], 2).catch(
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(`${(failure as Error).message} ${String((failure as Error).cause)}`).toMatch(/division by zero/);
    const results = await queriesInOneSnapshot<{ one: number }>(database.db, {}, [sql`select 1 as one`, sql`select 1 as one`], 2);
    expect(results).toEqual([[{ one: 1 }], [{ one: 1 }]]);
  });

  // A role's ranking from its floor hint reads its scans this way, then the page's people (candidates-query.ts).
  it('then runs the query worked out from what the parts found, and answers its rows; none when it is null', async () => {
    const parts = [
      { key: 'snapshot-test:2', build: () => sql`select 2::int as n` },
      { key: 'snapshot-test:3', build: () => sql`select 3::int as n` },
    ];
    const read = await readInOneSnapshot<{ n: number }, { total: number }>(database.db, {}, parts, 2, (found) => {
      const total = found.reduce((sum, [row]) => sum + row!.n, 0);
      return sql`select ${total}::int * 10 as total`;
    });
    expect(read).toEqual({ parts: [[{ n: 2 }], [{ n: 3 }]], next: [{ total: 50 }] });
    const without = await readInOneSnapshot<{ n: number }, never>(database.db, {}, parts, 2, () => null);
    expect(without.next).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('on PostgreSQL, parts on two connections at once', () => {
  const table = sql.identifier(`snapshot_probe_${process.pid}`);
  const lockKey = 38_006_000 + (process.pid % 1000);
  let pool: pg.Pool;
  let db: AppDb;
  let writer: pg.Client;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    db = drizzle({ client: pool }) as unknown as AppDb;
    writer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await writer.connect();
    await db.execute(sql`create table ${table} (n int)`);
    await db.execute(sql`insert into ${table} values (1), (2)`);
  });
  /** How many of the report's connections wait for the advisory locks `keys` the test holds. */
  const waitingFor = async (keys: number[]) =>
    (
      await writer.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objid = any($1::oid[])`, [
        keys,
      ])
    ).rows[0]!.n;
  afterAll(async () => {
    await db.execute(sql`drop table if exists ${table}`);
    await writer.end();
    await pool.end();
  });

  it('two lanes share the work, and every part reads the one snapshot the report started with, whoever commits meanwhile', async () => {
    // Each of the first two parts waits for a lock the test holds: both waiting at once shows two lanes at work.
    // While they wait a row is committed; the parts after them run once the locks are let go, after that commit.
    await writer.query('select pg_advisory_lock($1), pg_advisory_lock($2)', [lockKey, lockKey + 1]);
    const waiting = (key: number) =>
      sql`select pg_backend_pid() as pid, pg_current_snapshot()::text as snapshot, pg_advisory_xact_lock_shared(${key}) is null as rows`;
    const probe = sql`select pg_backend_pid() as pid, pg_current_snapshot()::text as snapshot, (select count(*)::int from ${table}) as rows`;
    const report = queriesInOneSnapshot<{ pid: number; snapshot: string; rows: number }>(
      db,
      {},
      [waiting(lockKey), waiting(lockKey + 1), probe, probe, probe],
      2,
    );
    await expect.poll(() => waitingFor([lockKey, lockKey + 1])).toBe(2);
    await writer.query(`insert into snapshot_probe_${process.pid} values (3)`);
    await writer.query('select pg_advisory_unlock($1), pg_advisory_unlock($2)', [lockKey, lockKey + 1]);
    const results = (await report).map(([row]) => row!);
    expect(results[0]!.pid).not.toBe(results[1]!.pid);
    expect(results.slice(2).map((row) => row.rows)).toEqual([2, 2, 2]);
    expect(new Set(results.map((row) => row.snapshot)).size).toBe(1);
    // The row is there for whoever reads after the report.
    expect((await writer.query(`select count(*)::int as n from snapshot_probe_${process.pid}`)).rows[0].n).toBe(3);
  });

  it('reads the last query in the snapshot the parts read, after both lanes are done, whoever commits meanwhile', async () => {
    await writer.query('select pg_advisory_lock($1), pg_advisory_lock($2)', [lockKey + 2, lockKey + 3]);
    const waiting = (key: number) => sql`select pg_current_snapshot()::text as snapshot, pg_advisory_xact_lock_shared(${key}) is null as waited`;
    const read = readInOneSnapshot<{ snapshot: string }, { snapshot: string; rows: number }>(db, {}, [waiting(lockKey + 2), waiting(lockKey + 3)], 2, () => {
      return sql`select pg_current_snapshot()::text as snapshot, (select count(*)::int from ${table}) as rows`;
    });
    await expect.poll(() => waitingFor([lockKey + 2, lockKey + 3])).toBe(2);
    const before = (await writer.query<{ n: number }>(`select count(*)::int as n from snapshot_probe_${process.pid}`)).rows[0]!.n;
    await writer.query(`insert into snapshot_probe_${process.pid} values (4)`);
    await writer.query('select pg_advisory_unlock($1), pg_advisory_unlock($2)', [lockKey + 2, lockKey + 3]);
    const { parts, next } = await read;
    expect(next).toEqual([{ snapshot: parts[0]![0]!.snapshot, rows: before }]);
    expect(parts[1]![0]!.snapshot).toBe(parts[0]![0]!.snapshot);
  });

  it('never waits for a second connection: with the pool taken, one lane does every part', async () => {
    const small = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      const results = await queriesInOneSnapshot<{ n: number }>(
        drizzle({ client: small }) as unknown as AppDb,
        {},
        [1, 2, 3].map((n) => sql`select ${n}::int as n`),
        2,
      );
      expect(results).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    } finally {
      await small.end();
    }
  });
});
