import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { matches } from './matches';
import { users } from './users';

/**
 * A conversation: one per match (its job seeker, the role's employer and staff), or between staff and one person
 * (`personId`). Exactly one of the two is set.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .unique()
      .references(() => matches.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The newest message's time (null while empty): threads list newest first. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [check('message_threads_one_subject', sql`(${table.matchId} is null) <> (${table.personId} is null)`)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The sides that may read it (src/shared/message-visibility.ts), always with staff. */
    visibility: text('visibility').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('messages_thread_idx').on(table.threadId, table.id)],
);

/** How far each person has read each thread: unread counts are the visible messages after it. */
export const messageReads = pgTable(
  'message_reads',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.userId] })],
);

export type MessageThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
