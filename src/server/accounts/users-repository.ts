import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { loginLocks, outboxMessages, users, type UserRow } from '../db/schema';
import { insertEmployer } from '../employers';
import { clearLoginFailures } from './login-throttle';
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

export async function findUserById(db: AppDb, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
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

export async function markEmailConfirmed(db: AppDb, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ hasConfirmedEmail: true, updatedAt: now }).where(eq(users.id, userId));
}

export async function setPassword(db: AppDb, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** The base fields a person changes themselves; a field left out keeps its value. */
export type OwnUserChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'viewedTermVersion' | 'jobTitle'>> & Pick<UserRow, 'updatedAt'>;

export async function updateOwnUserFields(db: AppDb, userId: number, changes: OwnUserChanges): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return user;
}

/** A new password chosen from an e-mailed link: the link reached the inbox, which confirms the address too. */
export async function setPasswordFromEmailedLink(db: AppDb, userId: number, passwordHash: string, now: Date): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set({ passwordHash, hasConfirmedEmail: true, updatedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}

/** Forgets the address's failed sign-ins and lifts its sign-in lock. */
export async function clearSignInThrottle(db: AppDb, emailNormalized: string): Promise<void> {
  await clearLoginFailures(db, emailNormalized);
  await db.delete(loginLocks).where(eq(loginLocks.emailNormalized, emailNormalized));
}

/**
 * Deletes the account. Mail kept for support loses its address; what is keyed to the address goes; everything
 * keyed to the user goes with the row. For the caller's transaction.
 */
export async function deleteAccount(tx: AppDb, user: Pick<UserRow, 'id' | 'email' | 'emailNormalized'>): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ recipient: `deleted-user-${user.id}` })
    .where(eq(outboxMessages.recipient, user.email));
  await clearSignInThrottle(tx, user.emailNormalized);
  await tx.delete(users).where(eq(users.id, user.id));
}
