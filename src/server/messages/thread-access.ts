import { eq } from 'drizzle-orm';
import type { AppDb, DbReader } from '../db/database';
import { employers, matches, messageThreads, roles, users, type MessageThreadRow, type UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { EMPLOYER_HIDDEN_STATUSES, NO_MATCHING_ACCESS, MATCH_NAMING_COLUMNS } from '../matching';
import type { MatchStatus } from '../../shared/match-statuses';
import type { MessageAudience } from '../../shared/message-visibility';
import { roleTitleOf, UNTITLED_ROLE } from '../roles';

export const NO_SUCH_THREAD = 'No such conversation.';

/** What a thread is about: a match (with what its people need to see) or one person staff write to. */
export interface ThreadSubject {
  thread: MessageThreadRow;
  match: {
    id: number;
    status: MatchStatus;
    jobseekerId: number;
    jobseekerName: string;
    employerId: number;
    employerName: string;
    roleTitle: string;
    createdBy: number | null;
  } | null;
  person: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'userType' | 'email'> | null;
}

/** A reader of a thread and the side they read it as. */
export interface ThreadReader {
  user: UserRow;
  side: MessageAudience;
}

export function sideOfUser(user: Pick<UserRow, 'userType'>): MessageAudience {
  if (user.userType === 'staff') return 'staff';
  return user.userType === 'jobseeker' ? 'jobseeker' : 'employer';
}

function roleTitle(answers: Record<string, unknown>): string {
  return roleTitleOf(answers) ?? UNTITLED_ROLE;
}

export async function loadThreadSubject(db: DbReader, thread: MessageThreadRow): Promise<ThreadSubject> {
  if (thread.matchId !== null) {
    const [row] = await db
      .select({ match: matches, employerId: roles.employerId, ...MATCH_NAMING_COLUMNS })
      .from(matches)
      .innerJoin(roles, eq(roles.id, matches.roleId))
      .innerJoin(employers, eq(employers.id, roles.employerId))
      .innerJoin(users, eq(users.id, matches.jobseekerId))
      .where(eq(matches.id, thread.matchId))
      .limit(1);
    if (!row) throw AppError.detail(404, NO_SUCH_THREAD);
    return {
      thread,
      person: null,
      match: {
        id: row.match.id,
        status: row.match.status,
        jobseekerId: row.match.jobseekerId,
        jobseekerName: `${row.firstName} ${row.lastName}`,
        employerId: row.employerId,
        employerName: row.employerName,
        roleTitle: roleTitle(row.roleAnswers),
        createdBy: row.match.createdBy,
      },
    };
  }
  const [person] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, userType: users.userType, email: users.email })
    .from(users)
    .where(eq(users.id, thread.personId ?? -1))
    .limit(1);
  if (!person) throw AppError.detail(404, NO_SUCH_THREAD);
  return { thread, match: null, person };
}

/** Whether the employer side of a match may see it now: from pending employer review on (as for the match itself). */
export function employerSeesMatch(status: MatchStatus): boolean {
  return !EMPLOYER_HIDDEN_STATUSES.includes(status);
}

/**
 * The side `user` reads the thread as, or an error: 404 for a thread they are no part of (ids cannot be probed),
 * 403 for the role's employee whose organisation has not given them matching access (as for the match itself).
 */
export function readerOf(subject: ThreadSubject, user: UserRow): ThreadReader {
  if (user.userType === 'staff') return { user, side: 'staff' };
  const { match, person } = subject;
  if (person) {
    if (person.id === user.id) return { user, side: sideOfUser(user) };
    throw AppError.detail(404, NO_SUCH_THREAD);
  }
  if (!match) throw AppError.detail(404, NO_SUCH_THREAD);
  if (user.userType === 'jobseeker') {
    // Staff rejected it before asking them: the match, and so its thread, is not theirs to see (spec 001 §4.1).
    if (match.jobseekerId === user.id && match.status !== 'staff_rejected') return { user, side: 'jobseeker' };
    throw AppError.detail(404, NO_SUCH_THREAD);
  }
  if (user.employerId === match.employerId && employerSeesMatch(match.status)) {
    if (!user.canAccessMatching) throw AppError.detail(403, NO_MATCHING_ACCESS);
    return { user, side: 'employer' };
  }
  throw AppError.detail(404, NO_SUCH_THREAD);
}

export async function threadById(db: DbReader, id: number): Promise<MessageThreadRow> {
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, id)).limit(1);
  if (!thread) throw AppError.detail(404, NO_SUCH_THREAD);
  return thread;
}

/** The match's thread, made on first use for matches from before threads existed. */
export async function threadOfMatch(db: Pick<AppDb, 'select' | 'insert'>, matchId: number, now: Date): Promise<MessageThreadRow> {
  await db.insert(messageThreads).values({ matchId, createdAt: now }).onConflictDoNothing({ target: messageThreads.matchId });
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.matchId, matchId)).limit(1);
  return thread!;
}

/** The thread between staff and one person, made on first use. */
export async function threadOfPerson(db: Pick<AppDb, 'select' | 'insert'>, personId: number, now: Date): Promise<MessageThreadRow> {
  await db.insert(messageThreads).values({ personId, createdAt: now }).onConflictDoNothing({ target: messageThreads.personId });
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.personId, personId)).limit(1);
  return thread!;
}
