import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the product sends, whether it left through SMTP or was only kept here (no SMTP_URL), so a
 * local user can follow its link and support can see what someone was sent.
 */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** The one link the message is about (confirmation, invitation...), when it has one. */
  link: text('link'),
  /** 'smtp' once handed to the SMTP server, 'kept' when there is none, 'failed' when SMTP refused it. */
  delivery: text('delivery').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
