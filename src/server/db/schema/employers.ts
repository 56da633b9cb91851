import type { EmployerProfileV1Answers } from '../../../generated/flows';
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The text staff search organisations by (quick search): the expression of the `employers_search` GIN index. */
export function employerSearchDocument(table: { name: unknown }): SQL {
  return sql`to_tsvector('simple', ${table.name})`;
}

/**
 * An education organisation that hires through the marketplace, with its answers to the employer-profile flow
 * (camelCase field names, as the engine holds them) and the flow version they were given under.
 */
export const employers = pgTable(
  'employers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The organisation's address in public pages (/employers/:employerName): its name in kebab-case, unique. */
    slug: text('slug').notNull(),
    answers: jsonb('answers').$type<EmployerProfileV1Answers>().notNull().default({}),
    /** Null until the first answer is saved. */
    flowVersion: integer('flow_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('employers_slug_key').on(table.slug), index('employers_search').using('gin', employerSearchDocument(table))],
);

export type EmployerRow = typeof employers.$inferSelect;
