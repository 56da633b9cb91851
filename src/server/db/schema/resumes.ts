import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { users } from './users';

/** Resumes job seekers upload (PDF or DOCX), kept as sent, with what was read from them. */
export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Decided from the content, not from the name or the header the browser sent. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The bytes, or null when a file in the data folder keeps them (embedded PGlite; see uploads/file-bytes.ts). */
    content: bytea('content'),
    /** The name of that file. */
    storedFile: text('stored_file'),
    /** What extraction found, for the person to confirm (camelCase fields). */
    extracted: jsonb('extracted').$type<Record<string, unknown>>().notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [check('resumes_bytes_kept_once', sql`num_nonnulls(${table.content}, ${table.storedFile}) = 1`), index('resumes_user_id').on(table.userId)],
);

export type ResumeRow = typeof resumes.$inferSelect;
