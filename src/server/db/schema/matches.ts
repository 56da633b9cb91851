import { boolean, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { roles } from './roles';
import { users } from './users';

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
    status: text('status').notNull(),
    archived: boolean('archived').notNull().default(false),
    /** Null until the employer side has opened the match: what makes it "new" in the top bar count. */
    employerSeenAt: timestamp('employer_seen_at', { withTimezone: true }),
    jobseekerSeenAt: timestamp('jobseeker_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('matches_role_jobseeker_key').on(table.roleId, table.jobseekerId)],
);
