import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { flowAnswerOriginals, flowAnswers, flowVersions, jobseekerMatchProfiles } from '../../db/schema';
import type { JobHandler } from '../../queue/job-worker';
import { CORE_PROFILE, refreshMatchProfiles } from '../../matching';
import type { Flow } from '../../../flows';
import { JOBSEEKER_FLOW } from '../flow-answers';
import { EMPLOYER_FLOW } from '../../employers';
import { ROLE_FLOW } from '../../roles';
import { migrationHops } from '../../../flows/studio/migration-hops';
import { answerSetCarrier, type AnswerSetCarrier } from './carry-answer-set';
import { moveRecordBatch } from './move-record-batch';
import type { FlowMigration, FlowMove, MigrationContext } from './flow-move';
import { FLOW_MIGRATION_JOB } from './flow-migration-kind';

/** Answer sets migrated per transaction: a short lock on each batch, and a restart loses at most one. */
export const MIGRATION_BATCH = 1_000;

/** One batch: the rows still on the earlier version, locked, carried over, their originals kept. Answers how many. */
async function migrateBatch(
  ctx: MigrationContext,
  migration: FlowMigration,
  next: Flow,
  carry: AnswerSetCarrier,
  afterUserId: number,
  batchSize: number,
): Promise<{ last: number; count: number } | null> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // Rows still on the earlier version are the work left, so a restart picks up where the last batch committed;
    // within a run each batch starts after the last one's people (the key's order), never rescanning those done.
    const rows = await tx
      .select({ userId: flowAnswers.userId, answers: flowAnswers.answers, coreProfileComplete: jobseekerMatchProfiles.coreProfileComplete })
      .from(flowAnswers)
      .leftJoin(jobseekerMatchProfiles, eq(jobseekerMatchProfiles.userId, flowAnswers.userId))
      .where(and(gt(flowAnswers.userId, afterUserId), eq(flowAnswers.flowId, migration.flowId), eq(flowAnswers.flowVersion, migration.fromVersion)))
      .orderBy(flowAnswers.userId)
      .limit(batchSize)
      .for('update', { of: flowAnswers });
    if (rows.length === 0) return null;
    const carried = rows.map((row) => ({ userId: row.userId, wasCoreProfileComplete: row.coreProfileComplete, ...carry(row.answers) }));
    const wire = JSON.stringify(carried.map((row) => ({ user_id: row.userId, answers: row.answers, first_invalid_step: row.invalid?.step ?? null })));
    // The batch's key range beside the join: the planner cannot size the recordset, so the range lets it reach the
    // stored rows through the primary key instead of guessing (docs/flow-studio.md, Performance: 39 s against 50 s).
    const first = rows[0]!.userId;
    const last = rows.at(-1)!.userId;
    // One statement keeps each original (as the snapshot holds it, before the update beside it) and stores the
    // carried answers: the answers travel to the database once, as one parameter.
    await tx.execute(sql`
      with carried as (select * from jsonb_to_recordset(${wire}::jsonb) as carried(user_id integer, answers jsonb, first_invalid_step text)),
      kept as (
        insert into ${flowAnswerOriginals} (user_id, flow_id, from_version, to_version, answers, first_invalid_step, migrated_at)
        select stored.user_id, stored.flow_id, ${migration.fromVersion}, ${migration.toVersion}, stored.answers, carried.first_invalid_step, ${now.toISOString()}::timestamptz
        from ${flowAnswers} as stored join carried on carried.user_id = stored.user_id
        where stored.user_id between ${first} and ${last} and stored.flow_id = ${migration.flowId} and stored.flow_version = ${migration.fromVersion}
        on conflict do nothing
      )
      update ${flowAnswers} as stored set answers = carried.answers, flow_version = ${migration.toVersion}
      from carried
      where stored.user_id = carried.user_id and stored.user_id between ${first} and ${last}
        and stored.flow_id = ${migration.flowId} and stored.flow_version = ${migration.fromVersion}
    `);
    // Matching reads the coded projection of the answers: it follows them to the new codes in the same transaction.
    // Answers the ops left as they were, and that still pass, project as before (Core Profile is the engine's
    // costliest question, milliseconds an answer set), so only the others are projected again.
    const reprojected = migration.flowId === JOBSEEKER_FLOW ? carried.filter((row) => row.changed || row.invalid !== null) : [];
    // Core Profile fares as before when the new version changes nothing it asks or branches on.
    const sameCore = !carry.rechecked.has(CORE_PROFILE);
    await refreshMatchProfiles(
      tx,
      reprojected.map((row) => ({
        userId: row.userId,
        answers: row.answers,
        coreProfileComplete: sameCore && row.wasCoreProfileComplete !== null ? row.wasCoreProfileComplete : undefined,
      })),
      ctx.flows,
      { flowVersion: next.version, now },
    );
    return { last, count: rows.length };
  });
}

