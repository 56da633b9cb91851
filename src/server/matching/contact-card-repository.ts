import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { employers, matches, roles, users, type MatchRow, type UserRow } from '../db/schema';
import type { ContactCardVisibility } from '../../shared/contact-cards';

export interface ContactCardMatch {
  match: MatchRow;
  employerId: number;
  roleCreator: number | null;
  organization: string;
}

/** The match within `scope` with what its organisation's card needs: who created the role, the organisation's name. */
export async function findContactCardMatch(db: AppDb, matchId: number, scope: SQL | undefined): Promise<ContactCardMatch | undefined> {
  const [row] = await db
    .select({ match: matches, employerId: roles.employerId, roleCreator: roles.createdBy, organization: employers.name })
    .from(matches)
    .innerJoin(roles, eq(roles.id, matches.roleId))
    .innerJoin(employers, eq(employers.id, roles.employerId))
    .where(and(eq(matches.id, matchId), scope))
    .limit(1);
  return row;
}

/** The organisation's employees, team administrators first, then the longest there. */
export async function organisationEmployees(db: AppDb, employerId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.employerId, employerId), eq(users.userType, 'employee')))
    .orderBy(desc(users.isTeamAdmin), asc(users.id));
}

export async function setContactCardVisibility(db: AppDb, matchId: number, visibility: ContactCardVisibility, now: Date): Promise<void> {
  await db.update(matches).set({ contactCardVisibility: visibility, updatedAt: now }).where(eq(matches.id, matchId));
}
