import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { queryWithSettings } from '../db/tuned-query';

/**
 * Runs one report query planned for what it is: a few hundred thousand rows counted or sorted once.
 * - Sorts in memory (work_mem 64 MB): the percentiles of time in status sort every stay, and at 4 MB that sort went
 *   to disk at 100,000 matches.
 * - JIT compilation off: the cost of these queries passes its threshold, and compiling costs more than it saves.
 * Both for this transaction only. Not a named statement (tunedQuery): a report's text carries its dates, so it seldom
 * repeats, and its cost is the rows it reads, not the parsing.
 */
export async function reportQuery(db: Pick<AppDb, 'transaction'>, query: SQL): Promise<{ rows: unknown[] }> {
  return { rows: await queryWithSettings(db, { work_mem: '64MB', jit: 'off' }, query) };
}
