import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { matches } from '../db/schema';

/**
 * How the reports of self-reported answers show a count (docs/reports.md, "Rounded counts"): rounded at random to a
 * multiple of 5, without bias (n = 5q + r shows as 5q + 5 with chance r / 5, else as 5q), so two allowed reports
 * cannot be subtracted to one person's answer; and a rounded 5 (a true count from 1 to 9) is hidden.
 */
const ROUNDING_BASE = 5;

/**
 * An order-free fingerprint of a set of counted things (matches, or the people of matches): how many, and the sum
 * of a hash of each id. The database adds it up in the pass that counts, and sums of rows add up here.
 */
export interface CountedSet {
  count: number;
  hashSum: bigint;
}

export const NO_ONE: CountedSet = { count: 0, hashSum: 0n };

export function joinSets(a: CountedSet, b: CountedSet): CountedSet {
  return { count: a.count + b.count, hashSum: a.hashSum + b.hashSum };
}

/** The SQL of a fingerprint's hash part over `id` (an int4 column), as text so no driver loses digits. */
export function hashSumOf(id: SQL | PgColumn, filter?: SQL): SQL {
  return filter === undefined ? sql`coalesce(sum(hashint4(${id})), 0)::text` : sql`coalesce(sum(hashint4(${id})) filter (where ${filter}), 0)::text`;
}

/**
 * The hash of one match of a scope, for the scope's fingerprint: its person and the statuses it reached, both in the
 * index diversity reads (jobseeker_id, reached), so that report still reads no match row. Two scopes with the same
 * people and statuses but other matches then draw alike; diversity answers the same for both anyway.
 */
export const MATCH_HASH = sql`hashint8((${matches.jobseekerId}::bigint << 32) | ${matches.reached})`;

/** A fingerprint from a count and a hash sum as the database gives them back. */
export function countedSet(count: unknown, hashSum: unknown): CountedSet {
  return { count: Number(count ?? 0), hashSum: BigInt(String(hashSum ?? '0')) };
}

/**
 * Rounds one count. `scope` is every thing the report is over, `counted` the things counted at this stage (over
 * every group), `label` the dimension and group. The draw depends on those and on a server secret only: the same
 * report asked twice, or asked in other words, answers the same (nothing to average), and a report over other
 * people (even one more) draws afresh for every count, whether or not that person is in the count.
 */
export type CountRounder = (count: number, scope: CountedSet, counted: CountedSet, label: string) => number;

export function countRounder(rootSecret: Uint8Array): CountRounder {
  // A key of its own, derived from the signing secret: a client never learns it, and it says nothing of the secret.
  const key = Buffer.from(crypto.hkdfSync('sha256', rootSecret, Buffer.alloc(0), 'report-count-rounding', 32));
  return (count, scope, counted, label) => {
    const remainder = count % ROUNDING_BASE;
    if (remainder === 0) return count;
    const digest = crypto.createHmac('sha256', key).update(`${scope.count}:${scope.hashSum}\n${counted.count}:${counted.hashSum}\n${label}`).digest();
    const draw = digest.readUIntBE(0, 6) / 2 ** 48;
    return count - remainder + (draw < remainder / ROUNDING_BASE ? ROUNDING_BASE : 0);
  };
}

/** A rounded count as shown: hidden (null) when it is 5, that is when the true count may be anything from 1 to 9. */
export function shownCount(rounded: number): number | null {
  return rounded === ROUNDING_BASE ? null : rounded;
}
