import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { employers } from './employers';
import { roles } from './roles';
import { users } from './users';

/** Files employers upload: organisation logos (resized on the server) and job description files of roles. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<'logo' | 'job_file'>().notNull(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    /** Set for a role's job file. */
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** Decided from the content, never from the name or the header the browser sent. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The bytes, or null when a file in the data folder keeps them (embedded PGlite; see uploads/file-bytes.ts). */
    content: bytea('content'),
    /** The name of that file. */
    storedFile: text('stored_file'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('uploaded_files_bytes_kept_once', sql`num_nonnulls(${table.content}, ${table.storedFile}) = 1`),
    index('uploaded_files_employer_id').on(table.employerId),
    index('uploaded_files_role_id').on(table.roleId),
  ],
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
