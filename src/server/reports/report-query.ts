import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';

/**
 * Runs one report query planned for what it is: a few hundred thousand rows counted or sorted once.
 * - Sorts in memory (work_mem 64 MB): the percentiles of time in status sort every stay, and at 4 MB that sort went
 *   to disk at 100,000 matches.
 * - JIT compilation off: the cost of these queries passes its threshold, and compiling costs more than it saves.
 * Both for this transaction only.
 */
export async function reportQuery(db: Pick<AppDb, 'transaction'>, query: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
    return tx.execute(query);
  });
}
