import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { insertEmployer } from '../employers/employer-slug';
import { normalizeEmail } from '../../shared/email-address';
import type { UserType } from '../../shared/user-types';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  /** For an employee: the organisation created with the account. */
  organization?: string;
  /** For an employee joining an existing organisation. */
  employerId?: number;
  jobTitle?: string;
  isStaff?: boolean;
  hasConfirmedEmail?: boolean;
  /** The terms version accepted while signing up. */
  viewedTermVersion?: number | null;
}

export async function findUserByEmail(db: AppDb, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.emailNormalized, normalizeEmail(email)))
    .limit(1);
  return user;
}

export function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Creates the user, and for an employee the organisation too, in one transaction. */
export async function createAccount(db: AppDb, account: NewAccount): Promise<UserRow> {
  return db.transaction(async (tx) => {
    let employerId: number | null = account.employerId ?? null;
    if (account.organization !== undefined) {
      employerId = (await insertEmployer(tx, account.organization)).id;
    }
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email.trim(),
        emailNormalized: normalizeEmail(account.email),
        passwordHash: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        userType: account.userType,
        employerId,
        jobTitle: account.jobTitle ?? null,
        // Whoever signs an organisation up administers its team.
        isTeamAdmin: account.organization !== undefined,
        isStaff: account.isStaff ?? false,
        hasConfirmedEmail: account.hasConfirmedEmail ?? false,
        viewedTermVersion: account.viewedTermVersion ?? null,
      })
      .returning();
    return user!;
  });
}
