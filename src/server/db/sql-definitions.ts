import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDb } from './database';
import { projectPath } from '../project-paths';
import { MATCH_STATUS_BIT_SQL } from './sql/match_status_bit';

/** Where the current definition of every database function and trigger lives, one file per function. */
const SQL_FOLDER = projectPath('src/server/db/sql');

/** The separator drizzle-kit writes between a migration's statements, used in the definition files too. */
const STATEMENT_BREAK = '--> statement-breakpoint';

/** Held while definitions are compared and applied, so two servers starting at once apply them one after the other. */
const APPLY_LOCK = 4_380_371;

export interface SqlDefinition {
  /** The file under src/server/db/sql it comes from, named after its function. */
  source: string;
  /** Idempotent statements: CREATE OR REPLACE FUNCTION, then CREATE OR REPLACE TRIGGER for each trigger calling it. */
  statements: string[];
}

/** Every function and trigger of the database as its file defines it: the one written from code, then the files by name. */
export function sqlDefinitions(): SqlDefinition[] {
  const files = fs
    .readdirSync(SQL_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  return [
    { source: 'match_status_bit.ts', statements: [MATCH_STATUS_BIT_SQL] },
    ...files.map((file) => ({
      source: file,
      statements: fs
        .readFileSync(path.join(SQL_FOLDER, file), 'utf8')
        .split(STATEMENT_BREAK)
        .map((statement) => statement.trim())
        .filter((statement) => statement !== ''),
    })),
  ];
}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Brings the database's functions and triggers to `definitions`, after the migrations ran (docs/architecture.md,
 * "Database functions and triggers"). They are applied again only when a definition or the migrations applied
 * changed since the last time (a later migration may have redefined a function), so an ordinary start takes no
 * table lock. Returns whether they were applied.
 */
export async function applySqlDefinitions(db: AppDb, definitions: SqlDefinition[] = sqlDefinitions()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK})`);
    await tx.execute(sql`create table if not exists drizzle.__sql_definitions (fingerprint text not null)`);
    const [migrations] = rowsOf<{ applied: string }>(
      await tx.execute(sql`select count(*) || ':' || coalesce(max(created_at)::text, '') as applied from drizzle.__drizzle_migrations`),
    );
    const fingerprint = crypto
      .createHash('sha256')
      .update(JSON.stringify([migrations?.applied, definitions]))
      .digest('hex');
    const [stored] = rowsOf<{ fingerprint: string }>(await tx.execute(sql`select fingerprint from drizzle.__sql_definitions`));
    if (stored?.fingerprint === fingerprint) return false;
    for (const { source, statements } of definitions) {
      for (const statement of statements) {
        try {
          await tx.execute(sql.raw(statement));
        } catch (error) {
          throw new Error(`src/server/db/sql/${source} does not apply: ${(error as Error).message}`, { cause: error });
        }
      }
    }
    await tx.execute(sql`delete from drizzle.__sql_definitions`);
    await tx.execute(sql`insert into drizzle.__sql_definitions (fingerprint) values (${fingerprint})`);
    return true;
  });
}
