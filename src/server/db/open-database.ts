import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { openPglite } from './pglite-client';
import { ReadCache, ROW_CHANGES_CHANNEL } from './read-cache';
import { listenForOtherProcesses, listeningPoolConnection } from './row-change-listener';
import type { PGlite } from '@electric-sql/pglite';
import type { AppDb, Database } from './database';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  /** Embedded PostgreSQL; without a folder it lives in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string };

/** Opens the database and brings its schema up to the newest committed migration. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    const { client, forDrizzle } = await openPglite(target.dataDir);
    const db = drizzlePglite({ client: forDrizzle as PGlite, schema });
    await migratePglite(db, { migrationsFolder });
    // One process owns an embedded database, and PGlite calls listeners before the writing query returns.
    const readCache = new ReadCache();
    await client.listen(ROW_CHANGES_CHANNEL, (payload) => readCache.changed(payload));
    readCache.setListening(true);
    return { db: db as unknown as AppDb, kind: 'pglite', readCache, close: () => client.close() };
  }
  const readCache = new ReadCache();
  const pool = new pg.Pool({ connectionString: target.url, max: 10, onConnect: listeningPoolConnection(readCache) });
  // An idle client's network error must not crash the process; the next query reports it instead.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  let listener: Awaited<ReturnType<typeof listenForOtherProcesses>>;
  try {
    await migratePg(db, { migrationsFolder });
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
