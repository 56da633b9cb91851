import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './matches';

/**
 * The stay each live match is in now, for time in status (issue 27 item 2): its latest event, when that event moved
 * it, and only while the match is not archived. Its length depends on the clock, so the report works it out when
 * asked; keeping which stays are open spares it joining every event to its match. Kept by the triggers of migration
 * 0030 (on match_events inserts and on matches' `archived`), never written by the app.
 */
export const matchOpenStays = pgTable(
  'match_open_stays',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** When the event that moved the match into `status` happened. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** The match's `created_at`, which the reports' `from`/`to` filter by (migration 0032). */
    matchCreatedAt: timestamp('match_created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A status's open stays of the matches proposed on a range of days, one index range (migration 0038).
    index('match_open_stays_by_status_and_match_day').on(table.status, table.matchCreatedAt, table.since),
  ],
);
