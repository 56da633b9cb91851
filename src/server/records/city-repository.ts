import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { cities, type CityRow } from '../db/schema';

type CityName = { city: string; state: string };

/** Adds the cities not there yet; an existing row (any case) is kept as it is. */
export async function insertMissingCities(db: AppDb, rows: CityName[]): Promise<void> {
  await db.insert(cities).values(rows).onConflictDoNothing();
}

/** Cities whose name contains `term` (lower case; empty: all), alphabetical by city then state. */
export async function searchCities(db: AppDb, term: string, limit: number): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(term ? sql`strpos(lower(${cities.city}), ${term}) > 0` : undefined)
    .orderBy(asc(cities.city), asc(cities.state))
    .limit(limit);
}

/** The new city's row; undefined when it was already there. */
export async function insertCity(db: AppDb, entry: CityName): Promise<CityRow | undefined> {
  const [created] = await db.insert(cities).values(entry).onConflictDoNothing().returning();
  return created;
}

/** The city of this name in this state, its name compared in any case. */
export async function findCity(db: AppDb, entry: CityName): Promise<CityRow | undefined> {
  const [existing] = await db
    .select()
    .from(cities)
    .where(and(sql`lower(${cities.city}) = lower(${entry.city})`, eq(cities.state, entry.state)))
    .limit(1);
  return existing;
}

export async function citiesByIds(db: AppDb, ids: number[]): Promise<CityRow[]> {
  return db.select().from(cities).where(inArray(cities.id, ids));
}
