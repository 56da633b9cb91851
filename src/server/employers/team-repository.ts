import { asc, and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { users, type UserRow } from '../db/schema';

type TeamPermissions = Pick<UserRow, 'canAccessMatching' | 'canEditRoles' | 'isTeamAdmin'>;

/** The organisation's employee accounts in the team panel's order: by name, then id. */
export async function listTeamMembers(db: AppDb, employerId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.employerId, employerId), eq(users.userType, 'employee')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The account staff act as for an organisation: its earliest employee. */
export async function findFirstEmployee(db: AppDb, employerId: number): Promise<UserRow | undefined> {
  const [employee] = await db
    .select()
    .from(users)
    .where(and(eq(users.employerId, employerId), eq(users.userType, 'employee')))
    .orderBy(asc(users.id))
    .limit(1);
  return employee;
}

export async function teamMemberIds(db: AppDb, employerId: number): Promise<{ id: number }[]> {
  return db.select({ id: users.id }).from(users).where(eq(users.employerId, employerId));
}

/**
 * Every account of the organisation with its administrator flag, locked until the caller's transaction ends: two
 * administrators changing or leaving at once then cannot leave the team without one.
 */
export async function lockTeam(tx: AppDb, employerId: number): Promise<{ id: number; isTeamAdmin: boolean }[]> {
  return tx.select({ id: users.id, isTeamAdmin: users.isTeamAdmin }).from(users).where(eq(users.employerId, employerId)).for('update');
}

export async function setMemberPermissions(
  db: AppDb,
  memberId: number,
  changes: Partial<TeamPermissions> & { updatedAt?: Date },
): Promise<UserRow | undefined> {
  const [member] = await db.update(users).set(changes).where(eq(users.id, memberId)).returning();
  return member;
}
