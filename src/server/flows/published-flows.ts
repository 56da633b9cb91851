import { and, eq, gt, sql } from 'drizzle-orm';
import { enqueueJob } from '../queue/enqueue-job';
import { FLOW_MIGRATION_JOB } from './studio/flow-migration-kind';
import { lintFlow, loadFlow } from '../../flows';
import type { AppDb } from '../db/database';
import { rowTopic, type ReadCache } from '../db/read-cache';
import { WHOLE_TABLE } from '../db/row-change-tables';
import { flowVersions } from '../db/schema';
import { flowShelf, type LoadedFlows } from './load-flows';

/** The topic the flow_versions trigger announces every change under (migration 0025). */
const FLOW_VERSIONS_TOPIC = rowTopic(flowVersions, WHOLE_TABLE);

/** The question flows as the database holds them: the files' versions and every version staff published since. */
export interface PublishedFlows extends LoadedFlows {
  /**
   * Loads versions published since the last call, by this process or another. Every request calls it: a read
   * kept by the read cache until flow_versions changes, so it costs a map look-up while nothing is published.
   */
  refresh(): Promise<void>;
  /**
   * The published versions found since the last call that are not served because they no longer load or lint (a
   * file they refer to changed under them), each with the reason: the caller logs them where an operator looks.
   */
  takeUnserved(): UnservedVersion[];
}

export interface UnservedVersion {
  flowId: string;
  version: number;
  reason: string;
}

type VersionKey = Pick<typeof flowVersions.$inferSelect, 'flowId' | 'version'>;

/**
 * A version file that ships newer than every version before it reaches everyone already inside, as a publish does:
 * its move is queued (once, whichever server seeds it first) and it shows "being carried over" until the move is done.
 */
async function moveOntoNewFiles(db: AppDb, seeded: readonly { flowId: string; version: number; inserted: boolean }[]): Promise<void> {
  for (const row of seeded) {
    if (!row.inserted || row.version === 1) continue;
    const [newer] = await db
      .select({ version: flowVersions.version })
      .from(flowVersions)
      .where(and(eq(flowVersions.flowId, row.flowId), gt(flowVersions.version, row.version)))
      .limit(1);
    if (newer) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(flowVersions)
        .set({ migratedAt: null })
        .where(and(eq(flowVersions.flowId, row.flowId), eq(flowVersions.version, row.version)));
      await enqueueJob(tx, {
        kind: FLOW_MIGRATION_JOB,
        payload: { flowId: row.flowId, toVersion: row.version },
        // Due at once on any server's clock (a server may run its clock ahead or, in tests, behind).
        runAt: new Date(0),
        singletonKey: `${FLOW_MIGRATION_JOB}:${row.flowId}:${row.version}`,
      });
    });
  }
}

/**
 * The flows of `files`, with every version published in the database (the files seed theirs, a file's own
 * version following the file as developers edit it). A published version becomes the latest, so new answer sets
 * start on it; older versions stay for the answers saved under them.
 */
export async function publishedFlows(files: LoadedFlows, db: AppDb, readCache: ReadCache): Promise<PublishedFlows> {
  const files_ = files.all();
  if (files_.length > 0) {
    const seeded = await db
      .insert(flowVersions)
      .values(
        files_.map((flow) => ({
          flowId: flow.id,
          version: flow.version,
          document: files.document(flow.id, flow.version)!,
          source: 'file' as const,
          migratedAt: sql`now()`,
        })),
      )
      .onConflictDoUpdate({
        target: [flowVersions.flowId, flowVersions.version],
        set: { document: sql`excluded.document` },
        // A version staff published keeps its document when a file of the same number appears later.
        setWhere: sql`${flowVersions.source} = 'file' and ${flowVersions.document} is distinct from excluded.document`,
      })
      .returning({ flowId: flowVersions.flowId, version: flowVersions.version, inserted: sql<boolean>`xmax = 0` });
    await moveOntoNewFiles(db, seeded);
  }

  const shelf = flowShelf();
  for (const flow of files_) shelf.add(flow, files.document(flow.id, flow.version)!);

  const loadPublished = async (key: VersionKey) => {
    const [row] = await db
      .select({ document: flowVersions.document })
      .from(flowVersions)
      .where(and(eq(flowVersions.flowId, key.flowId), eq(flowVersions.version, key.version)));
    if (!row) return;
    // Published through the studio's checks; one that no longer loads (a file changed under it) is not served,
    // and says why: the files' versions and the other published ones are still served.
    try {
      const flow = loadFlow({ flow: row.document, ...files.sources, source: `flow_versions ${key.flowId} v${key.version}` }, files.validator);
      const problems = lintFlow(flow);
      if (problems.length === 0) shelf.add(flow, row.document);
      else unserved.push({ ...key, reason: problems.map((problem) => problem.message).join('; ') });
    } catch (error) {
      unserved.push({ ...key, reason: error instanceof Error ? error.message : String(error) });
    }
  };
  const unserved: UnservedVersion[] = [];
  // A version that failed once is not read again on every request; it is reported once per process.
  const failed = new Set<string>();

  let seen: readonly VersionKey[] | undefined;
  const refresh = async () => {
    const keys = await readCache.read(FLOW_VERSIONS_TOPIC, 'versions', () =>
      db.select({ flowId: flowVersions.flowId, version: flowVersions.version }).from(flowVersions),
    );
    if (keys === seen) return;
    for (const key of keys) {
      const known = shelf.has(key.flowId, key.version) || failed.has(`${key.flowId} ${key.version}`);
      if (!known && !(files.get(key.flowId, key.version) !== undefined)) {
        await loadPublished(key);
        if (!shelf.has(key.flowId, key.version)) failed.add(`${key.flowId} ${key.version}`);
      }
    }
    seen = keys;
  };
  await refresh();

  return {
    validator: files.validator,
    sources: files.sources,
    ...shelf.lookups,
    refresh,
    takeUnserved: () => unserved.splice(0),
  };
}
