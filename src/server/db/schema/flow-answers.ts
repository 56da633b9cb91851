import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One person's answers to one question flow (camelCase field names, as the engine holds them), with the
 * flow version they were given under (DESIGN.md: saved answers record their version).
 */
export const flowAnswers = pgTable(
  'flow_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flowId: text('flow_id').notNull(),
    flowVersion: integer('flow_version').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.flowId] })],
);

export type FlowAnswersRow = typeof flowAnswers.$inferSelect;