/** A move's work on one earlier version: carry its answer sets in batches until none are left on it. */
async function moveVersion(ctx: MigrationContext, migration: FlowMigration, next: Flow, carry: AnswerSetCarrier, batchSize: number): Promise<number> {
  if (migration.flowId === ROLE_FLOW || migration.flowId === EMPLOYER_FLOW) {
    const kind = migration.flowId === ROLE_FLOW ? 'role' : 'employer';
    let total = 0;
    for (
      let batch = await moveRecordBatch(ctx, kind, migration, carry, 0, batchSize);
      batch;
      batch = await moveRecordBatch(ctx, kind, migration, carry, batch.last, batchSize)
    ) {
      total += batch.moved;
    }
    return total;
  }
  let total = 0;
  for (
    let batch = await migrateBatch(ctx, migration, next, carry, 0, batchSize);
    batch !== null;
    batch = await migrateBatch(ctx, migration, next, carry, batch.last, batchSize)
  ) {
    total += batch.count;
  }
  return total;
}

/**
 * Carries every answer set of every earlier version of the flow to `toVersion` (issue 34 item 1): people's
 * answers, organizations' profiles, and roles (all not yet approved; an approved one only when its answers carry
 * unchanged), each through the ops of every version in between, a batch per transaction, originals kept; then
 * marks the version migrated. Resumable: what is left is what is still on an earlier version. A move to a version
 * that is no longer the newest stops: the newer version's move carries everyone. Answers how many it carried.
 */
export async function migrateAnswerSets(ctx: MigrationContext, migration: FlowMove, batchSize = MIGRATION_BATCH): Promise<number> {
  await ctx.flows.refresh();
  const next = ctx.flows.get(migration.flowId, migration.toVersion);
  if (!next) throw new Error(`Flow "${migration.flowId}" has no version ${migration.toVersion} on this server.`);
  const earlier = ctx.flows
    .all()
    .filter((flow) => flow.id === next.id && flow.version < next.version)
    .sort((a, b) => a.version - b.version);
  let total = 0;
  const superseded = () => (ctx.flows.latest(next.id)?.version ?? 0) > next.version;
  // A move of an older version may still be finishing a batch when this one starts: pass again until a pass finds
  // nobody. A move to a version that is no longer the newest stops: the newer one's move carries everyone on.
  for (let moved = -1; moved !== 0 && !superseded();) {
    moved = 0;
    for (const previous of earlier) {
      if (superseded()) break;
      const hops = migrationHops((version) => ctx.flows.get(next.id, version), previous.version, next, ctx.flows.validator);
      const carry = answerSetCarrier(previous, next, hops, ctx.flows.validator);
      moved += await moveVersion(ctx, { flowId: next.id, fromVersion: previous.version, toVersion: next.version }, next, carry, batchSize);
    }
    total += moved;
  }
  await (ctx.db as AppDb)
    .update(flowVersions)
    .set({ migratedAt: ctx.clock.now() })
    .where(and(eq(flowVersions.flowId, migration.flowId), eq(flowVersions.version, migration.toVersion)));
  return total;
}

function moveOf(payload: Record<string, unknown>): FlowMove {
  const { flowId, toVersion } = payload;
  if (typeof flowId !== 'string' || typeof toVersion !== 'number')
    throw new Error(`A flow migration job needs flowId and toVersion; got ${JSON.stringify(payload)}.`);
  return { flowId, toVersion };
}

const runMigration: JobHandler = async (job, ctx) => {
  await migrateAnswerSets(ctx, moveOf(job.payload));
};

export const FLOW_JOB_HANDLERS: Record<string, JobHandler> = { [FLOW_MIGRATION_JOB]: runMigration };
