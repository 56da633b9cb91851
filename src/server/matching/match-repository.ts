import { and, asc, count, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { employers, matchEvents, matches, roles, users, type MatchEventRow, type UserRow } from '../db/schema';
import type { MatchStatus } from '../../shared/match-statuses';
import { readMatches, type WireReader } from './match-wire';
import { EMPLOYER_HIDDEN_STATUSES } from './match-access';

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

/** The organisation's live matches it has not opened: it sees one once staff have put it in front of them. */
export async function countUnseenMatchesOfEmployer(db: AppDb, employerId: number): Promise<number> {
  const employerRoles = and(eq(roles.employerId, employerId), ne(roles.status, 'draft'));
  const [fresh] = await db
    .select({ n: count() })
    .from(matches)
    .innerJoin(roles, eq(matches.roleId, roles.id))
    .where(and(employerRoles, eq(matches.archived, false), isNull(matches.employerSeenAt), notInArray(matches.status, [...EMPLOYER_HIDDEN_STATUSES])));
  return fresh?.n ?? 0;
}

/** A job seeker's live matches they have not opened; those staff rejected are never shown to them. */
export async function countUnseenMatchesOfJobseeker(db: AppDb, jobseekerId: number): Promise<number> {
  const [fresh] = await db
    .select({ n: count() })
    .from(matches)
    .where(and(eq(matches.jobseekerId, jobseekerId), eq(matches.archived, false), isNull(matches.jobseekerSeenAt), ne(matches.status, 'staff_rejected')));
  return fresh?.n ?? 0;
}

/** How many matches (archived ones too) each of these job seekers has; one without any is left out. */
export async function countMatchesOfJobseekers(db: AppDb, jobseekerIds: number[]): Promise<Map<number, number>> {
  const counts = await db
    .select({ jobseekerId: matches.jobseekerId, n: sql<number>`count(*)::int` })
    .from(matches)
    .where(inArray(matches.jobseekerId, jobseekerIds))
    .groupBy(matches.jobseekerId);
  return new Map(counts.map((row) => [row.jobseekerId, Number(row.n)]));
}
