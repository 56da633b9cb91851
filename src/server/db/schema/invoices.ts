import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employers } from './employers';
import { matches } from './matches';
import { roles } from './roles';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../../shared/invoice-statuses';
import { moneyChecks } from './money-checks';
import { sqlValues } from './sql-values';

/**
 * The placement fee of one hire (issue 27 item 3), written in the transaction that records the hire. The fee's
 * basis is copied, not read through the match, so the record stands when the match, role or organization is
 * later deleted (the references then become null).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    employerId: integer('employer_id').references(() => employers.id, { onDelete: 'set null' }),
    firstYearSalary: bigint('first_year_salary', { mode: 'number' }).notNull(),
    /** The role's agreed service tier; null when the role was never approved with one. */
    tier: text('tier'),
    /** The agreed percent of the first-year salary; null (and the amount with it) for custom terms. */
    percent: numeric('percent', { precision: 5, scale: 2 }),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One invoice per hire, even when two requests record the same hire at once.
    uniqueIndex('invoices_match_id_key').on(table.matchId),
    index('invoices_employer_id').on(table.employerId),
    check('invoices_status_check', sql`${table.status} in (${sqlValues(INVOICE_STATUSES)})`),
    ...moneyChecks('invoices', { salary: table.firstYearSalary, percent: table.percent, fee: table.amount }),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
