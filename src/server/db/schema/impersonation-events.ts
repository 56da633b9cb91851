import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Audit log of staff acting as employees: who, as whom, when, from where (never deleted with the employee). */
export const impersonationEvents = pgTable('impersonation_events', {
  id: serial('id').primaryKey(),
  staffUserId: integer('staff_user_id').notNull(),
  employeeUserId: integer('employee_user_id').notNull(),
  employerId: integer('employer_id'),
  /** 'start' or 'revert'. */
  action: text('action').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
