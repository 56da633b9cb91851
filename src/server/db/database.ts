import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { ReadCache } from './read-cache';

export type Schema = typeof schema;

/** The one database type the app codes against: embedded PGlite and node-postgres both satisfy it. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** Hot reads kept in memory until the database announces their rows changed. */
  readCache: ReadCache;
  close(): Promise<void>;
}
