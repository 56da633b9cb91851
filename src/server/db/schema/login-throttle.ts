import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins and locks are keyed by the normalised e-mail typed, whether or not an account has it,
 * so the lock-out itself does not reveal which addresses are registered.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emailNormalized: text('email_normalized').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_email_failed_at_idx').on(table.emailNormalized, table.failedAt)],
);

export const loginLocks = pgTable('login_locks', {
  emailNormalized: text('email_normalized').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});
