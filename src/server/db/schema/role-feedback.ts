import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from './roles';
import { users } from './users';

/** Staff review notes on a role, one per point to fix; the employee resolves each before publishing again. */
export const roleFeedback = pgTable(
  'role_feedback',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** The role flow question (camelCase field name) the note is about; null for the role as a whole. */
    question: text('question'),
    body: text('body').notNull(),
    isResolved: boolean('is_resolved').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('role_feedback_role_id').on(table.roleId)],
);

export type RoleFeedbackRow = typeof roleFeedback.$inferSelect;
