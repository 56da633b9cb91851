import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { JobseekerV1Answers } from '../../../generated/flows';
import { users } from './users';

/**
 * One person's answers to one question flow (camelCase field names, as the engine holds them), with the
 * flow version they were given under (DESIGN.md: saved answers record their version). The job seeker flow is the
 * one flow a person answers for themselves; the table is keyed by flow so that another can join it, and its
 * answers type with it.
 */
export const flowAnswers = pgTable(
  'flow_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flowId: text('flow_id').notNull(),
    flowVersion: integer('flow_version').notNull(),
    answers: jsonb('answers').$type<JobseekerV1Answers>().notNull().default({}),
    /** Answers a branch change took off the path, waiting until the path asks them again (setAsideOffPath); read by nothing else. */
    setAside: jsonb('set_aside').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.flowId] })],
);

export type FlowAnswersRow = typeof flowAnswers.$inferSelect;
