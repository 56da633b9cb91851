import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, type IndexColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What matching needs of each job seeker, projected from their answers in the same transaction as every save, so
 * the hard filters and the score run in SQL over one narrow row per person, never a document (never a demographic
 * answer either: the algorithm's profile, which this is read from, has no field for one).
 *
 * Ranking a role reads tens of thousands of these rows, so they are made cheap to read: answer values are whole-number
 * codes (src/server/matching/candidates-codes.ts) held as bit masks and small integers, and every column the ranking
 * reads is fixed-width and never null, so one covering index holds them all and ranking never reads the table (an
 * index entry is read in a tenth of the time a table row found through an index is). Text is only read through its
 * GIN index: values without a code, colleges, cities, employers.
 * `algorithm_version` and `codes_version` say what wrote the row; rows of another are rewritten at start-up.
 */
/**
 * What the hard filters and the score read of a person, all fixed-width and never null: columns of both ranking
 * projections, the person's row and the row of each city they named (jobseeker_named_places), so either is ranked alike.
 */
function rankedColumns() {
  return {
    // The hard filters.
    /** Said yes to being authorised to work in the US (no answer is not yes). */
    canWorkInUs: boolean('can_work_in_us').notNull(),
    /** The metro area lived in: 1 + its code, 0 when none is given, -1 for a place typed in (see `metro_area`). */
    metroCode: smallint('metro_code').notNull(),
    openAnywhere: boolean('open_anywhere').notNull(),
    remoteOnly: boolean('remote_only').notNull(),
    /** The kinds of work sought, a bit per code of employment-types. */
    hours: integer('hours').notNull(),
    /** The lowest salary, when one is given and full-time work is sought (what the compensation filter compares); else NO_PAY_ASKED. */
    salaryAsked: integer('salary_asked').notNull(),
    /** The lowest hourly rate, when one is given and work other than full time is sought; else NO_PAY_ASKED. */
    rateAsked: integer('rate_asked').notNull(),
    /** Years of full-time experience, 0 when not given (as the algorithm reads a missing answer). */
    yearsExperience: integer('years_experience').notNull(),
    // What the factors score.
    /** Functional areas of expertise and hoped for, a bit per code. */
    areas: integer('areas').notNull(),
    /** Languages at any level, and at professional working level or above, a bit per code. */
    languages: bigint('languages', { mode: 'bigint' }).notNull(),
    workingLanguages: bigint('working_languages', { mode: 'bigint' }).notNull(),
    /** Degrees held and their fields of study, a bit per code. */
    degrees: bigint('degrees', { mode: 'bigint' }).notNull(),
    fields: bigint('fields', { mode: 'bigint' }).notNull(),
    /** Single answers and facts the factors check, a bit each (TRAIT_BITS). */
    traits: bigint('traits', { mode: 'bigint' }).notNull(),
    /** Years managing others, for someone who has managed (else 0: the checks on it ask for having managed too). */
    yearsManaging: integer('years_managing').notNull(),
    /** Position (1-based) of the team size managed in the team-size scale, for someone who has managed; else 0. */
    teamSizeRank: smallint('team_size_rank').notNull(),
    largestBudget: bigint('largest_budget', { mode: 'number' }).notNull(),
    /** 1 + the code of the start-date answer, 0 when none (or one the algorithm does not know). */
    startCode: smallint('start_code').notNull(),
    /** The rating of every skill, 3 bits per skill code (0: not rated), 21 skills a column (codes.skillSlot). */
    skills0: bigint('skills_0', { mode: 'bigint' }).notNull(),
    skills1: bigint('skills_1', { mode: 'bigint' }).notNull(),
    skills2: bigint('skills_2', { mode: 'bigint' }).notNull(),
    skills3: bigint('skills_3', { mode: 'bigint' }).notNull(),
    skills4: bigint('skills_4', { mode: 'bigint' }).notNull(),
  };
}

export const jobseekerMatchProfiles = pgTable(
  'jobseeker_match_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Only people with Core Profile complete are candidates. */
    coreProfileComplete: boolean('core_profile_complete').notNull(),
    /**
     * Whether the person is open to matching (user_settings; no settings row is open). Never written by the projection:
     * database triggers copy it from the settings whenever either row is written (src/server/db/sql), so the ranking
     * index holds only people who may be matched and ranking a role needs no look-up of who turned matching off.
     */
    openToMatching: boolean('open_to_matching').notNull().default(true),
    ...rankedColumns(),
    // Read only for the roles that ask for them.
    /** Universities of the degrees held (their ids). */
    colleges: integer('colleges')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Values that have no code, as "kind:value" (codes.otherValue). */
    otherValues: text('other_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Cities the person named as places they would work ("City, ST", as metro areas are written). */
    otherLocations: text('other_locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Current employers, lower case with single spaces, compared with a role's excluded organisations. */
    currentEmployers: text('current_employers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The metro area as answered (staff lists show it; a place typed in is compared by it). */
    metroArea: text('metro_area'),
    algorithmVersion: text('algorithm_version').notNull(),
    codesVersion: text('codes_version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => {
    const ranked = rankedIndexColumns(table);
    return [
      /**
       * Ranking reads this index alone (an index-only scan): it holds every fixed-width column the hard filters and the
       * score read, for the people who can be candidates at all (Core Profile complete). Its leading columns find the
       * people of a role's metro areas and those open to anywhere without reading the others; after the unique user_id
       * the columns are only carried (drizzle has no INCLUDE; they cost nothing in the tree's upper pages, which are
       * cut after user_id). Values kept as text (arrays) are checked through the GIN indexes below instead.
       */
      index('jobseeker_match_profiles_ranking')
        .on(table.openAnywhere, table.metroCode, ...ranked)
        .where(sql`${table.coreProfileComplete} and ${table.openToMatching}`),
      index('jobseeker_match_profiles_colleges').using('gin', table.colleges),
      index('jobseeker_match_profiles_other_values').using('gin', table.otherValues),
      index('jobseeker_match_profiles_other_locations').using('gin', table.otherLocations),
      index('jobseeker_match_profiles_current_employers').using('gin', table.currentEmployers),
    ];
  },
);

export type JobseekerMatchProfileRow = typeof jobseekerMatchProfiles.$inferSelect;

/**
 * What ranking reads, in the covering indexes of both projections (after what leads each): the filters' ranges first,
 * then the unique user id, then what is only carried.
 */
function rankedIndexColumns<T extends { [Name in keyof ReturnType<typeof rankedColumns> | 'userId']: IndexColumn }>(table: T) {
  return [
    table.yearsExperience,
    table.salaryAsked,
    table.userId,
    table.canWorkInUs,
    table.remoteOnly,
    table.hours,
    table.rateAsked,
    table.areas,
    table.languages,
    table.workingLanguages,
    table.degrees,
    table.fields,
    table.traits,
    table.yearsManaging,
    table.teamSizeRank,
    table.largestBudget,
    table.startCode,
    table.skills0,
    table.skills1,
    table.skills2,
    table.skills3,
    table.skills4,
  ] as const;
}

/**
 * The projection once more, a row per city a person named as a place they would work (only for people not open to
 * anywhere, who alone are asked for cities), written by a database trigger from every write of the person's row
 * (src/server/db/sql/match_profile_to_named_places.sql). Ranking a role open to relocation reads, for each of its
 * cities, only the entries of that city in this table's covering index; scanning everyone who named any city and
 * keeping those naming one of the role's cost about 50 ms at a million job seekers.
 */
export const jobseekerNamedPlaces = pgTable(
  'jobseeker_named_places',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => jobseekerMatchProfiles.userId, { onDelete: 'cascade' }),
    /** One city named ("City, ST"). */
    place: text('place').notNull(),
    /**
     * The person's other named cities that sort before this one: a role naming several of their cities reads only the
     * row of the first of them, so no one is counted twice.
     */
    earlierPlaces: text('earlier_places').array().notNull(),
    // Copies of the person's row, which the trigger keeps.
    coreProfileComplete: boolean('core_profile_complete').notNull(),
    openToMatching: boolean('open_to_matching').notNull(),
    ...rankedColumns(),
    metroArea: text('metro_area'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.place] }),
    index('jobseeker_named_places_ranking')
      .on(table.place, ...rankedIndexColumns(table), table.metroCode, table.earlierPlaces, table.metroArea)
      .where(sql`${table.coreProfileComplete} and ${table.openToMatching}`),
  ],
);
