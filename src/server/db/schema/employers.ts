import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** An education organisation that hires through the marketplace. */
export const employers = pgTable('employers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmployerRow = typeof employers.$inferSelect;
