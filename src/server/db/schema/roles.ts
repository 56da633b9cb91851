import type { RoleV1Answers } from '../../../generated/flows';
import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employers } from './employers';
import { users } from './users';
import { ROLE_STATUSES, type RoleStatus } from '../../../shared/role-statuses';
import { sqlValues } from './sql-values';
import { moneyChecks } from './money-checks';

export { ROLE_STATUSES, type RoleStatus } from '../../../shared/role-statuses';

/** The text staff search roles by (quick search): the expression of the `roles_search` GIN index. */
export function roleSearchDocument(table: { answers: unknown }): SQL {
  return sql`to_tsvector('simple', coalesce(${table.answers} ->> 'jobTitle', ''))`;
}

/**
 * A role an employer hires for: its answers to the role flow (camelCase field names, every save target of the
 * flow in one object, as the engine holds them) and its lifecycle. Listings read their words from the answers.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    status: text('status').$type<RoleStatus>().notNull().default('draft'),
    answers: jsonb('answers').$type<RoleV1Answers>().notNull().default({}),
    /** Answers a branch change took off the path, waiting until the path asks them again (setAsideOffPath); read by nothing else. */
    setAside: jsonb('set_aside').$type<Record<string, unknown>>().notNull().default({}),
    /** The role flow version the answers were given under; null until the first answer. */
    flowVersion: integer('flow_version'),
    /** The role this one was cloned from, if any (kept when the source is deleted, as a plain value). */
    clonedFrom: uuid('cloned_from'),
    /** Fixed when the role is published, so a later price change does not rewrite the agreement. */
    agreedServiceTier: text('agreed_service_tier'),
    /** The hiring fee as a percentage of first-year compensation, fixed with the tier; null for custom terms. */
    agreedFeePercent: numeric('agreed_fee_percent', { precision: 5, scale: 2 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last sent to staff for review. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** First approved by staff (opened); the job board's "posted" date. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('roles_status_check', sql`${table.status} in (${sqlValues(ROLE_STATUSES)})`),
    ...moneyChecks('roles', { percent: table.agreedFeePercent }),
    index('roles_employer_id').on(table.employerId),
    index('roles_status').on(table.status),
    index('roles_search').using('gin', roleSearchDocument(table)),
  ],
);

export type RoleRow = typeof roles.$inferSelect;
