import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { openPglite } from './pglite-client';
import { ReadCache, ROW_CHANGES_CHANNEL } from './read-cache';
import { listenForOtherProcesses, listeningPoolConnection } from './row-change-listener';
import { settleOwnWrites } from './own-row-changes';
import { settleWritesAfterTransactions } from './written-rows';
import type { PGlite } from '@electric-sql/pglite';
import type { AppDb, Database } from './database';
import { projectPath } from '../project-paths';
import { applySqlDefinitions } from './sql-definitions';

const migrationsFolder = projectPath('src/server/db/migrations');

export type DatabaseTarget =
  /**
   * Embedded PostgreSQL; without a folder it lives in memory (tests). `image`: start from a copy of a database
   * (see migratedPgliteImage) instead of an empty one.
   */
  { kind: 'pglite'; dataDir?: string; image?: Blob } | { kind: 'postgres'; url: string };

/**
 * An in-memory database with every migration applied, as an image to start others from: PGlite's own start (an
 * initdb in WebAssembly) and the migrations take seconds, a copy a fraction of that, which test suites that open
 * a database per file notice.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const { client, forDrizzle } = await openPglite(undefined);
  try {
    const db = drizzlePglite({ client: forDrizzle as PGlite, schema });
    await migratePglite(db, { migrationsFolder });
    await applySqlDefinitions(db as unknown as AppDb);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Opens the database and brings its schema up to the newest committed migration, then its functions and triggers
 * to their definitions in src/server/db/sql.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    const { client, forDrizzle } = await openPglite(target.dataDir, target.image);
    const db = drizzlePglite({ client: forDrizzle as PGlite, schema });
    await migratePglite(db, { migrationsFolder });
    await applySqlDefinitions(db as unknown as AppDb);
    // One process owns an embedded database, and PGlite calls listeners before the writing query returns.
    const readCache = new ReadCache();
    await client.listen(ROW_CHANGES_CHANNEL, (payload) => readCache.changed(payload));
    readCache.setListening(true);
    // The triggers announce every write here (no connection asks them not to); forgetting the declared rows again
    // keeps the two databases' code paths alike.
    settleWritesAfterTransactions(db as unknown as AppDb, (topics) => topics.forEach((topic) => readCache.changed(topic)));
    return { db: db as unknown as AppDb, kind: 'pglite', readCache, dumpDataDir: () => client.dumpDataDir('gzip'), close: () => client.close() };
  }
  const readCache = new ReadCache();
  const pool = new pg.Pool({ connectionString: target.url, max: 10, onConnect: listeningPoolConnection(readCache) });
  // An idle client's network error must not crash the process; the next query reports it instead.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  // This process's writes to answers and notifications reach the other processes from here (migration 0031).
  settleWritesAfterTransactions(
    db as unknown as AppDb,
    settleOwnWrites(readCache, (payloads) => pool.query('select announce_row_changes($1::text[])', [payloads])),
  );
  let listener: Awaited<ReturnType<typeof listenForOtherProcesses>>;
  try {
    await migratePg(db, { migrationsFolder });
    await applySqlDefinitions(db as unknown as AppDb);
    listener = await listenForOtherProcesses(target.url, readCache);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as AppDb,
    kind: 'postgres',
    readCache,
    close: async () => {
      await listener.stop();
      await pool.end();
    },
  };
}
