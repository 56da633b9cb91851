import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roles } from './roles';
import { users } from './users';
import { MATCH_STATUS_VALUES, SINGLE_CANDIDATE_STATUSES, type MatchStatus } from '../../../shared/match-statuses';
import { sqlValues } from './sql-values';
import { moneyChecks } from './money-checks';

/** A job seeker proposed for a role, moved through the statuses of spec 001 §4.1 until someone is hired. */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    jobseekerId: integer('jobseeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<MatchStatus>().notNull(),
    archived: boolean('archived').notNull().default(false),
    /** Null until the employer side has opened the match: what makes it "new" in the top bar count. */
    employerSeenAt: timestamp('employer_seen_at', { withTimezone: true }),
    jobseekerSeenAt: timestamp('jobseeker_seen_at', { withTimezone: true }),
    /** The matching algorithm's version and score when the match was proposed, so a later algorithm does not rewrite why. */
    algorithmVersion: text('algorithm_version'),
    score: integer('score'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Whose contact details the match shows to whom (src/shared/contact-cards.ts); staff decide, none at first. */
    contactCardVisibility: text('contact_card_visibility').notNull().default('none'),
    /** When the status last changed: deadlines and reminders count from here. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the response reminder for the current status was sent; cleared by the next status change. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The job seeker's answer to the confirm-match e-mail, for staff to act on (spec 001 §4.1). */
    jobseekerInterest: text('jobseeker_interest'),
    jobseekerInterestNote: text('jobseeker_interest_note'),
    jobseekerRespondedAt: timestamp('jobseeker_responded_at', { withTimezone: true }),
    /** The secret of the confirm-match link, so the job seeker can answer from the e-mail. */
    confirmationToken: uuid('confirmation_token').notNull().defaultRandom().unique(),
    /** Sent with `hired`: the basis of the placement fee. */
    firstYearSalary: bigint('first_year_salary', { mode: 'number' }),
    placementFee: numeric('placement_fee', { precision: 12, scale: 2 }),
    /**
     * Every status the match was ever at, one bit each (REACHED_BIT in src/server/db/sql/match_status_bit.ts), so the reports need
     * not read the events. Kept by the match_events insert trigger (src/server/db/sql/match_events_added.sql), never written by the app.
     */
    reached: integer('reached').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('matches_role_jobseeker_key').on(table.roleId, table.jobseekerId),
    index('matches_role_status').on(table.roleId, table.status),
    // A person's matches, with the statuses they reached and their score: diversity or-s each person's bits, and
    // adverse impact counts them by score, from the index alone, in the order of the person's id (migrations 0032,
    // 0038). The cost: the trigger's update of `reached` (on a move to a status not reached before) can no longer
    // be a heap-only update; the app's update of `status` never could.
    index('matches_jobseeker_reached_score').on(table.jobseekerId, table.reached, table.score),
    // A range of days (the matches proposed on them) read from the index alone by the reports (migration 0038).
    index('matches_created_at_counts').on(table.createdAt, table.jobseekerId, table.reached, table.score),
    check('matches_status_check', sql`${table.status} in (${sqlValues(MATCH_STATUS_VALUES)})`),
    /** One live offer or hire per role (spec 001 §4.1 "single candidate only"), whoever writes. */
    uniqueIndex('matches_one_live_offer_per_role')
      .on(table.roleId)
      .where(sql`${table.archived} = false and ${table.status} in (${sqlValues(SINGLE_CANDIDATE_STATUSES)})`),
    check('matches_jobseeker_interest_check', sql`${table.jobseekerInterest} is null or ${table.jobseekerInterest} in ('interested', 'not_interested')`),
    ...moneyChecks('matches', { salary: table.firstYearSalary, fee: table.placementFee }),
  ],
);

export type MatchRow = typeof matches.$inferSelect;

/** Every status change of a match from its creation on: who (null for the system), from what, to what, when, why. */
export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null on the event that created the match. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Days from this event to the match's next one (by created_at, then id): how long the match stayed in `to_status`.
     * Null on its latest event. Kept by the insert trigger (src/server/db/sql/match_events_added.sql), never written by the app.
     */
    stayDays: doublePrecision('stay_days'),
    /**
     * The match's `created_at`, which the reports' `from`/`to` filter by (a cohort of matches proposed on those days):
     * kept here so a range of days reads its stays from an index instead of every stay joined to its match. Set on
     * insert and kept in step with the match by the triggers of src/server/db/sql/match_event_match_created_at.sql and match_created_at_changed.sql, never written by the app.
     */
    matchCreatedAt: timestamp('match_created_at', { withTimezone: true }),
  },
  (table) => {
    // An event that moved the match (an archiving event keeps the status and starts no stay).
    const moved = sql`(${table.fromStatus} is null or ${table.fromStatus} <> ${table.toStatus})`;
    return [
      index('match_events_match_id').on(table.matchId),
      // Time in status reads a status's stays that ended, of the matches proposed on a range of days (or ever), from
      // one index range without visiting the table (migration 0038), and the ones still going apart.
      index('match_events_ended_stays_by_status_and_match_day')
        .on(table.toStatus, table.matchCreatedAt, table.stayDays)
        .where(sql`${table.stayDays} is not null and ${moved}`),
      index('match_events_current_stays')
        .on(table.matchId, table.toStatus, table.createdAt)
        .where(sql`${table.stayDays} is null and ${moved}`),
    ];
  },
);

export type MatchEventRow = typeof matchEvents.$inferSelect;

/** A staff member's saved set of matching filters for a role (spec 000 §3 "Filter object"). */
export const roleFiltersets = pgTable(
  'role_filtersets',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('role_filtersets_role_id').on(table.roleId)],
);

export type RoleFiltersetRow = typeof roleFiltersets.$inferSelect;
