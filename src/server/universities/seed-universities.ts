import { count } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { universities } from '../db/schema';
import { usInstitutions } from './us-institutions';

// Four parameters a row: well under PostgreSQL's 65,535 bind parameters per statement.
const BATCH = 1000;

const seeded = new WeakMap<AppDb, Promise<void>>();

async function seed(db: AppDb): Promise<void> {
  const list = usInstitutions();
  const [{ rows } = { rows: 0 }] = await db.select({ rows: count() }).from(universities);
  // A full table is the common case after the first start: skip thousands of no-op inserts.
  if (rows >= list.length) return;
  for (let start = 0; start < list.length; start += BATCH) {
    // Another process may be seeding the same database at once; its rows win and ours are skipped.
    await db
      .insert(universities)
      .values(list.slice(start, start + BATCH).map(({ id, name, city, state }) => ({ id, name, city, state })))
      .onConflictDoNothing();
  }
}

/**
 * Loads the shipped US institutions into the table once per database and process. Rows already there are kept,
 * so institutions added to the list by a refresh join an older table without disturbing saved ids.
 */
export function ensureUniversitiesSeeded(db: AppDb): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = seed(db);
    // A failed seed is retried by the next request rather than remembered.
    done.catch(() => seeded.delete(db));
    seeded.set(db, done);
  }
  return done;
}
