import { and, eq } from 'drizzle-orm';
import type { FromSchema } from 'json-schema-to-ts';
import type { dryRunProgressWireSchema } from '../../../shared/wire/flow-studio-wire';
import type { AppDb } from '../../db/database';
import { flowDryRuns } from '../../db/schema';
import type { DryRunSummary } from './dry-run';

/** A staff member's dry run of a flow as its polling reads it: how far, and the summary once done. */
export async function findDryRun(db: AppDb, flowId: string, id: string, staffId: number): Promise<FromSchema<typeof dryRunProgressWireSchema> | undefined> {
  const [row] = await db
    .select()
    .from(flowDryRuns)
    .where(and(eq(flowDryRuns.id, id), eq(flowDryRuns.flowId, flowId), eq(flowDryRuns.staffId, staffId)));
  if (!row) return undefined;
  return { dry_run_id: row.id, done: row.done, total: row.total, result: (row.result as DryRunSummary | null) ?? null, error: row.error };
}
