import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The durable job queue: work scheduled for later (the confirm-match e-mail, reminders, expiries). A worker claims
 * a due row with FOR UPDATE SKIP LOCKED, so two servers on one database never run one job twice, and a job
 * scheduled before a restart is still here after it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    state: text('state').$type<JobState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A running job whose lease passed (its worker died) is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one pending or running job per key (e.g. one confirm e-mail per match). */
    singletonKey: text('singleton_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('jobs_state_check', sql`${table.state} in ('pending', 'running', 'done', 'failed')`),
    index('jobs_due').on(table.state, table.runAt),
    uniqueIndex('jobs_singleton_key')
      .on(table.singletonKey)
      .where(sql`${table.state} in ('pending', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
