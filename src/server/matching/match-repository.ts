import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { employers, matchEvents, matches, roles, users, type MatchEventRow, type UserRow } from '../db/schema';
import type { MatchStatus } from '../../shared/match-statuses';
import { readMatches, type WireReader } from './match-wire';

/** The match of this id, as the row recordInterest locks. */
export function matchWithId(id: number): SQL {
  return eq(matches.id, id);
}

/** The match of the confirm-match e-mail's link, as the row recordInterest locks. */
export function matchWithConfirmationToken(token: string): SQL {
  return eq(matches.confirmationToken, token);
}

/** What the public confirm-match link tells: the role, its organisation and where the match stands. */
export async function readMatchConfirmation(db: AppDb, token: string) {
  const [row] = await db
    .select({ title: roles.answers, employerName: employers.name, status: matches.status, archived: matches.archived, interest: matches.jobseekerInterest })
    .from(matches)
    .innerJoin(roles, eq(roles.id, matches.roleId))
    .innerJoin(employers, eq(employers.id, roles.employerId))
    .where(eq(matches.confirmationToken, token));
  return row;
}

/** The list's filters, each already checked. */
export interface MatchListFilter {
  roleUuid?: string;
  status?: MatchStatus;
  archived?: boolean;
}

/** The matches within `scope` that pass every filter given, as `reader` may read them. */
export async function listMatches(db: AppDb, scope: SQL | undefined, filter: MatchListFilter, reader: WireReader) {
  const filters: SQL[] = [];
  if (filter.roleUuid !== undefined) filters.push(eq(roles.uuid, filter.roleUuid));
  if (filter.status !== undefined) filters.push(eq(matches.status, filter.status));
  if (filter.archived !== undefined) filters.push(eq(matches.archived, filter.archived));
  return readMatches(db, and(scope, ...filters), reader);
}

type EventActor = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'userType'>;

/** A match's history, oldest first, with who made each step (null: the system, or an account since deleted). */
export async function readMatchEvents(db: AppDb, matchId: number): Promise<{ event: MatchEventRow; actor: EventActor | null }[]> {
  return db
    .select({ event: matchEvents, actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, userType: users.userType } })
    .from(matchEvents)
    .leftJoin(users, eq(users.id, matchEvents.actorId))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.createdAt), asc(matchEvents.id));
}

/** The id of the role's match with this job seeker, if they have one. */
export async function findMatchId(db: AppDb, roleId: number, jobseekerId: number): Promise<number | undefined> {
  const [match] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.roleId, roleId), eq(matches.jobseekerId, jobseekerId)))
    .limit(1);
  return match?.id;
}

/** Marks the match seen by the organisation or by the job seeker; the first time is kept. */
export async function markMatchSeen(db: AppDb, matchId: number, by: 'employer' | 'jobseeker', now: Date): Promise<void> {
  if (by === 'employer')
    await db
      .update(matches)
      .set({ employerSeenAt: now })
      .where(and(eq(matches.id, matchId), isNull(matches.employerSeenAt)));
  else
    await db
      .update(matches)
      .set({ jobseekerSeenAt: now })
      .where(and(eq(matches.id, matchId), isNull(matches.jobseekerSeenAt)));
}
