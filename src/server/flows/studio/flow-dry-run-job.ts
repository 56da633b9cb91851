import { eq, lt, sql } from 'drizzle-orm';
import { checkDraft } from '../../../flows/studio/check-draft';
import { flowDryRuns } from '../../db/schema';
import type { JobHandler } from '../../queue/job-worker';
import { enqueueJob } from '../../queue/enqueue-job';
import type { AppContext } from '../../http/app-context';
import { dryRun } from './dry-run';

/** The job that runs a dry run over many answer sets, its progress kept in `flow_dry_runs` for any server to answer. */
export const FLOW_DRY_RUN_JOB = 'flow-dry-run';

/** Dry runs are kept this long for their staff member to read, then cleared as new ones start. */
const DRY_RUN_KEPT_MS = 24 * 60 * 60_000;

/** Starts a dry run as a job; answers its id. */
export async function startDryRun(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  flowId: string,
  staffId: number,
  document: Record<string, unknown>,
  total: number,
): Promise<string> {
  const now = ctx.clock.now();
  await ctx.db.delete(flowDryRuns).where(lt(flowDryRuns.createdAt, new Date(now.getTime() - DRY_RUN_KEPT_MS)));
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(flowDryRuns).values({ flowId, staffId, document, total, createdAt: now }).returning({ id: flowDryRuns.id });
    await enqueueJob(tx, { kind: FLOW_DRY_RUN_JOB, payload: { dryRunId: row!.id }, runAt: now, maxAttempts: 1 });
    return row!.id;
  });
}

const runDryRun: JobHandler = async (job, ctx) => {
  const id = job.payload.dryRunId;
  if (typeof id !== 'string') throw new Error(`A dry run job needs its dryRunId; got ${JSON.stringify(job.payload)}.`);
  const [row] = await ctx.db.select().from(flowDryRuns).where(eq(flowDryRuns.id, id));
  if (!row) return;
  try {
    await ctx.flows.refresh();
    const checked = checkDraft(row.document, { ...ctx.flows.sources, validator: ctx.flows.validator });
    if (!checked.flow) throw new Error('The draft no longer loads; check it in the studio and run the dry run again.');
    const summary = await dryRun(ctx, checked.flow, async (done, total) => {
      await ctx.db.update(flowDryRuns).set({ done, total }).where(eq(flowDryRuns.id, id));
    });
    await ctx.db
      .update(flowDryRuns)
      .set({ state: 'done', done: sql`${flowDryRuns.total}`, result: summary })
      .where(eq(flowDryRuns.id, id));
  } catch (error) {
    // The staff member polling this dry run is shown why it stopped; the queue logs the failure too.
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db.update(flowDryRuns).set({ state: 'failed', error: message }).where(eq(flowDryRuns.id, id));
    throw error;
  }
};

export const FLOW_DRY_RUN_JOB_HANDLERS: Record<string, JobHandler> = { [FLOW_DRY_RUN_JOB]: runDryRun };
