import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FlowDocument } from '../../../flows';
import { users } from './users';

/**
 * Every published version of every question flow, as its document was written (`$ref`s unresolved, the way a
 * file under schemas/flows/ holds it). The files seed the versions they hold at start; staff publish the rest
 * from the flow studio. The newest version of a flow is the one new answer sets start on, on every instance:
 * a change is announced on the row-changes channel (`flow_versions:all`), and each server loads it.
 */
export const flowVersions = pgTable(
  'flow_versions',
  {
    flowId: text('flow_id').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').$type<FlowDocument>().notNull(),
    /** 'file' for a version seeded from schemas/, 'studio' for one staff published. */
    source: text('source').$type<'file' | 'studio'>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the background migration of the earlier version's answer sets finished; null while it runs (or when there is none). */
    migratedAt: timestamp('migrated_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.flowId, table.version] })],
);

export type FlowVersionRow = typeof flowVersions.$inferSelect;

/**
 * A person's answer set as it was before a migration carried it to a newer flow version: kept, never changed,
 * so nothing a person said is lost to a rename. `firstInvalidStep` is where the migrated answers stopped
 * passing (where the person is sent back to), null when they pass.
 */
export const flowAnswerOriginals = pgTable(
  'flow_answer_originals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flowId: text('flow_id').notNull(),
    fromVersion: integer('from_version').notNull(),
    toVersion: integer('to_version').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    firstInvalidStep: text('first_invalid_step'),
    migratedAt: timestamp('migrated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.flowId, table.fromVersion] }),
    index('flow_answer_originals_to_version').on(table.flowId, table.toVersion),
  ],
);
