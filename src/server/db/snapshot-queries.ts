import type pg from 'pg';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from './database';
import {
  builtQuery,
  driverQuery,
  isKeyed,
  keptQuery,
  poolOf,
  queryWithSettings,
  releaseClient,
  settingsSql,
  type KeyedQuery,
  type PlannerSettings,
} from './tuned-query';

/**
 * A part: plain SQL runs as it is (a report's text carries its dates, so it seldom repeats); a keyed query runs as a
 * named statement of its connection (tunedQuery).
 */
type Part = SQL | KeyedQuery;

async function runPart<Row>(client: pg.PoolClient, query: Part, named = false): Promise<Row[]> {
  if (isKeyed(query) || named) return keptQuery<Row>(client, query);
  return (await client.query<Row & pg.QueryResultRow>(driverQuery(query))).rows;
}

/**
 * Runs independent read queries (parts of one report) as if in one transaction, on up to `lanes` connections at
 * once: each part reads the same snapshot of the database (the first connection exports it, the others import it),
 * so the parts add up as one query's would, and a move committed meanwhile is in all of them or in none.
 *
 * A second connection is used only when the pool has one to give while parts are left: the first lane starts at
 * once and never waits for another, so reports asked at once cannot hold the pool's connections waiting for more.
 * Embedded PGlite has one connection: the parts run one after the other in one transaction. Answers each part's
 * rows, in the order of `queries`.
 */
export async function queriesInOneSnapshot<Row>(
  db: Pick<AppDb, 'transaction'>,
  settings: PlannerSettings,
  queries: readonly SQL[],
  lanes: number,
): Promise<Row[][]> {
  return (await readInOneSnapshot<Row, never>(db, settings, queries, lanes, () => null)).parts;
}

/**
 * As queriesInOneSnapshot, then `next` (worked out from the parts' rows; null for none) in the same snapshot, once
 * every part is done: a query that reads what the parts found, as it was when they found it. It runs as a named
 * statement of its connection, as it is asked again and again with other values in the same text.
 */
export async function readInOneSnapshot<Row, Next>(
  db: Pick<AppDb, 'transaction'>,
  settings: PlannerSettings,
  queries: readonly Part[],
  lanes: number,
  next: (parts: Row[][]) => Part | null,
): Promise<{ parts: Row[][]; next: Next[] }> {
  const pool = poolOf(db);
  if (pool === null) {
    const results: Row[][] = [];
    let following: Next[] = [];
    await db.transaction(async (tx) => {
      for (const query of queries) results.push(await queryWithSettings<Row>(tx, settings, builtQuery(query)));
      const then = next(results);
      if (then !== null) following = await queryWithSettings<Next>(tx, settings, builtQuery(then));
    });
    return { parts: results, next: following };
  }
  const results: Row[][] = new Array<Row[]>(queries.length);
  let taken = 0;
  const take = (): number | undefined => (taken < queries.length ? taken++ : undefined);
  const drain = async (client: pg.PoolClient) => {
    for (let index = take(); index !== undefined; index = take()) {
      results[index] = await runPart<Row>(client, queries[index]!);
    }
  };
  /** Runs one lane's transaction; a connection whose transaction failed is closed rather than handed back. */
  const lane = async (client: pg.PoolClient, opening: string) => {
    try {
      await client.query(opening);
      await drain(client);
      await client.query('commit');
      releaseClient(client, false);
    } catch (error) {
      taken = queries.length;
      releaseClient(client, true);
      throw error;
    }
  };

  const first = await pool.connect();
  // One part (or one lane) reads on the first connection alone, with no snapshot to hand over.
  const helped = lanes >= 2 && queries.length >= 2;
  let snapshot = '';
  try {
    await first.query(`begin isolation level repeatable read read only; ${settingsSql(settings)}`);
    if (helped) snapshot = (await first.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
  } catch (error) {
    first.release(true);
    throw error;
  }
  // The exporting transaction stays open until every lane that imported its snapshot is done.
  const helpers: Promise<void>[] = [];
  for (let extra = 1; helped && extra < lanes; extra++) {
    const free = pool.idleCount + (pool.options.max ?? 10) - pool.totalCount;
    if (free < 1) break;
    void pool
      .connect()
      .then((client) => {
        if (taken >= queries.length) return client.release();
        const running = lane(client, `begin isolation level repeatable read read only; set transaction snapshot '${snapshot}'; ${settingsSql(settings)}`);
        // Awaited below once the first lane is done; marked handled now, so a failure meanwhile is not "unhandled".
        running.catch(() => undefined);
        helpers.push(running);
      })
      // No second connection (the database refused one): the first lane does every part.
      .catch(() => undefined);
  }
  let following: Next[] = [];
  try {
    await drain(first);
    await Promise.all(helpers);
    const then = next(results);
    if (then !== null) following = await runPart<Next>(first, then, true);
    await first.query('commit');
    releaseClient(first, false);
  } catch (error) {
    taken = queries.length;
    releaseClient(first, true);
    await Promise.allSettled(helpers);
    throw error;
  }
  // A connection offered after the last part was taken is handed straight back; nothing waits for it.
  return { parts: results, next: following };
}
