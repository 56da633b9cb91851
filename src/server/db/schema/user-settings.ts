import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Per-user settings (spec 000 §3); no row means the defaults. */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A job seeker joined to be matched, so matching is on until they turn it off. */
  openToMatching: boolean('open_to_matching').notNull().default(true),
  /** Subscribed to the newsletter with the dashboard's Subscribe Now (spec 000 §1) where no marketing site takes it. */
  newsletter: boolean('newsletter').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
