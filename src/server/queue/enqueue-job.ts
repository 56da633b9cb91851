import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { currentRequestId } from '../logging/request-id';

/** Where a job keeps the id of the request (or job) that enqueued it; the worker takes it out of the payload again. */
export const REQUEST_ID_KEY = '_requestId';

/** A database handle or an open transaction: a job scheduled inside a transaction commits (or not) with it. */
export type QueueDb = Pick<AppDb, 'execute'>;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  /** At most one pending or running job per key; a second enqueue with the key is ignored. */
  singletonKey?: string;
  maxAttempts?: number;
}

/**
 * Schedules a job; answers false when a pending or running job already holds its singleton key. A job enqueued
 * while a request (or another job) runs records that request's id, so its log lines can be found from the request's.
 */
export async function enqueueJob(db: QueueDb, job: NewJob): Promise<boolean> {
  const requestId = currentRequestId();
  const payload = { ...job.payload, ...(requestId !== undefined && { [REQUEST_ID_KEY]: requestId }) };
  const result = (await db.execute(sql`
    insert into jobs (kind, payload, run_at, singleton_key, max_attempts)
    values (${job.kind}, ${JSON.stringify(payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz, ${job.singletonKey ?? null}, ${job.maxAttempts ?? 5})
    on conflict (singleton_key) where state in ('pending', 'running') do nothing
    returning id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
