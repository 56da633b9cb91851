import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employers } from './employers';

/**
 * The text staff search people by (quick search): the expression of the `users_search` GIN index, so a query
 * written with this function uses the index.
 */
export function userSearchDocument(table: { firstName: unknown; lastName: unknown; email: unknown }): SQL {
  return sql`to_tsvector('simple', ${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email})`;
}

/** Everyone who signs in: job seekers, employer staff ("employee") and the provider's staff. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** As the person typed it (trimmed); comparisons use emailNormalized. */
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userType: text('user_type').notNull(),
    employerId: integer('employer_id').references(() => employers.id, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    logo: text('logo'),
    hasConfirmedEmail: boolean('has_confirmed_email').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    viewedTermVersion: integer('viewed_term_version'),
    /** The employer's grant of the matching page to this employee (spec 000 §2 Matches menu). */
    canAccessMatching: boolean('can_access_matching').notNull().default(true),
    /** The employer's grant to create, edit, publish, clone and delete roles. */
    canEditRoles: boolean('can_edit_roles').notNull().default(true),
    /** Team administration: invite coworkers, set their permissions, delete the organisation. */
    isTeamAdmin: boolean('is_team_admin').notNull().default(false),
    /** Raised by logout, password change and other security events: tokens of an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_normalized_key').on(table.emailNormalized),
    check('users_user_type_check', sql`${table.userType} in ('jobseeker', 'employee', 'staff')`),
    index('users_search').using('gin', userSearchDocument(table)),
  ],
);

export type UserRow = typeof users.$inferSelect;
