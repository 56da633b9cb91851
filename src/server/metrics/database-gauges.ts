import { sql } from 'drizzle-orm';
import { poolOf } from '../db/tuned-query';
import { Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../http/app-context';
import { FLOW_MIGRATION_JOB } from '../flows/studio/flow-migration-kind';

interface QueueRowOnWire {
  kind: string;
  state: string;
  jobs: number | string;
  due: number | string;
  retrying: number | string;
  oldest_due: Date | string | null;
}

/**
 * Gauges read from the database at each scrape: the job queue (shared by every instance on the database, so any
 * instance reports the same figures), the answer moves of published flow versions, and this instance's
 * connections. Refreshed by `refresh` before the registry is written out.
 */
export function databaseGauges(registry: Registry, ctx: Pick<AppContext, 'db' | 'clock'>) {
  const registers = [registry];
  const queueJobs = new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue by kind and state (pending, running, failed; done jobs are not counted).',
    labelNames: ['kind', 'state'] as const,
    registers,
  });
  const queueDue = new Gauge({ name: 'job_queue_due', help: 'Pending jobs whose time has come, by kind.', labelNames: ['kind'] as const, registers });
  const queueRetrying = new Gauge({
    name: 'job_queue_retrying',
    help: 'Pending jobs that failed before and wait to be tried again, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const oldestDue = new Gauge({
    name: 'job_queue_oldest_due_age_seconds',
    help: 'How long the oldest due job has waited past its time (0 when none is due): a stuck or missing worker shows here.',
    registers,
  });
  const movesInProgress = new Gauge({
    name: 'flow_answer_moves_in_progress',
    help: 'Moves of saved answers onto a newly published flow version that are queued or running.',
    registers,
  });
  const databaseUp = new Gauge({ name: 'database_up', help: '1 when the database answered this scrape, 0 when it did not.', registers });
  const poolConnections = new Gauge({
    name: 'db_pool_connections',
    help: 'This instance’s database connections by state: total, idle, and queries waiting for one (PostgreSQL pool; embedded PGlite has one connection).',
    labelNames: ['state'] as const,
    registers,
  });
  const poolMax = new Gauge({ name: 'db_pool_max', help: 'The most database connections this instance opens.', registers });

  function refreshPool(): void {
    const client = poolOf(ctx.db);
    poolConnections.reset();
    if (client !== null) {
      poolConnections.set({ state: 'total' }, client.totalCount);
      poolConnections.set({ state: 'idle' }, client.idleCount);
      poolConnections.set({ state: 'waiting' }, client.waitingCount);
      poolMax.set(client.options.max ?? 10);
    } else {
      poolConnections.set({ state: 'total' }, 1);
      poolMax.set(1);
    }
  }

  async function refreshQueue(): Promise<void> {
    const now = ctx.clock.now().toISOString();
    const result = (await ctx.db.execute(sql`
      select kind, state, count(*) as jobs,
             count(*) filter (where state = 'pending' and run_at <= ${now}::timestamptz) as due,
             count(*) filter (where state = 'pending' and attempts > 0) as retrying,
             min(run_at) filter (where state = 'pending' and run_at <= ${now}::timestamptz) as oldest_due
      from jobs where state in ('pending', 'running', 'failed')
      group by kind, state
    `)) as unknown as { rows: QueueRowOnWire[] };
    queueJobs.reset();
    queueDue.reset();
    queueRetrying.reset();
    let oldest: number | null = null;
    let moves = 0;
    for (const row of result.rows) {
      queueJobs.set({ kind: row.kind, state: row.state }, Number(row.jobs));
      if (row.state === 'pending') {
        queueDue.set({ kind: row.kind }, Number(row.due));
        queueRetrying.set({ kind: row.kind }, Number(row.retrying));
      }
      if (row.kind === FLOW_MIGRATION_JOB && (row.state === 'pending' || row.state === 'running')) moves += Number(row.jobs);
      if (row.oldest_due !== null) {
        const at = new Date(row.oldest_due).getTime();
        oldest = oldest === null ? at : Math.min(oldest, at);
      }
    }
    oldestDue.set(oldest === null ? 0 : Math.max(0, (Date.parse(now) - oldest) / 1000));
    movesInProgress.set(moves);
  }

  return {
    /** Reads the figures anew; a database that does not answer shows as database_up 0, the rest kept as last read. */
    async refresh(onError: (error: unknown) => void): Promise<void> {
      refreshPool();
      try {
        await refreshQueue();
        databaseUp.set(1);
      } catch (error) {
        databaseUp.set(0);
        onError(error);
      }
    },
  };
}
