import { and, eq, sql } from 'drizzle-orm';
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
}

type VersionKey = Pick<typeof flowVersions.$inferSelect, 'flowId' | 'version'>;

/**
 * The flows of `files`, with every version published in the database (the files seed theirs, a file's own
 * version following the file as developers edit it). A published version becomes the latest, so new answer sets
 * start on it; older versions stay for the answers saved under them.
 */
export async function publishedFlows(files: LoadedFlows, db: AppDb, readCache: ReadCache): Promise<PublishedFlows> {
  const files_ = files.all();
  if (files_.length > 0) {
    await db
      .insert(flowVersions)
      // A file's version carries nobody's answers over: it is never "being carried over".
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
      });
  }

  const shelf = flowShelf();
  for (const flow of files_) shelf.add(flow, files.document(flow.id, flow.version)!);

  const loadPublished = async (key: VersionKey) => {
    const [row] = await db
      .select({ document: flowVersions.document })
      .from(flowVersions)
      .where(and(eq(flowVersions.flowId, key.flowId), eq(flowVersions.version, key.version)));
    if (!row) return;
    // Published through the studio's checks; one that no longer loads (a file changed under it) is not served.
    try {
      const flow = loadFlow({ flow: row.document, ...files.sources, source: `flow_versions ${key.flowId} v${key.version}` }, files.validator);
      if (lintFlow(flow).length === 0) shelf.add(flow, row.document);
    } catch {
      /* left out: the files' versions and the other published ones are still served */
    }
  };

  let seen: readonly VersionKey[] | undefined;
  const refresh = async () => {
    const keys = await readCache.read(FLOW_VERSIONS_TOPIC, 'versions', () =>
      db.select({ flowId: flowVersions.flowId, version: flowVersions.version }).from(flowVersions),
    );
    if (keys === seen) return;
    for (const key of keys) {
      const known = shelf.has(key.flowId, key.version);
      if (!known && !(files.get(key.flowId, key.version) !== undefined)) await loadPublished(key);
    }
    seen = keys;
  };
  await refresh();

  return {
    validator: files.validator,
    sources: files.sources,
    ...shelf.lookups,
    refresh,
  };
}
