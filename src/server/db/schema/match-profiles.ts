import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What matching needs of each job seeker, projected from their answers in the same transaction as every save:
 * typed columns for the hard filters (so they run in SQL, on indexes) and for what the factors score, all read
 * from the algorithm's profile (never a demographic answer: the profile type has no field for one).
 * `algorithm_version` says which algorithm wrote the row; rows of another version are rewritten at start-up.
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
    // What the factors score, typed and small, so PostgreSQL ranks survivors without reading a document per person
    // (src/server/matching/candidates-score-sql.ts); the best few are explained from their answers.
    /** Functional areas of expertise and hoped for. */
    areas: text('areas').array().notNull().default(sql`'{}'::text[]`),
    /** "skillId:rating" for every rated skill (the highest rating given). */
    skillRatings: text('skill_ratings').array().notNull().default(sql`'{}'::text[]`),
    educationLevel: text('education_level'),
    /** "degree:mba", "field:education", "college:228778" for each education record. */
    degreeItems: text('degree_items').array().notNull().default(sql`'{}'::text[]`),
    /** "spanish" for every language, "spanish:working" when at professional working level or above. */
    languageItems: text('language_items').array().notNull().default(sql`'{}'::text[]`),
    hasManaged: boolean('has_managed'),
    yearsManaging: integer('years_managing'),
    managedManagers: boolean('managed_managers'),
    /** Position (1-based) of the team size managed in the team-size scale. */
    teamSizeRank: integer('team_size_rank'),
    largestBudget: bigint('largest_budget', { mode: 'number' }),
    teamworkApproach: text('teamwork_approach'),
    deadlineApproach: text('deadline_approach'),
    moreDisciplined: boolean('more_disciplined'),
    moreOutgoing: boolean('more_outgoing'),
    workModeFirst: text('work_mode_first'),
    workModeSecond: text('work_mode_second'),
    workFlexibility: text('work_flexibility'),
    canTravelOvernight: boolean('can_travel_overnight'),
    /** Position (1-based) of the travel amount in the travel scale. */
    travelRank: integer('travel_rank'),
    availableStartDate: text('available_start_date'),
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
