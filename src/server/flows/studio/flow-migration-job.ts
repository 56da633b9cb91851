import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { flowAnswerOriginals, flowAnswers, flowVersions, jobseekerMatchProfiles } from '../../db/schema';
import type { AppContext } from '../../http/app-context';
import type { JobHandler } from '../../queue/job-worker';
import { coreProfileComplete, matchProfileValues } from '../../matching/candidates-projection';
import { JOBSEEKER_FLOW } from '../flow-answers';
import { carryAnswerSet } from './carry-answer-set';

/** The job that carries a flow's saved answers to a newly published version. */
export const FLOW_MIGRATION_JOB = 'flow-migration';

/** Answer sets migrated per transaction: a short lock on each batch, and a restart loses at most one. */
export const MIGRATION_BATCH = 1_000;

export interface FlowMigration {
  flowId: string;
  fromVersion: number;
  toVersion: number;
}

type MigrationContext = Pick<AppContext, 'db' | 'flows' | 'clock'>;

/** Every column of the match profile set from the row offered for insert: an upsert of whole rows in one statement. */
const wholeProfile = Object.fromEntries(
  Object.entries(getTableColumns(jobseekerMatchProfiles))
    .filter(([key]) => key !== 'userId')
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/** One batch: the rows still on the earlier version, locked, carried over, their originals kept. Answers how many. */
async function migrateBatch(ctx: MigrationContext, migration: FlowMigration, batchSize: number): Promise<number> {
  const previous = ctx.flows.get(migration.flowId, migration.fromVersion);
  const next = ctx.flows.get(migration.flowId, migration.toVersion);
  if (!previous || !next) throw new Error(`Flow "${migration.flowId}" has no version ${previous ? migration.toVersion : migration.fromVersion} on this server.`);
  const ops = next.migrateFrom?.ops ?? [];
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // Rows still on the earlier version are the work left, so a restart picks up where the last batch committed.
    const rows = await tx
      .select({ userId: flowAnswers.userId, answers: flowAnswers.answers })
      .from(flowAnswers)
      .where(and(eq(flowAnswers.flowId, migration.flowId), eq(flowAnswers.flowVersion, migration.fromVersion)))
      .orderBy(flowAnswers.userId)
      .limit(batchSize)
      .for('update');
    if (rows.length === 0) return 0;
    const carried = rows.map((row) => ({ userId: row.userId, original: row.answers, ...carryAnswerSet(previous, next, ops, row.answers, ctx.flows.validator) }));
    await tx
      .insert(flowAnswerOriginals)
      .values(carried.map((row) => ({ userId: row.userId, flowId: migration.flowId, fromVersion: migration.fromVersion, toVersion: migration.toVersion, answers: row.original, firstInvalidStep: row.invalid?.step ?? null, migratedAt: now })))
      .onConflictDoNothing();
    const updates = JSON.stringify(carried.map((row) => ({ user_id: row.userId, answers: row.answers })));
    await tx.execute(sql`
      update ${flowAnswers} as stored set answers = carried.answers, flow_version = ${migration.toVersion}
      from jsonb_to_recordset(${updates}::jsonb) as carried(user_id integer, answers jsonb)
      where stored.user_id = carried.user_id and stored.flow_id = ${migration.flowId} and stored.flow_version = ${migration.fromVersion}
    `);
    if (migration.flowId === JOBSEEKER_FLOW) {
      // Matching reads the coded projection of the answers: it follows them to the new codes in the same transaction.
      const profiles = carried.map((row) => matchProfileValues(row.userId, row.answers, coreProfileComplete(ctx.flows, row.answers, migration.toVersion), now));
      await tx.insert(jobseekerMatchProfiles).values(profiles).onConflictDoUpdate({ target: jobseekerMatchProfiles.userId, set: wholeProfile });
    }
    return rows.length;
  });
}

/**
 * Carries every answer set of the earlier version to the new one, a batch per transaction, and marks the version
 * migrated. Resumable: what is left is what is still on the earlier version. Answers how many it carried.
 */
export async function migrateAnswerSets(ctx: MigrationContext, migration: FlowMigration, batchSize = MIGRATION_BATCH): Promise<number> {
  await ctx.flows.refresh();
  let total = 0;
  for (let done = await migrateBatch(ctx, migration, batchSize); done > 0; done = await migrateBatch(ctx, migration, batchSize)) total += done;
  await (ctx.db as AppDb)
    .update(flowVersions)
    .set({ migratedAt: ctx.clock.now() })
    .where(and(eq(flowVersions.flowId, migration.flowId), eq(flowVersions.version, migration.toVersion)));
  return total;
}

function migrationOf(payload: Record<string, unknown>): FlowMigration {
  const { flowId, fromVersion, toVersion } = payload;
  if (typeof flowId !== 'string' || typeof fromVersion !== 'number' || typeof toVersion !== 'number') throw new Error(`A flow migration job needs flowId, fromVersion and toVersion; got ${JSON.stringify(payload)}.`);
  return { flowId, fromVersion, toVersion };
}

const runMigration: JobHandler = async (job, ctx) => {
  await migrateAnswerSets(ctx, migrationOf(job.payload));
};

export const FLOW_JOB_HANDLERS: Record<string, JobHandler> = { [FLOW_MIGRATION_JOB]: runMigration };
