import type pg from 'pg';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from './database';
import { driverQuery, poolOf, queryWithSettings, settingsSql, type PlannerSettings } from './tuned-query';

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
  const pool = poolOf(db);
  if (pool === null || lanes < 2 || queries.length < 2) {
    const results: Row[][] = [];
    await db.transaction(async (tx) => {
      for (const query of queries) results.push(await queryWithSettings<Row>(tx, settings, query));
    });
    return results;
  }
  const results: Row[][] = new Array<Row[]>(queries.length);
  let next = 0;
  const take = (): number | undefined => (next < queries.length ? next++ : undefined);
  const drain = async (client: pg.PoolClient) => {
    for (let index = take(); index !== undefined; index = take()) {
      results[index] = (await client.query<Row & pg.QueryResultRow>(driverQuery(queries[index]!))).rows;
    }
  };
  /** Runs one lane's transaction; a connection whose transaction failed is closed rather than handed back. */
  const lane = async (client: pg.PoolClient, opening: string) => {
    try {
      await client.query(opening);
      await drain(client);
      await client.query('commit');
      client.release();
    } catch (error) {
      next = queries.length;
      client.release(true);
      throw error;
    }
  };

  const first = await pool.connect();
  let snapshot: string;
  try {
    await first.query(`begin isolation level repeatable read read only; ${settingsSql(settings)}`);
    snapshot = (await first.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
  } catch (error) {
    first.release(true);
    throw error;
  }
  // The exporting transaction stays open until every lane that imported its snapshot is done.
  const helpers: Promise<void>[] = [];
  for (let extra = 1; extra < lanes; extra++) {
    const free = pool.idleCount + (pool.options.max ?? 10) - pool.totalCount;
    if (free < 1) break;
    void pool
      .connect()
      .then((client) => {
        if (next >= queries.length) return client.release();
        const running = lane(client, `begin isolation level repeatable read read only; set transaction snapshot '${snapshot}'; ${settingsSql(settings)}`);
        // Awaited below once the first lane is done; marked handled now, so a failure meanwhile is not "unhandled".
        running.catch(() => undefined);
        helpers.push(running);
      })
      // No second connection (the database refused one): the first lane does every part.
      .catch(() => undefined);
  }
  try {
    await drain(first);
    await Promise.all(helpers);
    await first.query('commit');
    first.release();
  } catch (error) {
    next = queries.length;
    first.release(true);
    await Promise.allSettled(helpers);
    throw error;
  }
  // A connection offered after the last part was taken is handed straight back; nothing waits for it.
  return results;
}
