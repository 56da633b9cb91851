import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What matching needs of each job seeker, projected from their answers in the same transaction as every save:
 * typed columns for the hard filters (so they run in SQL, on indexes) and the profile the factors score (never
 * a demographic answer: the profile type has no field for one). `algorithm_version` says which algorithm wrote
 * the row; rows of another version are rewritten at start-up.
 */
export const jobseekerMatchProfiles = pgTable(
  'jobseeker_match_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    algorithmVersion: text('algorithm_version').notNull(),
    /** Only people with Core Profile complete are candidates. */
    coreProfileComplete: boolean('core_profile_complete').notNull(),
    canWorkInUs: boolean('can_work_in_us'),
    seekingHours: text('seeking_hours').array().notNull().default(sql`'{}'::text[]`),
    metroArea: text('metro_area'),
    /** Cities the person named as places they would work ("City, ST", as metro areas are written). */
    otherLocations: text('other_locations').array().notNull().default(sql`'{}'::text[]`),
    openAnywhere: boolean('open_anywhere').notNull(),
    remoteOnly: boolean('remote_only').notNull(),
    minimumSalary: integer('minimum_salary'),
    minimumHourlyRate: integer('minimum_hourly_rate'),
    yearsExperience: integer('years_experience').notNull(),
    /** Current employers, lower case with single spaces, compared with a role's excluded organisations. */
    currentEmployers: text('current_employers').array().notNull().default(sql`'{}'::text[]`),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Candidates are only ever looked for among complete, authorised profiles: the partial indexes hold just those.
    index('jobseeker_match_profiles_metro_area').on(table.metroArea).where(sql`${table.coreProfileComplete} and ${table.canWorkInUs}`),
    index('jobseeker_match_profiles_salary').on(table.minimumSalary).where(sql`${table.coreProfileComplete} and ${table.canWorkInUs}`),
    index('jobseeker_match_profiles_seeking_hours').using('gin', table.seekingHours),
    index('jobseeker_match_profiles_other_locations').using('gin', table.otherLocations),
    index('jobseeker_match_profiles_current_employers').using('gin', table.currentEmployers),
  ],
);

export type JobseekerMatchProfileRow = typeof jobseekerMatchProfiles.$inferSelect;
