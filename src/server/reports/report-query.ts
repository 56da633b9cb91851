import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { queriesInOneSnapshot } from '../db/snapshot-queries';
import { queryWithSettings } from '../db/tuned-query';

/**
 * How report queries are planned: a few hundred thousand rows counted or sorted once.
 * - Sorts in memory (work_mem 64 MB): the percentiles of time in status sort every stay, and at 4 MB that sort went
 *   to disk at 100,000 matches.
 * - JIT compilation off: the cost of these queries passes its threshold, and compiling costs more than it saves.
 */
const REPORT_SETTINGS = { work_mem: '64MB', jit: 'off' } as const;

/**
 * Connections one report reads on at once when it is made of parts (reportQueries): the two cores of the machine
 * the targets are measured on; a part at a time per connection, as PostgreSQL runs a query on one core.
 */
const REPORT_LANES = 2;

/**
 * Runs one report query with REPORT_SETTINGS, for this transaction only. Not a named statement (tunedQuery): a
 * report's text carries its dates, so it seldom repeats, and its cost is the rows it reads, not the parsing.
 */
export async function reportQuery(db: Pick<AppDb, 'transaction'>, query: SQL): Promise<{ rows: unknown[] }> {
  return { rows: await queryWithSettings(db, REPORT_SETTINGS, query) };
}

/**
 * Runs a report made of independent parts (one per status, say) on REPORT_LANES connections at once, every part
 * reading the same snapshot (queriesInOneSnapshot): a report that reads millions of rows on one core then takes
 * about half the time on two. Answers each part's rows, in order.
 */
export async function reportQueries<Row>(db: Pick<AppDb, 'transaction'>, queries: readonly SQL[]): Promise<Row[][]> {
  // The lanes are the parallelism: PostgreSQL's own workers on top of them would share the same cores.
  return queriesInOneSnapshot<Row>(db, { ...REPORT_SETTINGS, max_parallel_workers_per_gather: '0' }, queries, REPORT_LANES);
}
