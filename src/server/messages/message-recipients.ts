import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { messages, users, type UserRow } from '../db/schema';
import type { MessageAudience } from '../../shared/message-visibility';
import { employerSeesMatch, sideOfUser, type ThreadSubject } from './thread-access';

type Reader = Pick<AppDb, 'select' | 'selectDistinct'>;
export type MessageRecipient = Pick<UserRow, 'id' | 'email' | 'firstName' | 'userType'>;

const RECIPIENT = { id: users.id, email: users.email, firstName: users.firstName, userType: users.userType };

/**
 * Who is told of a new message: every person of a side that may read it, except its author. Staff are the ones
 * who took part (proposed the match or wrote in the thread); when none has yet, every staff member, so a message
 * is never written to nobody.
 */
export async function recipientsOf(db: Reader, subject: ThreadSubject, visibility: readonly MessageAudience[], authorId: number): Promise<MessageRecipient[]> {
  const found = new Map<number, MessageRecipient>();
  const add = (people: MessageRecipient[]) => people.forEach((person) => found.set(person.id, person));
  const { match, person } = subject;

  if (person && visibility.includes(sideOfUser(person))) {
    add(await db.select(RECIPIENT).from(users).where(eq(users.id, person.id)));
  }
  if (match && visibility.includes('jobseeker') && match.status !== 'staff_rejected') {
    add(await db.select(RECIPIENT).from(users).where(eq(users.id, match.jobseekerId)));
  }
  if (match && visibility.includes('employer') && employerSeesMatch(match.status)) {
    add(
      await db
        .select(RECIPIENT)
        .from(users)
        .where(and(eq(users.employerId, match.employerId), eq(users.userType, 'employee'), eq(users.canAccessMatching, true))),
    );
  }
  if (visibility.includes('staff')) {
    const authors = await db
      .selectDistinct({ id: messages.authorId })
      .from(messages)
      .where(and(eq(messages.threadId, subject.thread.id), isNotNull(messages.authorId)));
    const involved = [...authors.map((row) => row.id!), ...(match?.createdBy ? [match.createdBy] : [])];
    let staff =
      involved.length > 0
        ? await db
            .select(RECIPIENT)
            .from(users)
            .where(and(inArray(users.id, involved), eq(users.userType, 'staff')))
        : [];
    if (staff.length === 0) staff = await db.select(RECIPIENT).from(users).where(eq(users.userType, 'staff'));
    add(staff);
  }
  found.delete(authorId);
  return [...found.values()];
}
