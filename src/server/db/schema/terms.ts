import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Published versions of the legal documents; document 1 is the Terms of Service. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    documentId: integer('document_id').notNull(),
    version: integer('version').notNull(),
    summary: text('summary').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.version] })],
);
