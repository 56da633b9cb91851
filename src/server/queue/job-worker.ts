import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../http/app-context';
import { REQUEST_ID_KEY, enqueueJob, type QueueDb } from './enqueue-job';
import { withRequestId } from '../logging/request-id';

/** A claimed job, as its handler sees it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  /** The request (or job) that enqueued this one, when one did: its log lines name it, and so do jobs it enqueues. */
  requestId?: string;
}

/** Where the worker writes what each job did, as structured log lines (the server's JSON logger). */
export interface JobLogger {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** What the worker itself needs of the app: its database and clock. Handlers get the whole context they were given. */
export type QueueContext = Pick<AppContext, 'db' | 'clock'>;

export type JobHandler<C extends QueueContext = AppContext> = (job: ClaimedJob, ctx: C) => Promise<void>;

/** A job the worker keeps scheduled for ever: one pending at a time (its kind is its singleton key). */
export interface RecurringJob {
  kind: string;
  everyMs: number;
}

export interface JobWorkerOptions<C extends QueueContext> {
  handlers: Record<string, JobHandler<C>>;
  recurring?: readonly RecurringJob[];
  /** How long a claimed job is this worker's; past it (the worker died) another worker claims it again. */
  leaseMs?: number;
  pollMs?: number;
  log?: (line: string) => void;
  /** A line per job run (done or failed) with its id, kind, attempt, time taken and the request that enqueued it. */
  logger?: JobLogger;
}

interface JobRowOnWire {
  id: number | string;
  kind: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
  run_at: Date | string;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 5_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Retry delay after a failed attempt: 30 s, 1 min, 2 min… up to an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs due jobs from the `jobs` table. A job is claimed by one UPDATE of the row picked with FOR UPDATE SKIP
 * LOCKED, so two workers (two servers on one database) never hold one job; the claim is a lease, so a job whose
 * worker died is claimed again once the lease passes. Times come from the app's clock, so tests move it.
 */
export class JobWorker<C extends QueueContext = AppContext> {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly ctx: C,
    private readonly options: JobWorkerOptions<C>,
  ) {}

  /** Makes sure each recurring job has a run scheduled (at once when none is). */
  async scheduleRecurring(): Promise<void> {
    const now = this.ctx.clock.now();
    for (const job of this.options.recurring ?? []) await enqueueJob(this.ctx.db, { kind: job.kind, runAt: now, singletonKey: job.kind });
  }

  /** Claims one due job, or answers null when none is due. */
  async claim(): Promise<ClaimedJob | null> {
    const now = this.ctx.clock.now();
    const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? DEFAULT_LEASE_MS));
    const result = (await this.ctx.db.execute(sql`
      update jobs
      set state = 'running', attempts = attempts + 1, locked_until = ${leaseUntil.toISOString()}::timestamptz, locked_by = ${this.id}
      where id = (
        select id from jobs
        where (state = 'pending' and run_at <= ${now.toISOString()}::timestamptz)
           or (state = 'running' and locked_until < ${now.toISOString()}::timestamptz)
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts, run_at
    `)) as unknown as { rows: JobRowOnWire[] };
    const row = result.rows[0];
    if (!row) return null;
    const stored = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
    const { [REQUEST_ID_KEY]: requestId, ...payload } = stored;
    return {
      id: Number(row.id),
      kind: row.kind,
      payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      runAt: new Date(row.run_at),
      ...(typeof requestId === 'string' && { requestId }),
    };
  }

  /** Runs every job due now, one at a time; answers how many ran (done or failed). */
  async runDue(limit = 1_000): Promise<number> {
    let ran = 0;
    while (ran < limit) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
      ran += 1;
    }
    return ran;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.options.handlers[job.kind];
    const started = performance.now();
    const fields = () => ({ jobId: job.id, kind: job.kind, attempt: job.attempts, requestId: job.requestId, ms: Math.round(performance.now() - started) });
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}".`);
      // The job runs as part of the request that enqueued it (or as itself): what it enqueues carries the id on.
      await withRequestId(job.requestId ?? `job-${job.id}`, () => handler(job, this.ctx));
      const recurring = this.options.recurring?.find((entry) => entry.kind === job.kind);
      if (recurring) {
        // Done and next run scheduled in one commit: between two commits another instance's poll would find no run
        // scheduled and schedule one for now (`scheduleRecurring`), so the job would run twice (issue 38 item 3).
        const next = new Date(this.ctx.clock.now().getTime() + recurring.everyMs);
        await this.ctx.db.transaction(async (tx) => {
          await this.finish(job, 'done', null, tx);
          await enqueueJob(tx, { kind: job.kind, runAt: next, singletonKey: job.kind });
        });
      } else {
        await this.finish(job, 'done', null);
      }
      this.options.logger?.info(fields(), 'job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (this.options.logger) this.options.logger.error({ ...fields(), err: message, final: job.attempts >= job.maxAttempts }, 'job failed');
      else this.options.log?.(`Job ${job.id} (${job.kind}) failed on attempt ${job.attempts}: ${message}`);
      if (job.attempts >= job.maxAttempts) {
        await this.finish(job, 'failed', message);
      } else {
        const retryAt = new Date(this.ctx.clock.now().getTime() + backoffMs(job.attempts));
        await this.ctx.db.execute(sql`
          update jobs set state = 'pending', run_at = ${retryAt.toISOString()}::timestamptz, locked_until = null, locked_by = null, last_error = ${message}
          where id = ${job.id} and locked_by = ${this.id}
        `);
      }
    }
  }

  private async finish(job: ClaimedJob, state: 'done' | 'failed', error: string | null, db: QueueDb = this.ctx.db): Promise<void> {
    await db.execute(sql`
      update jobs set state = ${state}, finished_at = ${this.ctx.clock.now().toISOString()}::timestamptz, locked_until = null, last_error = coalesce(${error}, last_error)
      where id = ${job.id} and locked_by = ${this.id}
    `);
  }

  /** Polls for due jobs until stopped; a failing poll is logged and tried again next time. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.running = this.scheduleRecurring()
        .then(() => this.runDue())
        .catch((error: unknown) => this.options.log?.(`The job queue could not be read: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? DEFAULT_POLL_MS).unref();
        });
    };
    tick();
  }

  /** Stops polling and waits for the job in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
