import { getTableName, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { poolOf } from '../db/tuned-query';
import { jobseekerMatchProfiles } from '../db/schema';

/**
 * Where to cut the people open to work anywhere into `count` ranges of metro code of about the same size, so a
 * ranking reads them on several connections at once (each range is a slice of the ranking index, which leads with
 * open_anywhere and metro_code). At a million job seekers they are most of a broad role's survivors (149,910 of
 * 186,612 in the bench), and reading them on one core held the ranking above its target.
 *
 * The sizes come from PostgreSQL's statistics of metro_code (the share of each code among everyone, kept by
 * ANALYZE), read at most once per STATISTICS_AGE_MS per database: the cut only balances the work, so statistics a
 * little old cut a little unevenly and rank exactly the same. Answers the codes each range after the first starts
 * at, in order; none on embedded PGlite (one connection, nothing to read at once) or before the table was analysed.
 */
export async function openAnywhereCuts(db: Pick<AppDb, 'execute'>, count: number): Promise<number[]> {
  if (poolOf(db) === null || count < 2) return [];
  const kept = cutsOf.get(db);
  const now = Date.now();
  if (kept !== undefined && kept.count === count && now - kept.at < STATISTICS_AGE_MS) return kept.cuts;
  const result = (await db.execute(sql`select most_common_vals::text::smallint[] as codes, most_common_freqs as shares
    from pg_stats where schemaname = current_schema() and tablename = ${getTableName(jobseekerMatchProfiles)} and attname = ${jobseekerMatchProfiles.metroCode.name}`)) as unknown as {
    rows: { codes: number[] | null; shares: number[] | null }[];
  };
  const [row] = result.rows;
  const cuts = row?.codes && row.shares ? evenCuts(row.codes, row.shares, count) : [];
  cutsOf.set(db, { at: now, count, cuts });
  return cuts;
}

/** Statistics change with ANALYZE, which autovacuum runs as the table grows by a tenth. */
const STATISTICS_AGE_MS = 10 * 60_000;

const cutsOf = new WeakMap<object, { at: number; count: number; cuts: number[] }>();

/**
 * The codes at which the running share of `codes` (each with its share of everyone) first passes each k/count:
 * codes outside the most common ones (rare by definition) are left to the range they fall in.
 */
export function evenCuts(codes: readonly number[], shares: readonly number[], count: number): number[] {
  const byCode = codes.map((code, at) => ({ code, share: shares[at] ?? 0 })).sort((a, b) => a.code - b.code);
  const whole = byCode.reduce((sum, { share }) => sum + share, 0);
  const cuts: number[] = [];
  let running = 0;
  for (const [at, { share }] of byCode.entries()) {
    const next = byCode[at + 1];
    running += share;
    // A range ends after this code once the running share reaches the next k/count; the next range starts at the next code.
    if (next !== undefined && running >= (whole * (cuts.length + 1)) / count && cuts.length < count - 1) cuts.push(next.code);
  }
  return cuts;
}
