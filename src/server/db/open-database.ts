import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { AppDb, Database } from './database';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  /** Embedded PostgreSQL; without a folder it lives in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string };

/** Opens the database and brings its schema up to the newest committed migration. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as AppDb, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle client's network error must not crash the process; the next query reports it instead.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  try {
    await migratePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as AppDb, kind: 'postgres', close: () => pool.end() };
}
