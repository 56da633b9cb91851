import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * US colleges and universities people name on their education records (GET /api/universities/): a public list
 * of institutions, loaded at first use.
 */
export const universities = pgTable(
  'universities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    /** Two-letter US state abbreviation, upper case. */
    state: text('state').notNull(),
  },
  (table) => [
    uniqueIndex('universities_name_city_state_unique').on(table.name, table.city, table.state),
    index('universities_lower_name').on(sql`lower(${table.name})`),
  ],
);

export type UniversityRow = typeof universities.$inferSelect;
