import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A friend invited by a user (spec 000 §1 Refer a Friend). */
export const referrals = pgTable('referrals', {
  id: serial('id').primaryKey(),
  referrerId: integer('referrer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  accountType: text('account_type').notNull(),
  organization: text('organization'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Set when the friend signs up with the invited address. */
  joinedUserId: integer('joined_user_id').references(() => users.id, { onDelete: 'set null' }),
});
