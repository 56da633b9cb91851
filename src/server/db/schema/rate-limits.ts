import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Hit counters per key and fixed window, in the database so every API instance sees the same counts. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
