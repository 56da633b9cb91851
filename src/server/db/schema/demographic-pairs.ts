import { index, integer, jsonb, pgTable, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every distinct pair of raw answers to the two self-reported questions the aggregate reports group by (gender and
 * ethnicity, `DEMOGRAPHIC_DIMENSIONS`), numbered. An unanswered question is JSON null. Adverse impact counts
 * 100,000 matches by this number rather than by the two jsonb answers, which cost half its time to hash (docs/reports.md).
 * Kept by the `flow_answers` triggers of src/server/db/sql/jobseeker_demographic_pair_kept.sql, never written by the app.
 */
export const demographicAnswerPairs = pgTable(
  'demographic_answer_pairs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gender: jsonb('gender').notNull(),
    ethnicity: jsonb('ethnicity').notNull(),
  },
  (table) => [unique('demographic_answer_pairs_answers').on(table.gender, table.ethnicity)],
);

/** Each job seeker's pair of answers (above); none for someone who has no answers yet. Kept by migration 0033's triggers. */
export const jobseekerDemographicPairs = pgTable(
  'jobseeker_demographic_pairs',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pairId: integer('pair_id')
      .notNull()
      .references(() => demographicAnswerPairs.id),
  },
  // Each person's pair read in order of their id without visiting the table: the reports join it to matches read
  // in that order (migration 0038).
  (table) => [index('jobseeker_demographic_pairs_user_pair').on(table.userId, table.pairId)],
);
