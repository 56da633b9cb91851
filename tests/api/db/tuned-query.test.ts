import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppDb, Database } from '../../../src/server/db/database';
import { tunedQuery } from '../../../src/server/db/tuned-query';
import { openTestDatabase } from '../support/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// A role's ranking and its counts run through tunedQuery (src/server/matching/candidates-query.ts).
describe('a long read run with planner settings of its own', () => {
  it('answers its rows with the settings in force, and only for its own transaction', async () => {
    const rows = await tunedQuery<{ work_mem: string; jit: string; two: number }>(
      database.db,
      { work_mem: '48MB', jit: 'off' },
      sql`select current_setting('work_mem') as work_mem, current_setting('jit') as jit, ${2}::int as two`,
    );
    expect(rows).toEqual([{ work_mem: '48MB', jit: 'off', two: 2 }]);
    const after = await database.db.execute(sql`select current_setting('work_mem') as work_mem`);
    expect((after as unknown as { rows: Array<{ work_mem: string }> }).rows[0]!.work_mem).not.toBe('48MB');
  });

  it('a query that fails rejects with the database error and leaves the next query working', async () => {
    const failure = await tunedQuery(database.db, { work_mem: '48MB' }, sql`select 1 / ${0}::int as nothing`).catch((error: Error) => error);
    // drizzle wraps the driver's error on PGlite; the database's own words are in it or in its cause.
    expect(failure).toBeInstanceOf(Error);
    expect(`${(failure as Error).message} ${String((failure as Error).cause)}`).toMatch(/division by zero/);
    const rows = await tunedQuery<{ one: number }>(database.db, { work_mem: '48MB' }, sql`select 1 as one`);
    expect(rows).toEqual([{ one: 1 }]);
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('on PostgreSQL, a named statement of the connection', () => {
  let pool: pg.Pool;
  let db: AppDb;
  beforeAll(() => {
    // One connection, so that every call below meets the statements the ones before it left.
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    db = drizzle({ client: pool }) as unknown as AppDb;
  });
  afterAll(async () => {
    await pool.end();
  });

  const probe = (marker: number) =>
    tunedQuery<{ pid: number; kept: string; day: unknown }>(
      db,
      { jit: 'off' },
      sql`select pg_backend_pid() as pid, (select count(*) from pg_prepared_statements) as kept, current_date as day, ${sql.raw(String(marker))} as marker`,
    );

  it('is prepared once and kept: the same text again adds no statement; dates come back as written', async () => {
    const [first] = await probe(1);
    const [again] = await probe(1);
    expect(Number(first!.kept)).toBeGreaterThanOrEqual(1);
    expect(again!.pid).toBe(first!.pid);
    expect(again!.kept).toBe(first!.kept);
    expect(first!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a keyed query is built once: a repeat of its key runs the text kept for it', async () => {
    let builds = 0;
    const keyed = (value: number) => ({
      key: `tuned-query test ${process.pid}`,
      build: () => {
        builds += 1;
        return sql`select ${sql.raw(String(value))}::int as value`;
      },
    });
    expect(await tunedQuery(db, { jit: 'off' }, keyed(7))).toEqual([{ value: 7 }]);
    // The key says what the text is written from: a caller that changes the text must change the key.
    expect(await tunedQuery(db, { jit: 'off' }, keyed(8))).toEqual([{ value: 7 }]);
    expect(builds).toBe(1);
    expect(await tunedQuery(database.db, { jit: 'off' }, { key: 'on the app database', build: () => sql`select 9 as value` })).toEqual([{ value: 9 }]);
  });

  it('a connection keeps at most 33 of them: then it is closed, which frees them, and the next call starts afresh', async () => {
    const seen: Array<{ pid: number; kept: number }> = [];
    for (let marker = 100; marker < 140; marker += 1) {
      const [row] = await probe(marker);
      seen.push({ pid: row!.pid, kept: Number(row!.kept) });
    }
    expect(Math.max(...seen.map((row) => row.kept))).toBeLessThanOrEqual(33);
    expect(new Set(seen.map((row) => row.pid)).size).toBeGreaterThan(1);
    const fresh = seen.findIndex((row, at) => at > 0 && row.pid !== seen[at - 1]!.pid);
    expect(seen[fresh]!.kept).toBe(1);
  });
});
