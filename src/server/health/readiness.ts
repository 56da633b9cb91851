import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { projectPath } from '../project-paths';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The newest migration this code ships (drizzle's journal); a database that has not applied it is not ready. */
export function newestShippedMigration(): { tag: string; when: number } | undefined {
  const journal = JSON.parse(readFileSync(projectPath('src/server/db/migrations/meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries.reduce<Journal['entries'][number] | undefined>(
    (newest, entry) => (newest === undefined || entry.when > newest.when ? entry : newest),
    undefined,
  );
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: AppDb): Promise<void> {
  await db.execute(sql`select 1`);
}

// PostgreSQL's codes for an undefined table and an undefined schema.
const NO_MIGRATIONS_TABLE = new Set(['42P01', '3F000']);

/** The SQLSTATE of a database error, which drizzle wraps (its own message quotes the query, so only the code tells). */
function postgresCodeOf(error: unknown): string | undefined {
  let at = error;
  for (let depth = 0; depth < 5 && typeof at === 'object' && at !== null; depth += 1) {
    const { code, cause } = at as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    at = cause;
  }
  return undefined;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether this instance can serve: the database answers, and it holds every migration the code ships. drizzle
 * records each applied migration with its journal time in drizzle.__drizzle_migrations, and applies only those
 * newer than the newest recorded, so the newest recorded time tells.
 */
export async function readiness(db: AppDb, newest: { tag: string; when: number } | undefined): Promise<Readiness> {
  let applied: number | null;
  try {
    const result = (await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { newest: string | number | null }[];
    };
    const value = result.rows[0]?.newest;
    applied = value === null || value === undefined ? null : Number(value);
  } catch (error) {
    // A database without drizzle's table or schema has had no migration at all; anything else means it did not answer.
    if (NO_MIGRATIONS_TABLE.has(postgresCodeOf(error) ?? '')) applied = null;
    else return { ready: false, reason: 'The database is not answering.' };
  }
  if (newest !== undefined && (applied === null || applied < newest.when)) {
    return { ready: false, reason: `The database does not have the newest migration (${newest.tag}) applied yet.` };
  }
  return { ready: true };
}
