import { asc, eq, sql } from 'drizzle-orm';
import type { FlowDocument } from '../../../flows';
import type { AppDb } from '../../db/database';
import { flowVersions, users } from '../../db/schema';
import { enqueueJob } from '../../queue/enqueue-job';
import { FLOW_MIGRATION_JOB } from './flow-migration-kind';

/** Every stored flow version in flow and number order, with its publisher's name (null for a file's version). */
export function listFlowVersions(db: AppDb) {
  return db
    .select({
      flowId: flowVersions.flowId,
      version: flowVersions.version,
      publishedAt: flowVersions.publishedAt,
      migratedAt: flowVersions.migratedAt,
      publisher: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(flowVersions)
    .leftJoin(users, eq(users.id, flowVersions.publishedBy))
    .orderBy(asc(flowVersions.flowId), asc(flowVersions.version));
}

export interface NewPublishedVersion {
  flowId: string;
  version: number;
  document: FlowDocument;
  publishedBy: number;
  /** How many answer sets stand on earlier versions: when any do, their move is queued with the version. */
  waiting: number;
  now: Date;
}

/**
 * Stores a version staff published and, in the same transaction, queues the move of every earlier version's answer
 * sets onto it. Answers the stored row, or null when that number was published first by someone else.
 */
export function insertPublishedVersion(db: AppDb, published: NewPublishedVersion) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(flowVersions)
      .values({
        flowId: published.flowId,
        version: published.version,
        document: published.document,
        source: 'studio',
        publishedBy: published.publishedBy,
        migratedAt: published.waiting > 0 ? null : published.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    if (published.waiting > 0) {
      await enqueueJob(tx, {
        kind: FLOW_MIGRATION_JOB,
        payload: { flowId: published.flowId, toVersion: published.version },
        runAt: published.now,
        singletonKey: `${FLOW_MIGRATION_JOB}:${published.flowId}:${published.version}`,
      });
    }
    return row;
  });
}
