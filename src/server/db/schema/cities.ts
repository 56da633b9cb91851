import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Cities people can prefer (spec 001 §3.2 City): the metro areas' cities, seeded at first use, and the custom
 * "City, State" entries people add. One row per city name (any case) and state.
 */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    city: text('city').notNull(),
    /** Two-letter US state abbreviation, upper case. */
    state: text('state').notNull(),
  },
  (table) => [uniqueIndex('cities_city_state_unique').on(sql`lower(${table.city})`, table.state)],
);

export type CityRow = typeof cities.$inferSelect;
