import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { ReadCache } from './read-cache';

export type Schema = typeof schema;

/** The one database type the app codes against: embedded PGlite and node-postgres both satisfy it. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open transaction of the app's database, as `db.transaction` hands it to its callback. */
export type AppTransaction = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** The database or an open transaction: for work that runs inside its caller's transaction when there is one. */
export type AppQueries = Pick<AppDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The database or an open transaction, for a function that only reads with `select`. */
export type DbReader = Pick<AppDb, 'select'>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** Hot reads kept in memory until the database announces their rows changed. */
  readCache: ReadCache;
  /** Embedded PGlite only: its data folder as a gzipped tar, taken between two queries (for live backups). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}
