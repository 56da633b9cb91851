import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employers } from './employers';

/** A role an employer hires for. The role flow adds its question answers; these are what listings need. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    /** draft until published; closed once someone is hired or matches expire. */
    status: text('status').notNull().default('draft'),
    jobTitle: text('job_title'),
    description: text('description'),
    /** Employment type as shown in listings, e.g. "Full-time". */
    jobType: text('job_type'),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [check('roles_status_check', sql`${table.status} in ('draft', 'published', 'closed')`)],
);

export type RoleRow = typeof roles.$inferSelect;
