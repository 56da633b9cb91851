import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlValues } from './sql-values';
import { users } from './users';

/**
 * A staff member's draft of the next version of a flow, as typed in the flow studio: one per flow per staff
 * member, kept on the server so it survives a reload, the session's renewal and a change of machine.
 */
export const flowDrafts = pgTable(
  'flow_drafts',
  {
    flowId: text('flow_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The draft document as typed: checked when it is published, not when it is kept (a draft may be half done). */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.flowId, table.staffId] })],
);

/** What `flow_record_originals.record_kind` names: a role's answers or an organization's profile. */
export const FLOW_RECORD_KINDS = ['role', 'employer'] as const;
export type FlowRecordKind = (typeof FLOW_RECORD_KINDS)[number];

/**
 * A role's or an organization's answers as they were before a published version carried them to it (people's
 * answers keep theirs in `flow_answer_originals`): kept, never changed.
 */
export const flowRecordOriginals = pgTable(
  'flow_record_originals',
  {
    recordKind: text('record_kind').$type<FlowRecordKind>().notNull(),
    recordId: integer('record_id').notNull(),
    fromVersion: integer('from_version').notNull(),
    toVersion: integer('to_version').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    migratedAt: timestamp('migrated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.recordKind, table.recordId, table.fromVersion] }),
    check('flow_record_originals_kind_check', sql`${table.recordKind} in (${sqlValues(FLOW_RECORD_KINDS)})`),
  ],
);

/** States of a dry run kept for polling (a large one runs as a job). */
export const DRY_RUN_STATES = ['running', 'done', 'failed'] as const;
export type DryRunState = (typeof DRY_RUN_STATES)[number];

/**
 * A dry run of publishing a draft over many answer sets: run as a job, its progress and summary kept here so any
 * server answers the staff member's polling.
 */
export const flowDryRuns = pgTable(
  'flow_dry_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flowId: text('flow_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<DryRunState>().notNull().default('running'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The summary, as the dry-run answer carries it, once done. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('flow_dry_runs_state_check', sql`${table.state} in (${sqlValues(DRY_RUN_STATES)})`),
    check('flow_dry_runs_progress_check', sql`${table.done} >= 0 and ${table.done} <= ${table.total}`),
    index('flow_dry_runs_created').on(table.createdAt),
  ],
);
