import { and, count, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { universities, type UniversityRow } from '../db/schema';

/** Every word must appear in the name or the city, or be the state's two letters: "howard dc", "state tx". */
function matchesEveryWord(words: string[]): SQL | undefined {
  return and(
    ...words.map((word) =>
      or(
        sql`strpos(lower(${universities.name}), ${word}) > 0`,
        sql`strpos(lower(${universities.city}), ${word}) > 0`,
        sql`lower(${universities.state}) = ${word}`,
      ),
    ),
  );
}

/**
 * Names starting with the search first, then alphabetical. The "C" collation makes the order the same on
 * PGlite and on a PostgreSQL server whatever locale it was created with, and lets clients page reliably.
 */
function searchOrder(phrase: string): SQL[] {
  const alphabetical = [
    sql`lower(${universities.name}) collate "C"`,
    sql`${universities.name} collate "C"`,
    sql`${universities.city} collate "C"`,
    sql`${universities.state} collate "C"`,
    sql`${universities.id}`,
  ];
  return phrase === '' ? alphabetical : [sql`case when strpos(lower(${universities.name}), ${phrase}) = 1 then 0 else 1 end`, ...alphabetical];
}

/** The colleges of these ids that exist, in no particular order. */
export async function universitiesByIds(db: AppDb, ids: number[]): Promise<UniversityRow[]> {
  return db.select().from(universities).where(inArray(universities.id, ids));
}

/**
 * One page of a search and how many match in all. A page past the end is not read: the count alone tells the
 * client there is nothing there.
 */
export async function searchUniversities(
  db: AppDb,
  search: { words: string[]; phrase: string },
  page: { offset: number; size: number },
): Promise<{ total: number; rows: UniversityRow[] }> {
  const where = matchesEveryWord(search.words);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(universities).where(where);
  const rows =
    page.offset < total
      ? await db
          .select()
          .from(universities)
          .where(where)
          .orderBy(...searchOrder(search.phrase))
          .limit(page.size)
          .offset(page.offset)
      : [];
  return { total, rows };
}
