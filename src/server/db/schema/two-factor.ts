import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user's authenticator secret (encrypted at rest), the one being set up, and the last time step used. */
export const twoFactorSettings = pgTable('two_factor_settings', {
  userId: userRef().primaryKey(),
  secretEncrypted: text('secret_encrypted'),
  pendingSecretEncrypted: text('pending_secret_encrypted'),
  /** TOTP counter of the last accepted code: a code is accepted once, never replayed. */
  lastUsedCounter: integer('last_used_counter'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Single-use recovery codes, stored as SHA-256 digests. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('backup_codes_user_idx').on(table.userId)],
);

/** The step between a correct password and the code: valid 5 minutes, 5 attempts. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_challenges_user_idx').on(table.userId)],
);
